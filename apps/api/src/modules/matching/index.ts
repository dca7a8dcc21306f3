export { refreshAddressJobs } from './match.repository.ts';
export { intArrayLiteral, toIntArray } from './match.sql.ts';
