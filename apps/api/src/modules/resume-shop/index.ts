/**
 * The resume shop (spec sections 2, 3 and 7; issue 30, item 5: one name in every layer): the
 * candidates as recruiters see them (`candidates/`: the shop's list, best match first, a profile and
 * its documents, contact access, the public resume), the shop's job filters (`filters/`), the
 * favourites (`favorites/`) and the bought resumes (`purchases/`). Other modules reach it here only.
 */
export * from './candidates/index.ts';
export { fulfilResumeOrder, revokeResumeOrder } from './purchases/index.ts';
