import {
  AFFILIATE_HISTORY_MONTHS,
  affiliateSignupUrl,
  kitDeliveryDate,
  monthOf,
  payoutDateOf,
  previousMonth,
  type AffiliateDashboard,
  type AffiliateKit,
  type AffiliateMonth,
} from '@app/contracts/affiliates';
import { AFFILIATE } from '@app/contracts/constants';
import { linkBase } from '../../lib/public-url.ts';
import { parisDate } from '../../lib/time-zone.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { requireProfile, type AffiliatesDeps } from './affiliate-profile.ts';
import { bankDetailsHeldUntil, bankDetailsIssue } from './bank-details.ts';
import { isAffiliateInGoodStanding } from './good-standing.ts';
import {
  earningsByMonth,
  kitCoversUntil,
  latestKitOrder,
  payoutsOf,
  resumesSoldUpTo,
  unpaidEarningsUpTo,
} from './affiliates.repository.ts';
import { computePayouts, nextPayoutOf, nextPayoutRun } from './payouts.ts';

/** The affiliate's dashboard: figures of the month and in total, threshold, history, kit (spec section 9, decision 055). */

const kitOf = (
  order: Awaited<ReturnType<typeof latestKitOrder>>,
  now: Date,
  cover: { coversToday: boolean; coversUntil: string | null },
): AffiliateKit => {
  if (!order) return { status: 'none', orderUuid: null, paidAt: null, deliveryDate: null, delivered: false, ...cover };
  if (order.status !== 'paid' || !order.paidAt)
    return { status: 'pending', orderUuid: order.uuid, paidAt: null, deliveryDate: null, delivered: false, ...cover };
  const deliveryDate = kitDeliveryDate(order.paidAt);
  return {
    ...cover,
    status: 'paid',
    orderUuid: order.uuid,
    paidAt: order.paidAt.toISOString(),
    deliveryDate,
    delivered: parisDate(now) >= deliveryDate,
  };
};

/** GET /api/affiliate/dashboard/: figures of the month and in total, threshold, history, kit. */
export async function getAffiliateDashboard(deps: AffiliatesDeps, auth: AuthContext): Promise<AffiliateDashboard> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const month = monthOf(now);
  const profile = await requireProfile(db, auth);
  const run = nextPayoutRun(now);
  const [earnings, payouts, kitOrder, dueEarnings, resumesSoldByRun, coversToday, coversUntil] = await Promise.all([
    earningsByMonth(db, auth.recruiterId),
    payoutsOf(db, auth.recruiterId),
    latestKitOrder(db, auth.recruiterId),
    unpaidEarningsUpTo(db, auth.recruiterId, run.closesMonth),
    resumesSoldUpTo(db, auth.recruiterId, run.closesMonth),
    isAffiliateInGoodStanding(db, auth.recruiterId, now),
    kitCoversUntil(db, auth.recruiterId),
  ]);

  const months = new Map<string, AffiliateMonth>();
  const entry = (m: string): AffiliateMonth => {
    let e = months.get(m);
    if (!e) {
      e = { month: m, signUps: 0, resumesSold: 0, earningsCents: 0, payout: null };
      months.set(m, e);
    }
    return e;
  };
  let carriedOverCents = 0;
  let unpaidCents = 0;
  let totalCents = 0;
  for (const e of earnings) {
    const m = entry(e.month);
    m.earningsCents += e.amountCents;
    // A sign-up counts once proven, when it earns (decision 119): the count and the money agree.
    if (e.kind === 'resume_sale') m.resumesSold += e.count;
    else m.signUps += e.count;
    totalCents += e.amountCents;
    unpaidCents += e.unpaidCents;
    if (e.month < month) carriedOverCents += e.unpaidCents;
  }
  // The history shows every month from the first activity to the current one, gaps included.
  const first = [...months.keys(), month].sort()[0]!;
  for (let m = month; m >= first; m = previousMonth(m)) entry(m);
  for (const p of payouts) {
    entry(p.month).payout = {
      amountCents: p.amountCents,
      status: p.status,
      payoutDate: payoutDateOf(p.month),
      paidAt: p.paidAt?.toISOString() ?? null,
      sentAt: p.sentAt?.toISOString() ?? null,
    };
  }

  const all = [...months.values()];
  const sum = (pick: (m: AffiliateMonth) => number) => all.reduce((acc, m) => acc + pick(m), 0);
  const current = months.get(month)!;
  const resumesSoldTotal = sum((m) => m.resumesSold);
  const reached = resumesSoldTotal >= AFFILIATE.profitFromResumesSold;
  const issue = bankDetailsIssue(profile);
  const bankOk = issue === null;
  // The run's own computation on the earnings it will settle (monthly-payouts.ts does the same).
  const nextPayout = nextPayoutOf(computePayouts(dueEarnings, resumesSoldByRun, run.closesMonth), issue, unpaidCents);
  const thisMonthBy = (kind: 'signup' | 'resume_sale') =>
    earnings.filter((e) => e.month === month && e.kind === kind).reduce((acc, e) => acc + e.amountCents, 0);

  return {
    month,
    signUps: { thisMonth: current.signUps, total: sum((m) => m.signUps) },
    resumesSold: { thisMonth: current.resumesSold, total: resumesSoldTotal },
    earnings: {
      thisMonthCents: current.earningsCents,
      thisMonthSignUpsCents: thisMonthBy('signup'),
      thisMonthResumeSalesCents: thisMonthBy('resume_sale'),
      carriedOverCents,
      unpaidCents,
      totalCents,
    },
    threshold: {
      resumesSold: AFFILIATE.profitFromResumesSold,
      reached,
      remaining: Math.max(0, AFFILIATE.profitFromResumesSold - resumesSoldTotal),
    },
    nextPayout,
    bankDetailsComplete: bankOk,
    bankDetailsIssue: issue,
    bankDetailsHeldUntil: bankDetailsHeldUntil(profile.bankDetailsChangedAt, now, profile.emailUndoUntil)?.toISOString() ?? null,
    history: all
      .filter((m) => m.month <= month)
      .sort((a, b) => b.month.localeCompare(a.month))
      .slice(0, AFFILIATE_HISTORY_MONTHS),
    kit: kitOf(kitOrder, now, { coversToday, coversUntil: coversUntil?.toISOString() ?? null }),
    signupUrl: affiliateSignupUrl(linkBase(deps), profile.uuid),
  };
}
