import { UNPAID_ADDRESS_LIFETIME_HOURS } from '@app/contracts/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { discardFile } from '../addresses/index.ts';
import { CHECKOUT_SESSION_TTL_MS } from '../../providers/payment/payment-provider.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Run by the `unpaid-addresses` job (decision 131): a new address created by a checkout and never
 * paid is removed with its stored files once `UNPAID_ADDRESS_LIFETIME_HOURS` have passed and no
 * checkout still claims it (a claim older than a checkout session's life is over whatever its
 * order says). The
 * delete re-checks everything, so a payment arriving meanwhile keeps its address.
 */
export async function removeUnpaidDrafts(deps: { db: Db; storage: Storage }, now = new Date()): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - UNPAID_ADDRESS_LIFETIME_HOURS * 3_600_000);
  const claimedSince = new Date(now.getTime() - CHECKOUT_SESSION_TTL_MS - 3_600_000);
  const removed = await deps.db.transaction(async (tx) => {
    const rows = rowsOf<{
      id: number;
      logo: string | null;
      picture: string | null;
      picture_two: string | null;
      picture_three: string | null;
    }>(
      await tx.execute(sql`
        DELETE FROM addresses a
        WHERE a.unpaid_draft_at < ${before.toISOString()}
          AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.address_id = a.id)
          -- A registration's site stays, unpaid, for the reset screen to pay (decisions 034, 141).
          AND NOT EXISTS (SELECT 1 FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.address_id = a.id AND o.kind = 'registration')
          AND NOT EXISTS (SELECT 1 FROM open_checkouts c WHERE c.thing = 'address:' || a.id AND c.created_at > ${claimedSince.toISOString()})
        RETURNING a.id, a.logo, a.picture, a.picture_two, a.picture_three`),
    );
    const ids = rows.map((r) => r.id);
    // Children of another account may name a removed address as parent (no foreign key): detach them.
    if (ids.length)
      await tx.execute(
        sql`UPDATE addresses SET parent_id = NULL WHERE parent_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    return rows;
  });
  await Promise.all(
    removed.flatMap((r) => [r.logo, r.picture, r.picture_two, r.picture_three]).map((url) => discardFile(deps.storage, url)),
  );
  return { removed: removed.length };
}
