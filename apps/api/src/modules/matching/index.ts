/**
 * Matching of candidates to address jobs (decision 041): the score, the SQL that refreshes the
 * stored matches of what database triggers queued, and the worker drained by the `match-refresh`
 * background job.
 */
export { refreshAddressJobs } from './match.repository.ts';
export { intArrayLiteral, toIntArray } from './match.sql.ts';
