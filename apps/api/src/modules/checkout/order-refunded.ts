import type { Tx } from '../../db/client.ts';
import { cancelUnpaidEarningsOfOrder } from '../affiliates/index.ts';
import { markOrderRefunded, type OrderKind, type OrderRow } from '../orders/index.ts';
import { revokeResumeOrder } from '../resume-shop/index.ts';
import { endSubscriptionsOfOrder } from '../subscriptions/index.ts';

/**
 * What a wholly refunded order takes back (decision 132), the mirror of `order-paid.ts`, in the
 * refund's transaction, once (when its credit notes first cover the whole invoice):
 * - the order: its `refunded_at` is set (it no longer counts as a payment kept);
 * A dispute (chargeback) takes the money back at once: the same effects run when it opens
 * (`takeBackOrder`, decision 149), the order keeping its `disputed_at`.
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
  { name: 'subscriptions end', run: async (tx, order) => ({ subscriptionsEnded: await endSubscriptionsOfOrder(tx, order) }) },
  {
    name: 'resume purchases removed',
    kinds: ['resumes'],
    run: async (tx, order) => ({ purchasesRemoved: await revokeResumeOrder(tx, order) }),
  },
  {
    name: 'affiliate resume-sale earnings cancelled',
    kinds: ['resumes'],
    run: async (tx, order) => {
      const { cancelled, alreadyPaid } = await cancelUnpaidEarningsOfOrder(tx, order.id);
      return { earningsCancelled: cancelled, earningsAlreadyPaid: alreadyPaid };
    },
  },
];

/** Takes back what the order gave, by the effects of its kind; answers what each did (for the log). */
export async function takeBackOrder(tx: Tx, order: OrderRow): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const effect of ORDER_REFUNDED_EFFECTS.filter((e) => !e.kinds || e.kinds.includes(order.kind))) {
    Object.assign(done, await effect.run(tx, order));
  }
  return done;
}

/** A whole refund: the order is marked refunded (no longer a payment kept: the SIRET rule) and what it gave is taken back. */
export async function runOrderRefundedEffects(tx: Tx, order: OrderRow): Promise<Record<string, number>> {
  const marked = Number(await markOrderRefunded(tx, order.id));
  return { orderMarkedRefunded: marked, ...(await takeBackOrder(tx, order)) };
}
