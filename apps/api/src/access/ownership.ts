import { eq, type SQL } from 'drizzle-orm';
import { addresses } from '../db/schema/index.ts';

/**
 * Ownership of a tenant's objects (issue 30, item 2), written once: a recruiter owns the addresses
 * whose `recruiter_id` is theirs, and what hangs on an address (its jobs, business units, brand
 * advantages, subscriptions, filters) through that address. Every repository that reads or writes
 * such an object for a caller joins `addresses` and puts this condition in its WHERE: another
 * account's object is then simply not found (404, never 403: nothing tells that it exists).
 * `ownership.test.ts` checks that no module writes the condition itself.
 */
export const addressOwnedBy = (recruiterId: number): SQL => eq(addresses.recruiterId, recruiterId);
