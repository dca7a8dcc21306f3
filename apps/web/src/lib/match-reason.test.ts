import type { MatchReason } from '@app/contracts/candidates';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/shared.json';
import fr from '@/locales/fr/shared.json';
import { createI18n } from './i18n';
import { formatMatchReason } from './match-reason';

const french = createI18n('fr', fr).t;
const english = createI18n('en', fr, en).t;

const reason = (overrides: Partial<MatchReason> = {}): MatchReason => ({
  job: 'same',
  experience: { candidate: { level: 3, name: '3 à 5 ans' }, required: { level: 2, name: '1 à 3 ans' } },
  skills: { met: 2, required: 3 },
  languages: { met: 0, required: 0 },
  mobility: { met: 0, required: 0 },
  distance: { km: 4, near: true },
  ...overrides,
});

describe('the reason beside a match percentage (issue 29, item 7)', () => {
  it('says the parts that matter in one compact phrase, in French and in English', () => {
    expect(formatMatchReason(reason(), french)).toBe("Même métier, 3 à 5 ans d'expérience, 2 compétences sur 3, à 4 km");
    expect(formatMatchReason(reason(), english)).toBe('Same job, 3 to 5 years of experience, 2 skills of 3, 4 km away');
  });

  it('follows each language’s plural rules (French: 0 and 1 singular; English: 1 singular)', () => {
    const shares = (met: number) =>
      reason({
        skills: { met, required: 3 },
        languages: { met, required: 2 },
        mobility: { met, required: 4 },
        distance: { km: null, near: false },
      });
    expect(formatMatchReason(shares(0), french)).toBe(
      "Même métier, 3 à 5 ans d'expérience, 0 compétence sur 3, 0 langue sur 2, 0 permis ou CACES sur 4, distance inconnue (non comptée)",
    );
    expect(formatMatchReason(shares(1), french)).toContain('1 compétence sur 3, 1 langue sur 2');
    expect(formatMatchReason(shares(2), french)).toContain('2 compétences sur 3, 2 langues sur 2, 2 permis ou CACES sur 4');
    expect(formatMatchReason(shares(0), english)).toContain('0 skills of 3, 0 languages of 2, 0 licences or CACES of 4');
    expect(formatMatchReason(shares(1), english)).toContain('1 skill of 3, 1 language of 2, 1 licence or CACES of 4');
  });

  it('says the level wanted when the candidate’s is below it or not given, and nothing of experience when neither is known', () => {
    const below = reason({
      job: 'similar',
      experience: { candidate: { level: 1, name: 'Moins de 1 an' }, required: { level: 3, name: '3 à 5 ans' } },
    });
    expect(formatMatchReason(below, french)).toBe(
      "Métier proche, moins de 1 an d'expérience (demandé : 3 à 5 ans), 2 compétences sur 3, à 4 km",
    );
    expect(formatMatchReason(below, english)).toBe(
      'Similar job, under 1 year of experience (wanted: 3 to 5 years), 2 skills of 3, 4 km away',
    );
    const unknown = reason({ experience: { candidate: null, required: { level: 0, name: 'Débutant' } } });
    expect(formatMatchReason(unknown, french)).toContain('expérience non précisée (demandé : débutant)');
    const none = reason({
      experience: { candidate: null, required: null },
      skills: { met: 0, required: 0 },
      distance: { km: null, near: false },
    });
    expect(formatMatchReason(none, french)).toBe('Même métier, distance inconnue (non comptée)');
    // A level the texts do not know keeps its reference name.
    const other = reason({ experience: { candidate: { level: 9, name: 'Expert' }, required: null } });
    expect(formatMatchReason(other, french)).toContain('Même métier, Expert, ');
  });

  it('says an unknown distance is not counted (a QR applicant gives no town; decision 143)', () => {
    const noTown = reason({ distance: { km: null, near: false } });
    expect(formatMatchReason(noTown, french)).toBe(
      "Même métier, 3 à 5 ans d'expérience, 2 compétences sur 3, distance inconnue (non comptée)",
    );
    expect(formatMatchReason(noTown, english)).toBe('Same job, 3 to 5 years of experience, 2 skills of 3, distance unknown (not counted)');
  });

  it('says "under 1 km" for a distance that rounds to 0', () => {
    expect(formatMatchReason(reason({ distance: { km: 0, near: true } }), french)).toMatch(/à moins de 1 km$/);
    expect(formatMatchReason(reason({ distance: { km: 0, near: true } }), english)).toMatch(/under 1 km away$/);
  });
});
