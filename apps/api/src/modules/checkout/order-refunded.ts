import type { Tx } from '../../db/client.ts';
import { cancelUnpaidEarningsOfOrder } from '../affiliates/index.ts';
import { markOrderRefunded, type OrderKind, type OrderRow } from '../orders/index.ts';
import { revokeResumeOrder } from '../purchases/index.ts';
import { endSubscriptionsOfOrder } from '../subscriptions/index.ts';

/**
 * What a wholly refunded order takes back (decision 132), the mirror of `order-paid.ts`, in the
 * refund's transaction, once (when its credit notes first cover the whole invoice):
 * - the order: its `refunded_at` is set (it no longer counts as a payment kept);
 * - a subscription (an address's "Essentiel", the premium head-hunter plan, the affiliate kit, or
 *   a renewal's period): ends now; premium is refreshed;
 * - resumes: the purchases are removed (the resumes are no longer shown as bought) and the
 *   affiliate earnings of the sale are cancelled unless already paid out;
 * - posters and stickers: printed and shipped, nothing to take back.
 */
export interface OrderRefundedEffect {
  name: string;
  kinds?: readonly OrderKind[];
  run(tx: Tx, order: OrderRow): Promise<Record<string, number>>;
}

export const ORDER_REFUNDED_EFFECTS: readonly OrderRefundedEffect[] = [
  // The order no longer counts as a kept payment (the SIRET rule, `keptPaymentSql`).
  { name: 'order marked refunded', run: async (tx, order) => ({ orderMarkedRefunded: Number(await markOrderRefunded(tx, order.id)) }) },
  { name: 'subscriptions end', run: async (tx, order) => ({ subscriptionsEnded: await endSubscriptionsOfOrder(tx, order) }) },
  { name: 'resume purchases removed', kinds: ['resumes'], run: async (tx, order) => ({ purchasesRemoved: await revokeResumeOrder(tx, order) }) },
  {
    name: 'affiliate resume-sale earnings cancelled',
    kinds: ['resumes'],
    run: async (tx, order) => {
      const { cancelled, alreadyPaid } = await cancelUnpaidEarningsOfOrder(tx, order.id);
      return { earningsCancelled: cancelled, earningsAlreadyPaid: alreadyPaid };
    },
  },
];

/** Runs the effects of a whole refund for the order's kind; answers what each did (for the log). */
export async function runOrderRefundedEffects(tx: Tx, order: OrderRow): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const effect of ORDER_REFUNDED_EFFECTS.filter((e) => !e.kinds || e.kinds.includes(order.kind))) {
    Object.assign(done, await effect.run(tx, order));
  }
  return done;
}
