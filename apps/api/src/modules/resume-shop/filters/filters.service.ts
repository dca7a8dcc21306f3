import { sql } from 'drizzle-orm';
import type { AddressFilters } from '@app/contracts/candidates';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { parseIntArray } from '../candidates/index.ts';
import { rowsOf } from '../../../lib/sql.ts';
import { mayUseResumeShop } from '@app/contracts/roles';
import { computeMissingLists } from '../../matching/index.ts';
import { addressOwnedBy } from '../../../access/ownership.ts';

/**
 * GET /api/addresses/{uuid}/filters/ (spec sections 2 and 7): the address's jobs with counts, and
 * the experience and business-unit filters. The count is what the caller's page lists: candidates
 * of the shop list for head-hunters and recruiters without premium, applications for premium.
 */
export async function addressFilters(db: Db, auth: AuthContext, addressUuid: string): Promise<AddressFilters> {
  const [address] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM addresses WHERE uuid::text = ${addressUuid} AND ${addressOwnedBy(auth.recruiterId)}`),
  );
  if (!address) throw notFound();
  const addressId = Number(address.id);
  const shop = mayUseResumeShop(auth);
  if (shop) {
    const missing = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT aj.id FROM address_jobs aj LEFT JOIN match_list_stats st ON st.address_job_id = aj.id
        WHERE aj.address_id = ${addressId} AND st.address_job_id IS NULL`),
    ).map((r) => Number(r.id));
    if (missing.length > 0) await computeMissingLists(db, missing);
  }
  const count = shop
    ? sql`(SELECT coalesce(max(st.total), 0) FROM address_jobs x JOIN match_list_stats st ON st.address_job_id = x.id WHERE x.address_id = ${addressId} AND x.job_id = j.id)`
    : sql`(SELECT count(*) FROM applications ap WHERE ap.address_id = ${addressId} AND ap.job_id = j.id)`;
  const jobs = rowsOf<{ id: number; uuid: string; name: string; count: number; similar: number[] | string }>(
    await db.execute(sql`SELECT j.id, j.uuid::text AS uuid, j.name, ${count}::int AS count,
        array(SELECT sj.similar_job_id FROM similar_jobs sj WHERE sj.job_id = j.id ORDER BY sj.similar_job_id) AS similar
      FROM jobs j WHERE j.id IN (SELECT aj.job_id FROM address_jobs aj WHERE aj.address_id = ${addressId})
      ORDER BY lower(f_unaccent(j.name)), j.id`),
  );
  const experiences = rowsOf<{ id: number; name: string }>(await db.execute(sql`SELECT id, name FROM experiences ORDER BY level, id`));
  const units = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`SELECT id, name FROM business_units WHERE address_id = ${addressId} ORDER BY lower(name), id`),
  );
  return {
    jobs: jobs.map((j) => ({
      id: Number(j.id),
      uuid: j.uuid,
      name: j.name,
      count: Number(j.count),
      similarJobs: parseIntArray(j.similar).map((id) => ({ id })),
    })),
    experiences: experiences.map((e) => ({ id: Number(e.id), name: e.name })),
    businessUnits: units.map((u) => ({ id: Number(u.id), name: u.name })),
  };
}
