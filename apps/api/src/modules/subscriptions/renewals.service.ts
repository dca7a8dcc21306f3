import { formatFrenchDate } from '../../lib/time-zone.ts';
import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import type { ProductCode } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { EmbeddedPaymentProvider } from '../../providers/payment/embedded-driver.ts';
import type { PaidSubscriptionInvoice, PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { createInvoiceForOrder } from '../invoices/index.ts';
import type { SellerIdentity } from '../invoices/index.ts';
import { findOrderByProviderInvoice, flagOrderMismatch } from '../orders/index.ts';
import { chargeMismatch, chargeOf, createPaidOrder, type OrderKind, type OrderLineInput, type PaymentMismatch } from '../orders/index.ts';
import {
  findRecruiterSubscriptionByUuid,
  findRenewalSources,
  listByProviderId,
  lockByOriginOrder,
  lockByProviderId,
  setPeriod,
  type SubscriptionRow,
} from './subscriptions.repository.ts';
import { addInterval, refreshHeadhunterPremium } from './subscriptions.service.ts';

/**
 * Subscription renewals (decision 070): each cycle the provider bills is a paid order of ours with
 * its legal invoice, and extends the subscription's period.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A renewal order has the kind of what it renews (a registration's address subscription renews as 'address'). */
const KIND_OF_PRODUCT: Partial<Record<ProductCode, OrderKind>> = {
  address_subscription: 'address',
  premium_headhunter: 'premium_headhunter',
  affiliate_kit: 'affiliate_kit',
};

interface Period {
  start: Date;
  end: Date;
}

/**
 * What a renewal bills: one line per subscription row, at the amount of the line of the first
 * order (what the customer subscribed to, and what the provider keeps charging), or the price's
 * when that line is gone; the period is the provider's, else the next interval after the current one.
 */
async function renewalPlan(db: Db | Tx, rows: SubscriptionRow[], period: Period | null) {
  const sources = await findRenewalSources(db, rows);
  const items = sources.map((s) => {
    const start = period?.start ?? s.row.currentPeriodEnd;
    const end = period?.end ?? addInterval(start, s.interval ?? 'month', s.intervalCount ?? 1);
    const base = s.line?.label ?? (s.addressName ? `${s.productName} – ${s.addressName}` : s.productName);
    const line: OrderLineInput = {
      productId: s.row.productId,
      priceId: s.row.priceId,
      label: `${base} – période du ${formatFrenchDate(start)} au ${formatFrenchDate(end)}`,
      quantity: s.line?.quantity ?? 1,
      unitAmount: s.line?.unitAmount ?? s.unitAmount,
      addressId: s.row.addressId,
    };
    return { row: s.row, start, end, line };
  });
  const first = sources[0];
  return {
    items,
    kind: (first && KIND_OF_PRODUCT[first.productCode]) ?? first?.orderKind ?? 'address',
    provider: first?.orderProvider ?? 'none',
    orderReference: first?.orderUuid ?? null,
  };
}

export interface RenewalOutcome {
  outcome: 'processed' | 'ignored';
  orderUuid?: string;
  invoiceId?: number;
  /** Set when the provider charged another amount or currency: the order is flagged, the period stays. */
  mismatch?: PaymentMismatch;
}

/**
 * Applies a paid subscription invoice, inside the webhook's transaction. Only renewal cycles
 * count: the first payment's invoice (`subscription_create`) was paid by the checkout session.
 * The subscription rows are locked, so that the two events Stripe sends for one invoice
 * (`invoice.paid`, `invoice.payment_succeeded`) make one order: the second finds it by the
 * provider's invoice id.
 */
export async function applyRenewalInvoice(tx: Tx, seller: SellerIdentity, invoice: PaidSubscriptionInvoice): Promise<RenewalOutcome> {
  if (invoice.billingReason !== 'subscription_cycle' || !invoice.id) return { outcome: 'ignored' };
  let rows = invoice.subscriptionId ? await lockByProviderId(tx, invoice.subscriptionId) : [];
  if (!rows.length && invoice.orderReference && UUID.test(invoice.orderReference)) {
    rows = await lockByOriginOrder(tx, invoice.orderReference, invoice.subscriptionId);
  }
  const recruiterId = rows[0]?.recruiterId;
  if (recruiterId === undefined) return { outcome: 'ignored' };
  rows = rows.filter((r) => r.recruiterId === recruiterId);

  const existing = await findOrderByProviderInvoice(tx, recruiterId, invoice.id);
  if (existing) return { outcome: 'ignored', orderUuid: existing.uuid };

  const period = invoice.periodStart && invoice.periodEnd ? { start: invoice.periodStart, end: invoice.periodEnd } : null;
  const plan = await renewalPlan(tx, rows, period);
  const order = await createPaidOrder(tx, {
    recruiterId,
    kind: plan.kind,
    lines: plan.items.map((i) => i.line),
    provider: plan.provider,
    paidAt: invoice.paidAt ?? new Date(),
    metadata: {
      renewal: true,
      providerInvoiceId: invoice.id,
      providerSubscriptionId: invoice.subscriptionId,
      subscriptions: rows.map((r) => r.uuid),
      periodStart: plan.items[0]?.start.toISOString() ?? null,
      periodEnd: plan.items[0]?.end.toISOString() ?? null,
      providerAmountPaid: invoice.amountPaid,
    },
  });
  // The cycle must cost what the customer subscribed to (decision 074): otherwise the order is
  // flagged for an operator, without invoice, and the period does not move.
  const mismatch = chargeMismatch(chargeOf(plan.items.map((i) => i.line)), { amount: invoice.amountPaid, currency: invoice.currency });
  if (mismatch) {
    await flagOrderMismatch(tx, order.id, { ...mismatch, providerInvoiceId: invoice.id });
    return { outcome: 'processed', orderUuid: order.uuid, mismatch };
  }
  for (const { row, start, end } of plan.items) {
    // `customer.subscription.updated` may have moved the period already: never move it back.
    const later = end.getTime() > row.currentPeriodEnd.getTime();
    await setPeriod(tx, row.id, {
      status: row.status === 'canceled' ? 'canceled' : 'active',
      currentPeriodStart: later ? start : row.currentPeriodStart,
      currentPeriodEnd: later ? end : row.currentPeriodEnd,
    });
  }
  // A renewal paid after premium was revoked (late retry) gives it back.
  await refreshHeadhunterPremium(tx, recruiterId);
  const issued = await createInvoiceForOrder(tx, order, seller);
  return { outcome: 'processed', orderUuid: order.uuid, invoiceId: issued.id };
}

/**
 * Embedded driver only (tests and demo): bills the next cycle of one of the account's
 * subscriptions as Stripe would at the period end, through a signed `invoice.paid` event
 * delivered to the webhook. The invoice id is derived from the subscription and the cycle, so
 * asking twice for the same cycle renews once.
 */
export async function simulateRenewal(deps: { db: Db; payment: PaymentProvider }, recruiterId: number, uuid: string): Promise<void> {
  if (deps.payment.name !== 'embedded') throw notFound();
  const row = await findRecruiterSubscriptionByUuid(deps.db, recruiterId, uuid);
  if (!row) throw notFound();
  if (row.status === 'canceled' || row.cancelAtPeriodEnd) throw new AppError('conflict', 'This subscription does not renew');
  const rows = row.providerSubscriptionId ? await listByProviderId(deps.db, row.providerSubscriptionId) : [row];
  const plan = await renewalPlan(deps.db, rows, null);
  const item = plan.items.find((i) => i.row.id === row.id);
  if (!item || (!row.providerSubscriptionId && !plan.orderReference))
    throw new AppError('conflict', 'This subscription has no order to renew');
  const key = `${row.providerSubscriptionId ?? row.uuid}:${item.start.toISOString()}`;
  const sent = await (deps.payment as EmbeddedPaymentProvider).emitInvoicePaid({
    invoiceId: `in_emb_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`,
    billingReason: 'subscription_cycle',
    subscriptionId: row.providerSubscriptionId,
    orderReference: plan.orderReference,
    periodStart: item.start,
    periodEnd: item.end,
    lines: plan.items.map((i) => ({ description: i.line.label, quantity: i.line.quantity, amountInclVat: chargeOf([i.line]) })),
  });
  if (!sent.delivered) throw new AppError('payment_failed', 'The renewal event was not accepted by the webhook');
}
