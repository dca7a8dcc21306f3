import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { LIVE_STATUSES } from './subscription-status.ts';
import { setCancelAtPeriodEnd, type SubscriptionRow } from './subscriptions.repository.ts';
import { addInterval, refreshHeadhunterPremium } from './subscriptions.service.ts';

/**
 * A subscription changed by the operators (issue 34 item 3, decision 160), by the rules the
 * customer's own screens and the renewal job read: `cancel_at_period_end` (the customer's "stop"
 * link, the provider told first), the status and `current_period_end` (when the period ends, when
 * the next renewal is billed). Each change is one conditional UPDATE on the period end the operator
 * saw: a retried or concurrent request changes nothing twice (409).
 */

export async function findSubscription(db: Db, uuid: string): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.uuid, uuid)).limit(1);
  if (!row) throw notFound();
  return row;
}

const live = (row: SubscriptionRow, now: Date) => (LIVE_STATUSES as readonly string[]).includes(row.status) && row.currentPeriodEnd > now;

/**
 * Renewal dates are ours to move only when the product bills the renewals (the embedded driver);
 * Stripe bills its own subscriptions on its own dates.
 */
function ownRenewals(payment: PaymentProvider, row: SubscriptionRow): void {
  if (payment.name === 'stripe' && row.providerSubscriptionId)
    throw new AppError('conflict', "This subscription's renewals are billed by Stripe: change its dates in Stripe's dashboard");
}

/** At period end: the customer's own stop (the provider's renewal stopped first). Now: ended at once, nothing renews. */
export async function cancelByStaff(
  deps: { db: Db; payment: PaymentProvider },
  uuid: string,
  when: 'period_end' | 'now',
  seenPeriodEnd: Date,
  now = new Date(),
): Promise<SubscriptionRow> {
  const row = await findSubscription(deps.db, uuid);
  if (!live(row, now)) throw new AppError('conflict', 'This subscription is not running');
  if (row.providerSubscriptionId && !row.cancelAtPeriodEnd) {
    try {
      await deps.payment.cancelSubscriptionAtPeriodEnd(row.providerSubscriptionId);
    } catch (err) {
      throw new AppError('payment_failed', err instanceof Error ? err.message : 'Payment provider failure');
    }
  }
  if (when === 'period_end') {
    if (!row.cancelAtPeriodEnd) await setCancelAtPeriodEnd(deps.db, row.id);
    return findSubscription(deps.db, uuid);
  }
  const ended = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(subscriptions)
      .set({ status: 'canceled', currentPeriodEnd: now, cancelAtPeriodEnd: false, updatedAt: now })
      .where(
        and(
          eq(subscriptions.id, row.id),
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          eq(subscriptions.currentPeriodEnd, seenPeriodEnd),
        ),
      )
      .returning();
    if (changed) await refreshHeadhunterPremium(tx, row.recruiterId, now);
    return changed;
  });
  if (!ended) throw new AppError('conflict', 'This subscription changed meanwhile: reload it');
  return ended;
}

/** Moves the end of the paid period (the next renewal): extended by N free months, or set to a date. */
export async function moveRenewalDate(
  deps: { db: Db; payment: PaymentProvider },
  uuid: string,
  change: { months: number } | { date: Date },
  seenPeriodEnd: Date,
  now = new Date(),
): Promise<SubscriptionRow> {
  const row = await findSubscription(deps.db, uuid);
  if (!live(row, now)) throw new AppError('conflict', 'This subscription is not running');
  ownRenewals(deps.payment, row);
  const next = 'months' in change ? addInterval(row.currentPeriodEnd, 'month', change.months) : change.date;
  if (next <= now)
    throw new AppError('validation_failed', 'The renewal date must be in the future', { date: ['form.validation.renewal_date_past'] });
  const [changed] = await deps.db
    .update(subscriptions)
    .set({ currentPeriodEnd: next, updatedAt: now })
    .where(and(eq(subscriptions.id, row.id), eq(subscriptions.currentPeriodEnd, seenPeriodEnd)))
    .returning();
  if (!changed) throw new AppError('conflict', 'This subscription changed meanwhile: reload it');
  return changed;
}
