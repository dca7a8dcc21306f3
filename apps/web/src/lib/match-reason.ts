import type { MatchReason } from '@app/contracts/candidates';
import type { TFunction } from 'i18next';
import '@/locales/shared';

/**
 * The short reason shown beside a match percentage (issue 29, item 7; decision 126): "même métier,
 * 3 à 5 ans d'expérience, 2 compétences sur 3, à 4 km". The API sends the parts the percentage was
 * computed from; this writes the ones that matter, in the page's language (texts of the `shared`
 * part: `components.match_reason`): the job (the same or a similar one), the experience (with the
 * level wanted when the candidate's is below it or not given), skills, languages and licences met
 * of those asked (only when the job asks for some), and the distance ("unknown, not counted" when
 * a place is missing).
 */
export function matchReasonParts(reason: MatchReason, t: TFunction): string[] {
  const parts: string[] = [t(reason.job === 'same' ? 'components.match_reason.job_same' : 'components.match_reason.job_similar')];
  // Reference levels 0 to 5 have their own words; another level falls back to its reference name.
  const experience = (level: { level: number; name: string }) =>
    t(`components.match_reason.experience.${level.level}` as 'components.match_reason.experience.0', { defaultValue: level.name });
  const wanted = (level: { level: number; name: string }) =>
    t(`components.match_reason.wanted.${level.level}` as 'components.match_reason.wanted.0', { defaultValue: level.name });
  const { candidate, required } = reason.experience;
  if (candidate && (!required || candidate.level >= required.level)) parts.push(experience(candidate));
  else if (candidate && required)
    parts.push(t('components.match_reason.experience_below', { experience: experience(candidate), wanted: wanted(required) }));
  else if (required) parts.push(t('components.match_reason.experience_unknown', { wanted: wanted(required) }));
  const shares = [
    ['skills', reason.skills],
    ['languages', reason.languages],
    ['mobility', reason.mobility],
  ] as const;
  for (const [key, share] of shares) {
    if (share.required > 0) parts.push(t(`components.match_reason.${key}`, { count: share.met, total: share.required }));
  }
  const { km } = reason.distance;
  // Unknown (no town given, as a QR applicant): said, and neither earned nor counted against (decision 143).
  parts.push(
    km === null
      ? t('components.match_reason.distance_unknown')
      : km < 1
        ? t('components.match_reason.distance_under_one')
        : t('components.match_reason.distance', { km }),
  );
  return parts;
}

/** The reason as one phrase, its first letter upper case: "Même métier, 3 à 5 ans d'expérience, à 4 km". */
export function formatMatchReason(reason: MatchReason, t: TFunction): string {
  const phrase = matchReasonParts(reason, t).join(', ');
  return phrase.charAt(0).toLocaleUpperCase() + phrase.slice(1);
}
