/** Query keys of the reference lists; they change only when an operator edits them. */
export const referenceKeys = {
  contracts: ['reference', 'contracts'],
  workingTimes: ['reference', 'working-times'],
  remotes: ['reference', 'remotes'],
  experiences: ['reference', 'experiences'],
  skills: ['reference', 'skills'],
  languages: ['reference', 'languages'],
  locomotions: ['reference', 'locomotions'],
  licences: ['reference', 'licences'],
  caces: ['reference', 'caces'],
} as const;

export const REFERENCE_STALE_TIME = 30 * 60 * 1000;
