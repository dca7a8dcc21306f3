/**
 * Matching of candidates to address jobs (decision 041): the score, the SQL that refreshes the
 * stored matches of what database triggers queued, and the worker drained by the `match-refresh`
 * background job; the reason shown beside a percentage, computed for a page's rows (decision 126).
 */
export { computeMissingLists, refreshAddressJobs } from './match.repository.ts';
export { intArrayLiteral, scoredMatchesSql, toIntArray } from './match.sql.ts';
export {
  cachedReasonPageColumns,
  explainRows,
  reasonHeadColumns,
  reasonJobsCte,
  reasonRowColumns,
  reasonsOfCachedPage,
  reasonsOfRows,
  type CachedReasonColumns,
  type ReasonColumns,
} from './match-reason.ts';
