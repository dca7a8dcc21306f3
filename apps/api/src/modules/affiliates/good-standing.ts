import { Column, eq, getTableName, is, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { recruiters } from '../../db/schema/index.ts';

/**
 * The one rule of the affiliate programme (decision 128): an affiliate is in good standing when the
 * account is an affiliate's and a paid kit covers the instant `at`: an `affiliate_kit` subscription
 * row (written by the kit's payment, extended by its renewals, decision 070) with status 'active'
 * whose period holds `at`. A pending, cancelled or expired kit is not. Everything the programme
 * gives goes through this fragment: the QR code and the poster, the attribution of a sign-up, the
 * earnings and the monthly payouts.
 */
export function affiliateInGoodStanding(recruiterId: AnyPgColumn | number, at: Date): SQL {
  const when = at.toISOString();
  // A column is written with its table: drizzle leaves it bare in the select list of a one-table query.
  const id = is(recruiterId, Column)
    ? sql`${sql.identifier(getTableName(recruiterId.table))}.${sql.identifier(recruiterId.name)}`
    : sql`${recruiterId}`;
  return sql`exists (
    select 1 from recruiters gs_r
    join subscriptions gs_s on gs_s.recruiter_id = gs_r.id and gs_s.address_id is null
    join products gs_p on gs_p.id = gs_s.product_id and gs_p.code = 'affiliate_kit'
    where gs_r.id = ${id} and gs_r.is_affiliate
      and gs_s.status = 'active'
      and gs_s.current_period_start <= ${when}::timestamptz and gs_s.current_period_end > ${when}::timestamptz)`;
}

/** Whether that account is an affiliate in good standing at `at` (see `affiliateInGoodStanding`). */
export async function isAffiliateInGoodStanding(db: Db | Tx, recruiterId: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ ok: affiliateInGoodStanding(recruiterId, at).mapWith(Boolean) })
    .from(recruiters)
    .where(eq(recruiters.id, recruiterId));
  return row?.ok === true;
}
