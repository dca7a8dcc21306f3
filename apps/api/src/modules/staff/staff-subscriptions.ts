import { eq, sql } from 'drizzle-orm';
import type { SubscriptionInfo } from '@app/contracts/orders';
import type { Db } from '../../db/client.ts';
import { recruiters, users } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import type { StaffContext } from '../../plugins/staff-auth.ts';
import { cancelByStaff, findSubscription, listSubscriptions, moveRenewalDate } from '../subscriptions/index.ts';
import { appendAudit } from './staff.repository.ts';
import { auditBy } from './staff.service.ts';

/**
 * Subscriptions in the back office (issue 34 item 3, decision 160): a customer's, read by the same
 * function as their own screen; cancelled at period end or now, extended by free months, or renewed
 * on another date (`subscriptions/subscription-changes.ts`); audited with the period before/after.
 */
type Deps = { db: Db; payment: PaymentProvider };

export async function subscriptionsOf(db: Db, email: string): Promise<SubscriptionInfo[]> {
  const [account] = await db
    .select({ id: recruiters.id })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return account ? listSubscriptions(db, account.id) : [];
}

async function infoOf(db: Db, uuid: string): Promise<SubscriptionInfo> {
  const row = await findSubscription(db, uuid);
  return (await listSubscriptions(db, row.recruiterId)).find((s) => s.uuid === uuid)!;
}

const period = (s: SubscriptionInfo) => ({
  status: s.status,
  currentPeriodEnd: s.currentPeriodEnd,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
});

export async function cancelSubscriptionByStaff(
  deps: Deps,
  staff: StaffContext,
  uuid: string,
  body: { when: 'period_end' | 'now'; currentPeriodEnd: string; reason: string },
): Promise<SubscriptionInfo> {
  const before = await infoOf(deps.db, uuid);
  await cancelByStaff(deps, uuid, body.when, new Date(body.currentPeriodEnd));
  const after = await infoOf(deps.db, uuid);
  if (JSON.stringify(period(before)) !== JSON.stringify(period(after)))
    await appendAudit(deps.db, {
      ...auditBy(staff),
      action: body.when === 'now' ? 'subscription.cancel_now' : 'subscription.cancel_at_period_end',
      target: `subscription:${uuid}`,
      before: period(before),
      after: { ...period(after), reason: body.reason },
    });
  return after;
}

export async function moveSubscriptionRenewal(
  deps: Deps,
  staff: StaffContext,
  uuid: string,
  body: ({ months: number } | { date: string }) & { currentPeriodEnd: string; reason: string },
): Promise<SubscriptionInfo> {
  const before = await infoOf(deps.db, uuid);
  const change = 'months' in body ? { months: body.months } : { date: new Date(body.date) };
  await moveRenewalDate(deps, uuid, change, new Date(body.currentPeriodEnd));
  const after = await infoOf(deps.db, uuid);
  await appendAudit(deps.db, {
    ...auditBy(staff),
    action: 'months' in body ? 'subscription.extend' : 'subscription.renewal_date',
    target: `subscription:${uuid}`,
    before: period(before),
    after: { ...period(after), ...('months' in body ? { months: body.months } : {}), reason: body.reason },
  });
  return after;
}
