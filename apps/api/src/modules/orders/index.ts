/**
 * Orders (see README.md beside this file): a pending order before the checkout, paid only through
 * the verified webhook; totals, charge checks and the order rows the checkout, basket, e-commerce
 * and invoices modules work on. No route of its own.
 */
export {
  findOrderByProviderInvoice,
  findOrderByUuid,
  findOrderLines,
  findOrderLineNames,
  findPendingOrderCandidates,
  findRecruiterOrder,
  findRecruiterOrderBySession,
  flagOrderMismatch,
  markRefundDue,
  claimRefund,
  setRefundState,
  releaseRefundClaim,
  findRefundsToDo,
  buyerEmailOf,
  lockBuyer,
  lockOrderByCharge,
  lockOrderBySession,
  lockOrderByUuid,
  markOrderDisputed,
  markOrderRefunded,
  setOrderPayment,
  setOrderPaid,
  setOrderStatus,
} from './orders.repository.ts';
export {
  OrderConflictError,
  claimOpenCheckouts,
  openCheckoutOnce,
  thingKey,
  ORDER_UUID_PLACEHOLDER,
  chargeMismatch,
  chargeOf,
  computeTotals,
  createPaidOrder,
  createPendingOrder,
  startCheckout,
  type OrderKind,
  type OrderLineInput,
  type OrderRow,
  type OrderWithLines,
  type PaymentMismatch,
} from './orders.service.ts';
