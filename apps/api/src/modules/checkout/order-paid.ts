import type { Tx } from '../../db/client.ts';
import { recordResumeSaleEarnings } from '../affiliates/index.ts';
import { grantHeadhunterPremium } from '../ecommerce/index.ts';
import type { OrderKind, OrderWithLines } from '../orders/index.ts';
import { fulfilResumeOrder } from '../resume-shop/index.ts';
import { createSubscriptionsForOrder } from '../subscriptions/index.ts';

/**
 * What a paid order sets off in other modules, wired here in one place, in the order it must run
 * (issue 14). Every effect runs inside the transaction that marks the order paid (use `tx` only);
 * one that throws rolls the payment back (the provider retries), and `OrderConflictError` flags the
 * order instead (decision 074). The invoice is issued after them all, by `processPaymentEvent`.
 */
export interface OrderPaidEffect {
  /** What it does, for logs and the test of the order. */
  name: string;
  /** The kinds of order it is for; every kind when absent. */
  kinds?: readonly OrderKind[];
  run(tx: Tx, order: OrderWithLines, payment: { providerSubscriptionId: string | null }): Promise<unknown>;
}

export const ORDER_PAID_EFFECTS: readonly OrderPaidEffect[] = [
  // Any kind may hold a line at a recurring price: its subscription starts with the payment.
  { name: 'subscriptions', run: (tx, order, payment) => createSubscriptionsForOrder(tx, order, payment.providerSubscriptionId) },
  { name: 'resume purchases', kinds: ['resumes'], run: fulfilResumeOrder },
  // After the purchases: each earning points at the purchase row written just before (decision 066).
  { name: 'affiliate resume-sale earnings', kinds: ['resumes'], run: recordResumeSaleEarnings },
  { name: 'head-hunter premium', kinds: ['premium_headhunter'], run: grantHeadhunterPremium },
];

/** The effects that concern a kind of order, in the order they run. */
export const orderPaidEffectsFor = (kind: OrderKind): OrderPaidEffect[] =>
  ORDER_PAID_EFFECTS.filter((e) => !e.kinds || e.kinds.includes(kind));

/** Runs the effects that concern the order's kind, one after the other, in the order above. */
export async function runOrderPaidEffects(
  tx: Tx,
  order: OrderWithLines,
  payment: { providerSubscriptionId: string | null },
): Promise<void> {
  for (const effect of orderPaidEffectsFor(order.kind)) await effect.run(tx, order, payment);
}
