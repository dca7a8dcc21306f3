/**
 * Payments: the provider's webhook (`POST /api/payments/webhook/`), `processPaymentEvent` that
 * marks an order paid and runs `ORDER_PAID_EFFECTS` (`order-paid.ts`) in order in the paying
 * transaction, the order look-ups of the return pages, and the payment sweep and invoice-PDF work
 * run by the background jobs. `CommerceDeps` is what selling modules are given.
 */
export { appLink, type CommerceDeps } from './commerce-deps.ts';
export { refundUnfulfilledOrder, type RefundDeps } from './refunds.ts';
export { refundOrderAmount, refundsOfOrder, type AmountRefund, type AmountRefundResult } from './order-refunds.ts';
