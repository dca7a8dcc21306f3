import type { EmbeddedPaymentProvider } from '../../providers/payment/embedded-driver.ts';
import { issueMissingInvoices, treatPendingInvoices } from '../invoices/index.ts';
import { revokeLapsedHeadhunterPremiums } from '../subscriptions/index.ts';
import type { CommerceDeps } from './commerce-deps.ts';
import { refundPendingOrders } from './refunds.ts';

/**
 * Repairs after a crash, run by the `payment-sweep` job: the embedded checkout's events not yet
 * accepted by the webhook are delivered again, and premium head-hunter accounts whose period ended
 * without a renewal lose premium (decision 070). Each step claims its rows (decision 074). Throws
 * when events stay undelivered, so that the job is retried and, at last, listed as failed.
 */
export async function sweepPayments(
  deps: CommerceDeps,
  now = new Date(),
): Promise<{ delivered: number; premiumsEnded: number; refunded: number }> {
  let delivered = 0;
  if (deps.payment.name === 'embedded') {
    const run = await (deps.payment as EmbeddedPaymentProvider).deliverPending();
    if (run.failed.length) throw new Error(`embedded checkout events not accepted by the webhook: ${run.failed.join(', ')}`);
    delivered = run.delivered;
  }
  const revoked = await revokeLapsedHeadhunterPremiums(deps.db, now);
  // Payments that cannot be fulfilled and whose refund or notice did not go through yet (decision 116).
  const refunds = await refundPendingOrders(deps);
  if (refunds.failed.length) {
    throw new AggregateError(
      refunds.failed.map((f) => f.err),
      `refund failed for order ${refunds.failed.map((f) => f.orderId).join(', ')}`,
    );
  }
  return { delivered, premiumsEnded: revoked.length, refunded: refunds.refunded };
}

/**
 * Run by the `invoice-pdfs` job: paid orders without an invoice (the demo accounts' orders) get one,
 * then every invoice without its PDF gets it. One failure does not stop the others; the job throws
 * after them all, so that it is retried.
 */
export async function makePendingInvoices(deps: CommerceDeps): Promise<{ issued: number; made: number }> {
  const issued = await issueMissingInvoices(deps);
  const { made, failed } = await treatPendingInvoices(deps);
  if (failed.length) {
    throw new AggregateError(
      failed.map((f) => f.err),
      `invoice PDF failed for invoice ${failed.map((f) => f.invoiceId).join(', ')}`,
    );
  }
  return { issued, made: made.length };
}
