import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import type { PaymentEvent } from '../../providers/payment/payment-provider.ts';
import { createInvoiceForOrder, issueCreditNoteForRefund } from '../invoices/index.ts';
import type { SellerIdentity } from '../invoices/index.ts';
import {
  findOrderLines,
  flagOrderMismatch,
  lockOrderByCharge,
  lockOrderBySession,
  lockOrderByUuid,
  markOrderDisputed,
  markRefundDue,
  setOrderPaid,
  setOrderPayment,
  setOrderStatus,
  type OrderRow,
} from '../orders/index.ts';
import { chargeMismatch, OrderConflictError, type PaymentMismatch } from '../orders/index.ts';
import { runOrderPaidEffects } from './order-paid.ts';
import { runOrderRefundedEffects, takeBackOrder } from './order-refunded.ts';
import { applyRenewalInvoice } from '../subscriptions/index.ts';
import { syncProviderSubscription } from '../subscriptions/index.ts';

export type PaymentEventOutcome = 'processed' | 'duplicate' | 'ignored';

export interface ProcessedEvent {
  outcome: PaymentEventOutcome;
  /** Invoices issued by this event; their PDFs are made after the commit. */
  invoiceIds: number[];
  orderUuid?: string;
  /** A payment the order was flagged for instead of fulfilled (logged as an error by the webhook). */
  mismatch?: PaymentMismatch;
  /** Orders whose payment is refunded after the commit (decision 116). */
  refundOrderIds?: number[];
  /** A whole refund took back what the order gave (decision 132), for the log. */
  takenBack?: Record<string, number>;
  /** A dispute opened on the order's payment (logged as a warning for the operators). */
  dispute?: { id: string; amount: number; reason: string | null };
}

async function lockOrder(tx: Tx, session: { id: string; reference: string | null }): Promise<OrderRow | null> {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (session.reference && UUID.test(session.reference)) {
    const order = await lockOrderByUuid(tx, session.reference);
    if (order) return order;
  }
  return lockOrderBySession(tx, session.id);
}

/**
 * Applies a verified provider event, once. The event id is recorded in the same transaction that
 * marks the order paid (`insert ... on conflict do nothing`), and the order row is locked
 * (`select ... for update`): the same event twice, or two events of one order in parallel,
 * pay it once. Any failure rolls everything back, so the provider's retry completes the work.
 */
