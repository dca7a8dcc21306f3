import { REFERENCE_NAMES_EN } from '@app/contracts/reference-names';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_SECTORS,
  ADVANTAGE_CATEGORIES,
  CACES,
  CONTRACTS,
  EXPERIENCES,
  LANGUAGE_LEVELS,
  LANGUAGES,
  LICENCES,
  LOCOMOTIONS,
  PERSONAL_QUALITIES,
  PROFESSIONAL_KNOWLEDGE,
  RECRUITMENT_STEPS,
  REMOTES,
  SKILL_GROUPS,
  SOFT_SKILLS,
  WORKING_TIMES,
} from './reference-data.ts';

/** Every name of every fixed reference list, as seeded (French). */
const FIXED_LISTS: Record<string, readonly string[]> = {
  experiences: EXPERIENCES,
  languages: LANGUAGES.map((l) => l.name),
  languageLevels: LANGUAGE_LEVELS,
  licences: LICENCES.map((l) => l.name),
  locomotions: LOCOMOTIONS.map((l) => l.name),
  caces: CACES.map((c) => c.name),
  contracts: CONTRACTS,
  workingTimes: WORKING_TIMES,
  remotes: REMOTES,
  recruitmentSteps: RECRUITMENT_STEPS,
  skillGroups: SKILL_GROUPS.map((g) => g.name),
  personalQualities: PERSONAL_QUALITIES,
  professionalKnowledge: PROFESSIONAL_KNOWLEDGE.map((k) => k.name),
  softSkills: SOFT_SKILLS.flatMap((s) => [s.name, s.description]),
  activitySectors: ACTIVITY_SECTORS.map((s) => s.name),
  advantages: ADVANTAGE_CATEGORIES.flatMap((c) => [c.name, ...c.advantages.map((a) => a.name)]),
};

describe('the English label of every fixed reference list (issue 29; decision 143)', () => {
  it('gives every seeded name of every fixed list its English label, in the one place', () => {
    const missing = Object.entries(FIXED_LISTS).flatMap(([list, names]) =>
      names.filter((n) => !(n in REFERENCE_NAMES_EN)).map((n) => `${list}: ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('labels only names of those lists (a label for a renamed entry would never be read)', () => {
    const seeded = new Set(Object.values(FIXED_LISTS).flat());
    expect(Object.keys(REFERENCE_NAMES_EN).filter((name) => !seeded.has(name))).toEqual([]);
  });
});
