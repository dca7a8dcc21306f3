import type { SubscriptionInfo } from '@app/contracts/orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, subscriptions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { OrderConflictError, type OrderWithLines } from '../orders/index.ts';
import { LIVE_STATUSES, effectiveStatus } from './subscription-status.ts';
import {
  expireLapsedAccountSubscriptions,
  expireLapsedAddressSubscriptions,
  findAddressLatestSubscription,
  findLatestSubscription,
  findRecruiterSubscriptionByUuid,
  findRecurringPrices,
  insertSubscription,
  isOneLivePerAddressViolation,
  listLapsedPremiums,
  listRecruiterSubscriptions,
  lockPremiumState,
  setCancelAtPeriodEnd,
  setHeadhunterPremium,
  updateByProviderId,
  type SubscriptionRow,
} from './subscriptions.repository.ts';

/** Adds a price's interval to a date (month arithmetic clamps to the end of shorter months). */
export function addInterval(start: Date, interval: 'month' | 'year', count: number): Date {
  const months = interval === 'year' ? count * 12 : count;
  const d = new Date(start.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** Subscription periods in months (spec section 4: year x 12). */
export const intervalMonths = (interval: 'month' | 'year' | null, count: number | null): number | null =>
  interval ? (interval === 'year' ? 12 : 1) * (count ?? 1) : null;

/**
 * Starts the subscriptions an order paid for, in the paying transaction: one per line whose price
 * has an interval. A renewal paid before the end of the current period starts when it ends; an
 * address, however, has one live subscription at most (decision 074, a unique index): paying for
 * an address already subscribed throws {@link OrderConflictError}, and the payment is flagged.
 */
export async function createSubscriptionsForOrder(
  tx: Tx,
  order: OrderWithLines,
  providerSubscriptionId: string | null,
): Promise<SubscriptionRow[]> {
  const recurring = await findRecurringPrices(tx, [...new Set(order.lines.map((l) => l.priceId))]);
  const byPrice = new Map(recurring.map((p) => [p.id, p]));
  const paidAt = order.paidAt ?? new Date();
  const created: SubscriptionRow[] = [];
  for (const line of order.lines) {
    const price = byPrice.get(line.priceId);
    if (!price?.interval) continue;
    // A row whose period is over is not live, whatever its stored status: it says so now.
    if (line.addressId) await expireLapsedAddressSubscriptions(tx, line.addressId, paidAt);
    else await expireLapsedAccountSubscriptions(tx, order.recruiterId, price.productId, paidAt);
    const latest = await findLatestSubscription(tx, order.recruiterId, price.productId, line.addressId ?? null);
    const start =
      latest && latest.status === 'active' && latest.currentPeriodEnd.getTime() > paidAt.getTime() && !latest.cancelAtPeriodEnd
        ? latest.currentPeriodEnd
        : paidAt;
    const insert = insertSubscription(tx, {
      recruiterId: order.recruiterId,
      addressId: line.addressId ?? null,
      productId: price.productId,
      priceId: price.id,
      orderId: order.id,
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: addInterval(start, price.interval, (price.intervalCount ?? 1) * line.quantity),
      providerSubscriptionId,
    });
    try {
      created.push(await insert);
      // Paid: the new address is a site now (decision 131).
      if (line.addressId) await tx.update(addresses).set({ unpaidDraftAt: null }).where(eq(addresses.id, line.addressId));
    } catch (err) {
      // One live subscription per address, and per account and product elsewhere (decision 116).
      if (isOneLivePerAddressViolation(err))
        throw new OrderConflictError(line.addressId ? 'address_already_subscribed' : 'already_subscribed');
      throw err;
    }
  }
  return created;
}

/**
 * Mirrors the provider's view of a subscription (Stripe sends these events; the embedded driver
 * never does), then the premium head-hunter flag of the accounts concerned: a deleted, canceled,
 * unpaid or expired premium subscription ends premium (decision 070).
 */
export async function syncProviderSubscription(
  tx: Tx,
  s: { id: string; status: string; currentPeriodStart: Date | null; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean },
): Promise<number> {
  const recruiterIds = await updateByProviderId(tx, s.id, {
    status: s.status === 'trialing' ? 'active' : s.status,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    ...(s.currentPeriodStart ? { currentPeriodStart: s.currentPeriodStart } : {}),
    ...(s.currentPeriodEnd ? { currentPeriodEnd: s.currentPeriodEnd } : {}),
  });
  for (const recruiterId of new Set(recruiterIds)) await refreshHeadhunterPremium(tx, recruiterId);
  return recruiterIds.length;
}

/**
 * Makes `recruiters.headhunterPremium` follow the account's premium head-hunter subscriptions:
 * true while one is `active` (or `past_due`, the provider still retrying) within its period, false
 * once they have all ended. An account without any such subscription keeps its flag (set by an
 * operator or by the demo data). Runs in the caller's transaction with the account row locked.
 * Answers the new value when it changed, null otherwise.
 */
export async function refreshHeadhunterPremium(tx: Tx, recruiterId: number, now = new Date()): Promise<boolean | null> {
  const state = await lockPremiumState(tx, recruiterId, now);
  if (!state || !state.hasSubscription || state.flag === state.entitled) return null;
  await setHeadhunterPremium(tx, recruiterId, state.entitled);
  return state.entitled;
}

/**
 * The periodic check (payment sweep, every 30 s): premium whose paid period is over without a
 * renewal ends even when no provider event comes (the embedded driver sends none). Answers the
 * accounts that lost premium.
 */
export async function revokeLapsedHeadhunterPremiums(db: Db, now = new Date()): Promise<number[]> {
  const revoked: number[] = [];
  for (const recruiterId of await listLapsedPremiums(db, now)) {
    const changed = await db.transaction((tx) => refreshHeadhunterPremium(tx, recruiterId, now));
    if (changed === false) revoked.push(recruiterId);
  }
  return revoked;
}

const effective = (row: SubscriptionRow, now = new Date()) => effectiveStatus(row.status, row.currentPeriodEnd, now);

export async function listSubscriptions(db: Db, recruiterId: number): Promise<SubscriptionInfo[]> {
  const rows = await listRecruiterSubscriptions(db, recruiterId);
  return rows.map((r) => ({
    uuid: r.sub.uuid,
    status: effective(r.sub),
    product: { id: r.sub.productId, code: r.productCode, name: r.productName },
    price: { id: r.sub.priceId, unitAmount: r.unitAmount, intervalMonths: intervalMonths(r.interval, r.intervalCount) },
    address: r.addressUuid,
    currentPeriodStart: r.sub.currentPeriodStart.toISOString(),
    currentPeriodEnd: r.sub.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: r.sub.cancelAtPeriodEnd,
  }));
}

async function cancel(db: Db, payment: PaymentProvider, row: SubscriptionRow): Promise<void> {
  if (effective(row) !== 'active') throw new AppError('conflict', 'Subscription is not active');
  if (row.cancelAtPeriodEnd) return;
  // Through the provider's abstraction: Stripe stops the renewal; the embedded checkout, which
  // renews nothing by itself, has nothing to stop (the state is ours, below).
  if (row.providerSubscriptionId) {
    try {
      await payment.cancelSubscriptionAtPeriodEnd(row.providerSubscriptionId);
    } catch (err) {
      throw new AppError('payment_failed', err instanceof Error ? err.message : 'Payment provider failure');
    }
  }
  await setCancelAtPeriodEnd(db, row.id);
}

/**
 * Restarts the renewal a stop scheduled (decision 136): only while the subscription still runs (a
 * period over or ended by the provider needs a new checkout); the provider first (Stripe clears
 * `cancel_at_period_end`), then our copy. Resuming one that renews already changes nothing.
 */
async function resume(db: Db, payment: PaymentProvider, row: SubscriptionRow): Promise<void> {
  if (effective(row) !== 'active') throw new AppError('conflict', 'Subscription is not active');
  if (!row.cancelAtPeriodEnd) return;
  if (row.providerSubscriptionId) {
    try {
      await payment.resumeSubscriptionRenewal(row.providerSubscriptionId);
    } catch (err) {
      throw new AppError('payment_failed', err instanceof Error ? err.message : 'Payment provider failure');
    }
  }
  await setCancelAtPeriodEnd(db, row.id, false);
}

export async function resumeSubscription(deps: { db: Db; payment: PaymentProvider }, recruiterId: number, uuid: string): Promise<void> {
  const row = await findRecruiterSubscriptionByUuid(deps.db, recruiterId, uuid);
  if (!row) throw notFound();
  await resume(deps.db, deps.payment, row);
}

/** Stop-subscription link: the subscription runs to the end of its paid period, then stops. */
export async function cancelSubscription(deps: { db: Db; payment: PaymentProvider }, recruiterId: number, uuid: string): Promise<void> {
  const row = await findRecruiterSubscriptionByUuid(deps.db, recruiterId, uuid);
  if (!row) throw notFound();
  await cancel(deps.db, deps.payment, row);
}

export async function cancelAddressSubscription(
  deps: { db: Db; payment: PaymentProvider },
  recruiterId: number,
  addressUuid: string,
): Promise<void> {
  const row = await findAddressLatestSubscription(deps.db, recruiterId, addressUuid);
  if (!row) throw notFound();
  await cancel(deps.db, deps.payment, row);
}

/**
 * A wholly refunded order takes back what it started (decision 132): its subscriptions end now
 * (status `canceled`, period ended), and the head-hunter premium they gave is refreshed. Runs in
 * the refund's transaction. Answers how many subscriptions ended.
 */
export async function endSubscriptionsOfOrder(tx: Tx, order: { id: number; recruiterId: number }, now = new Date()): Promise<number> {
  const ended = await tx
    .update(subscriptions)
    .set({ status: 'canceled', currentPeriodEnd: now, cancelAtPeriodEnd: false, updatedAt: now })
    .where(and(eq(subscriptions.orderId, order.id), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .returning({ id: subscriptions.id });
  if (ended.length) await refreshHeadhunterPremium(tx, order.recruiterId, now);
  return ended.length;
}
