import type { Profile } from '@app/contracts/auth';

/**
 * Who the header names (issue 29: it showed the e-mail when the account had no person's name, as
 * an invited franchise has): the account, by its company, first; the person's name under it. The
 * e-mail is never shown there (it is in the account page). `fallback` names an account with
 * neither ("Mon compte").
 */
export function headerIdentity(
  profile: Pick<Profile, 'firstName' | 'lastName'> & { recruiter: { company: string | null } },
  fallback: string,
) {
  const person = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const company = profile.recruiter.company?.trim() || null;
  const primary = company ?? (person || fallback);
  const secondary = company && person ? person : null;
  return { primary, secondary, initials: primary.charAt(0).toUpperCase() };
}
