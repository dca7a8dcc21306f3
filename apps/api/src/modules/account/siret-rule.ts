import { UNPAID_SIRET_HOLD_HOURS } from '@app/contracts/constants';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { premiumSql } from '../../access/roles.sql.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A payment the product kept: the order was paid, and neither wholly refunded (decision 132) nor
 * disputed at the buyer's bank (a chargeback takes the money back). A squatter who pays once and
 * then takes the money back does not hold a SIRET with it.
 */
const keptPaymentSql = (o: string) => sql.raw(`(${o}.status = 'paid' AND ${o}.refunded_at IS NULL AND ${o}.disputed_at IS NULL)`);

/**
 * One SIRET, one account (decision 010, decision 130), held only by an account that counts
 * (decision 141): one that paid once and kept it paid (a paid order not refunded or disputed, or a
 * subscription bought by one or given by an invitation), a premium account or
 * premium head-hunter, an account in use (below), or any account for `UNPAID_SIRET_HOLD_HOURS` after
 * its creation. An account that never paid nor is in use past that time is a stale holder: the account that claims the SIRET takes it and
 * the stale one loses it (its `siret` becomes null), so an unpaid registration cannot block a
 * company for good. The rule of the SIRET change and of every registration; `field` is the body's
 * field the message goes under (`newSiret` for the change, `siret` for a registration).
 *
 * Called inside the transaction that writes the SIRET: a transaction-scoped advisory lock on the
 * number makes two claims of one SIRET take turns, so parallel registrations cannot both pass.
 * A franchise's sites carry their own SIRETs on addresses, not on the account, so several sites of
 * one account (or of invited franchises) are not touched by this rule.
 */
/**
 * An account in use holds its SIRET though it never paid (outside attack, decision 169: a new
 * account took the SIRET of a free recruiter whose site was receiving applications): signed in again
 * after its first day and within the last `IN_USE_DAYS`, or a site of it received an application in
 * that time. A squatter's registration left alone is still stale after its day.
 */
const IN_USE_DAYS = 30;
const inUseSql = sql.raw(`(
  (u.last_login_at > now() - interval '${IN_USE_DAYS} days' AND u.last_login_at > r.created_at + interval '${UNPAID_SIRET_HOLD_HOURS} hours')
  OR EXISTS (SELECT 1 FROM applications ap JOIN addresses ad ON ad.id = ap.address_id
    WHERE ad.recruiter_id = r.id AND ap.created_at > now() - interval '${IN_USE_DAYS} days'))`);

export async function claimSiret(
  tx: Tx,
  siret: string | null | undefined,
  field: 'siret' | 'newSiret',
  exceptRecruiterId?: number,
  now = new Date(),
): Promise<void> {
  if (!siret) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`siret:${siret}`}))`);
  const since = new Date(now.getTime() - UNPAID_SIRET_HOLD_HOURS * 3_600_000).toISOString();
  const holders = rowsOf<{ id: number; holds: boolean }>(
    await tx.execute(sql`
      SELECT r.id,
        (r.created_at > ${since}
          OR ${premiumSql('r')} OR r.headhunter_premium
          OR ${inUseSql}
          OR EXISTS (SELECT 1 FROM orders o WHERE o.recruiter_id = r.id AND ${keptPaymentSql('o')})
          OR EXISTS (SELECT 1 FROM subscriptions s WHERE s.recruiter_id = r.id
            AND (s.order_id IS NULL OR EXISTS (SELECT 1 FROM orders so WHERE so.id = s.order_id AND ${keptPaymentSql('so')})))) AS holds
      FROM recruiters r LEFT JOIN users u ON u.id = r.user_id
      WHERE r.siret = ${siret} AND r.id <> ${exceptRecruiterId ?? -1}`),
  );
  if (holders.some((h) => h.holds)) throw new AppError('siret_taken', 'errors.siret_taken', { [field]: ['errors.siret_taken'] });
  const stale = holders.map((h) => h.id);
  if (stale.length)
    await tx.execute(
      sql`UPDATE recruiters SET siret = NULL, updated_at = now() WHERE id IN (${sql.join(
        stale.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}