export async function processPaymentEvent(
  deps: { db: Db; seller: SellerIdentity },
  event: PaymentEvent,
  payload: Record<string, unknown>,
): Promise<ProcessedEvent> {
  return deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type === 'other' ? event.providerType : event.type, payload })
      .onConflictDoNothing({ target: paymentEvents.id })
      .returning({ id: paymentEvents.id });
    if (!inserted.length) return { outcome: 'duplicate', invoiceIds: [] };

    let result: ProcessedEvent = { outcome: 'ignored', invoiceIds: [] };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        // A delayed payment method completes the session unpaid; its success event comes later.
        if (!event.session.paid) break;
        const order = await lockOrder(tx, event.session);
        if (!order) break;
        if (order.status === 'paid' || order.status === 'payment_mismatch') {
          result = { outcome: 'ignored', invoiceIds: [], orderUuid: order.uuid };
          break;
        }
        const { session } = event;
        // What the refund of a payment that cannot be fulfilled needs (decision 116).
        const charge = {
          eventId: event.id,
          sessionId: session.id,
          paymentIntentId: session.paymentIntentId ?? null,
          invoiceId: session.invoiceId ?? null,
          subscriptionId: session.subscriptionId,
        };
        // The charge must be the order's: another amount or currency is flagged, never fulfilled, and refunded.
        const wrongCharge = chargeMismatch(order.amountDue ?? order.totalInclVat, {
          amount: session.amountTotal,
          currency: session.currency,
        });
        if (wrongCharge) {
          await flagOrderMismatch(tx, order.id, { ...wrongCharge, ...charge });
          await markRefundDue(tx, order.id);
          result = { outcome: 'processed', invoiceIds: [], orderUuid: order.uuid, mismatch: wrongCharge, refundOrderIds: [order.id] };
          break;
        }
        try {
          // A savepoint: a fulfilment refused by a uniqueness rule undoes only itself.
          const invoice = await tx.transaction(async (sp) => {
            const paid = await setOrderPaid(sp, order.id, new Date(), session.id);
            // A refund or a dispute names the payment, not the order (decision 132).
            await setOrderPayment(sp, order.id, { paymentIntentId: session.paymentIntentId ?? null, invoiceId: session.invoiceId ?? null });
            const withLines = { ...paid, lines: await findOrderLines(sp, paid.id) };
            await runOrderPaidEffects(sp, withLines, { providerSubscriptionId: session.subscriptionId });
            return createInvoiceForOrder(sp, withLines, deps.seller);
          });
          result = { outcome: 'processed', invoiceIds: [invoice.id], orderUuid: order.uuid };
        } catch (err) {
          if (!(err instanceof OrderConflictError)) throw err;
          const mismatch: PaymentMismatch = { reason: err.reason };
          await flagOrderMismatch(tx, order.id, { ...mismatch, ...charge, charged: session.amountTotal });
          await markRefundDue(tx, order.id);
          result = { outcome: 'processed', invoiceIds: [], orderUuid: order.uuid, mismatch, refundOrderIds: [order.id] };
        }
        break;
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const order = await lockOrder(tx, event.session);
        if (order?.status === 'pending') {
          await setOrderStatus(tx, order.id, event.type === 'checkout.session.expired' ? 'canceled' : 'failed');
          result = { outcome: 'processed', invoiceIds: [], orderUuid: order.uuid };
        }
        break;
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const changed = await syncProviderSubscription(tx, event.subscription);
        if (changed) result = { outcome: 'processed', invoiceIds: [] };
        break;
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded': {
        // Renewal cycles only; the first payment's invoice was paid through the checkout session.
        const renewal = await applyRenewalInvoice(tx, deps.seller, event.invoice);
        result = {
          outcome: renewal.outcome,
          invoiceIds: renewal.invoiceId !== undefined ? [renewal.invoiceId] : [],
          ...(renewal.orderUuid ? { orderUuid: renewal.orderUuid } : {}),
          ...(renewal.mismatch ? { mismatch: renewal.mismatch } : {}),
        };
        break;
      }
      case 'charge.refunded': {
        // A refund made at the provider (its dashboard, or ours): a credit note for what it adds,
        // once per event; a whole refund takes back what the order gave (decision 132).
        const order = await lockOrderByCharge(tx, event.charge);
        if (!order || order.status !== 'paid') break;
        const { creditNote, whole } = await issueCreditNoteForRefund(tx, deps.seller, {
          orderId: order.id,
          refundKey: `stripe:${event.id}`,
          refundedTotal: event.charge.amountRefunded,
        });
        result = { outcome: creditNote ? 'processed' : 'ignored', invoiceIds: creditNote ? [creditNote.id] : [], orderUuid: order.uuid };
        if (creditNote && whole) result.takenBack = await runOrderRefundedEffects(tx, order);
        break;
      }
      case 'charge.dispute.created': {
        const order = await lockOrderByCharge(tx, event.dispute);
        if (!order) break;
        const marked = await markOrderDisputed(tx, order.id, event.dispute.id);
        result = {
          outcome: marked ? 'processed' : 'ignored',
          invoiceIds: [],
          orderUuid: order.uuid,
          dispute: { id: event.dispute.id, amount: event.dispute.amount, reason: event.dispute.reason },
        };
        // The bank took the money back: what the paid order gave goes with it, once (decision 149).
        if (marked && order.status === 'paid') result.takenBack = await takeBackOrder(tx, order);
        break;
      }
      case 'other':
        break;
    }
    await tx.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.id, event.id));
    return result;
  });
}
