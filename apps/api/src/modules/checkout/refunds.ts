import { orderLineText } from '@app/contracts/catalogue';
import { accountLanguage } from '../../lib/mail-language.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import {
  buyerEmailOf,
  claimRefund,
  findOrderLineNames,
  findRefundsToDo,
  releaseRefundClaim,
  setRefundState,
  type OrderRow,
} from '../orders/index.ts';
import { paymentRefundedMail } from './checkout.mails.ts';
import { issueCreditNoteForRefund, treatInvoice, type SellerIdentity } from '../invoices/index.ts';
import type { Storage } from '../../providers/storage/storage.ts';

export interface RefundDeps {
  db: Db;
  payment: PaymentProvider;
  mailer: Mailer;
  /** With them, an order that had an invoice gets its credit note when refunded (decision 132). */
  seller?: SellerIdentity;
  storage?: Storage;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * Refunds the payment of an order flagged `payment_mismatch` (decision 116), then mails the buyer.
 * Runs after the flagging transaction committed (the webhook, then the payment sweep until done):
 * the order is claimed first (one atomic update), the provider refunds with the order's uuid as
 * idempotency key (a retry after a crash answers the same refund), `refunded` is recorded, the
 * notice is sent, `notified` is recorded. A failure gives the claim back; the sweep retries.
 */
export async function refundUnfulfilledOrder(deps: RefundDeps, orderId: number): Promise<'notified' | 'skipped'> {
  const order = await claimRefund(deps.db, orderId);
  if (!order) return 'skipped';
  try {
    let state = order.refundStatus;
    if (state === 'due') {
      const details = (order.metadata?.paymentMismatch ?? {}) as Record<string, unknown>;
      const sessionId = text(details.sessionId) ?? order.providerSessionId;
      if (!sessionId) throw new Error(`order ${order.uuid} has no checkout session to refund`);
      const { refundId } = await deps.payment.refundCheckoutPayment({
        reference: order.uuid,
        sessionId,
        paymentIntentId: text(details.paymentIntentId),
        invoiceId: text(details.invoiceId),
        subscriptionId: text(details.subscriptionId),
      });
      await setRefundState(deps.db, order.id, { refundStatus: 'refunded', refundedAt: new Date(), providerRefundId: refundId });
      state = 'refunded';
    }
    if (state === 'refunded') await creditRefundedOrder(deps, order.id);
    if (state === 'refunded') {
      await notifyBuyer(deps, order);
      await setRefundState(deps.db, order.id, { refundStatus: 'notified' });
    }
    return 'notified';
  } catch (err) {
    await releaseRefundClaim(deps.db, order.id).catch(() => undefined);
    throw err;
  }
}

/**
 * The whole payment refunded by the product: when the order had an invoice, its credit note, once
 * (keyed by the order: a retry, or the provider's `charge.refunded` for the same refund, adds none).
 */
async function creditRefundedOrder(deps: RefundDeps, orderId: number): Promise<void> {
  const seller = deps.seller;
  if (!seller) return;
  const { creditNote } = await deps.db.transaction((tx) =>
    issueCreditNoteForRefund(tx, seller, { orderId, refundKey: `refund:order-${orderId}`, refundedTotal: Number.MAX_SAFE_INTEGER }),
  );
  // The PDF after the commit; the invoice sweep makes it if this fails.
  if (creditNote && deps.storage) await treatInvoice({ db: deps.db, storage: deps.storage, seller }, creditNote.id).catch(() => undefined);
}

async function notifyBuyer(deps: RefundDeps, order: OrderRow): Promise<void> {
  const to = await buyerEmailOf(deps.db, order.recruiterId);
  if (!to) return;
  const details = (order.metadata?.paymentMismatch ?? {}) as Record<string, unknown>;
  const charged = typeof details.charged === 'number' ? details.charged : (order.amountDue ?? order.totalInclVat);
  const lines = await findOrderLineNames(deps.db, order.id);
  const lang = (await accountLanguage(deps.db, to)) ?? 'fr';
  // What was bought in the reader's language (issue 29: plan names in the recipient's language).
  const what = lines.map((l) => orderLineText(l, lang)).join(', ');
  await deps.mailer.send(await paymentRefundedMail(to, lang, { what, charged, reason: text(details.reason) ?? 'other' }));
}

/** The payment sweep's part: every refund or notice still to do. Answers how many were completed and the failures. */
export async function refundPendingOrders(deps: RefundDeps): Promise<{ refunded: number; failed: { orderId: number; err: unknown }[] }> {
  let refunded = 0;
  const failed: { orderId: number; err: unknown }[] = [];
  for (const orderId of await findRefundsToDo(deps.db)) {
    try {
      if ((await refundUnfulfilledOrder(deps, orderId)) === 'notified') refunded += 1;
    } catch (err) {
      failed.push({ orderId, err });
    }
  }
  return { refunded, failed };
}
