import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';
import { priceValidAt } from '../products/index.ts';

export interface BasketRow {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  tag: 'rare' | null;
  job_name: string | null;
  exp_name: string | null;
  purchased: boolean;
}

/**
 * The basket's candidates with their first searched job and whether the recruiter bought them.
 * Only candidates who proved their e-mail are sold (decision 119): the others read as unknown.
 */
export async function findBasketCandidates(db: Db | Tx, recruiterId: number, uuids: string[]): Promise<BasketRow[]> {
  if (uuids.length === 0) return [];
  return rowsOf<BasketRow>(
    await db.execute(sql`SELECT c.id, c.uuid::text AS uuid, c.first_name, c.last_name, c.avatar, c.tag, sj.job_name, sj.exp_name,
        EXISTS (SELECT 1 FROM purchases pu WHERE pu.recruiter_id = ${recruiterId} AND pu.candidate_id = c.id) AS purchased
      FROM candidates c
      LEFT JOIN LATERAL (SELECT j.name AS job_name, e.name AS exp_name FROM candidate_searched_jobs s JOIN jobs j ON j.id = s.job_id
        LEFT JOIN experiences e ON e.id = s.experience_id WHERE s.candidate_id = c.id ORDER BY s.position, s.id LIMIT 1) sj ON true
      WHERE c.uuid::text IN (${sql.join(
        uuids.map((u) => sql`${u}`),
        sql`, `,
      )}) AND c.email_verified_at IS NOT NULL
      ORDER BY c.id`),
  );
}

export interface ResumePrice {
  productId: number;
  priceId: number;
  label: string;
  unitAmount: number;
}

/** Prices of the two resume products (product decisions: seeded, editable in the database). */
export async function findResumePrices(db: Db): Promise<{ regular: ResumePrice; rare: ResumePrice }> {
  const rows = rowsOf<{ code: string; product_id: number; price_id: number; name: string; unit_amount: number }>(
    // The price valid now (decision 160): a price an operator changed is the one the basket shows and charges.
    await db.execute(sql`SELECT p.code, p.id AS product_id, prices.id AS price_id, p.name, prices.unit_amount
      FROM products p JOIN prices ON prices.product_id = p.id
      WHERE p.code IN ('regular_resume', 'rare_resume') AND p.active AND prices.active AND prices.interval IS NULL
        AND ${priceValidAt(new Date())}
      ORDER BY p.code, prices.is_default DESC, prices.position, prices.id`),
  );
  const first = (code: string): ResumePrice => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`product ${code} has no price`);
    return { productId: Number(row.product_id), priceId: Number(row.price_id), label: row.name, unitAmount: Number(row.unit_amount) };
  };
  return { regular: first('regular_resume'), rare: first('rare_resume') };
}

/** Candidates of a recruiter's resume order, with the last name once bought. */
export async function findOrderCandidates(db: Db, recruiterId: number, orderId: number) {
  return rowsOf<{ uuid: string; first_name: string; last_name: string; tag: 'rare' | null; purchased: boolean }>(
    await db.execute(sql`SELECT c.uuid::text AS uuid, c.first_name, c.last_name, c.tag,
        EXISTS (SELECT 1 FROM purchases pu WHERE pu.recruiter_id = ${recruiterId} AND pu.candidate_id = c.id) AS purchased
      FROM order_lines ol JOIN candidates c ON c.id = ol.candidate_id WHERE ol.order_id = ${orderId} ORDER BY ol.id`),
  );
}
