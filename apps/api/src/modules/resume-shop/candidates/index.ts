/**
 * Candidates as recruiters see them (spec sections 2, 3 and 7; decisions 040 and 042): the resume
 * shop's list with best match first, a candidate's profile and documents, contact access rules
 * (`contactAccessSql`; what an application proves: `confirmedApplicationSql`, decision 119), and the
 * public resume page.
 */
export { paginate, toApplicationSummary, toCard, toContact, toProfile, type ApplicationSummaryRow } from './candidates.mapper.ts';
export {
  applicationContactSql,
  cardsWithBestMatch,
  confirmedApplicationSql,
  contactAccessSql,
  findProfile,
  listedCandidateSql,
  parseIntArray,
  type Viewer,
} from './candidates.repository.ts';
export { viewerOf } from './candidates.service.ts';
