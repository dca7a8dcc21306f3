/**
 * Address subscriptions (decisions 030-035 and 070): created when their order is paid (an order-
 * paid effect), their running status written once (`subscription-status.ts`, in TypeScript and
 * SQL), renewals billed by the provider, cancellation, and the premium head-hunters whose period
 * ended.
 */
export { applyRenewalInvoice } from './renewals.service.ts';
export { effectiveStatus, runningSql, statusExpiresAt } from './subscription-status.ts';
export { findSubscribedAddressIds } from './subscriptions.repository.ts';
export {
  createSubscriptionsForOrder,
  endSubscriptionsOfOrder,
  revokeLapsedHeadhunterPremiums,
  syncProviderSubscription,
} from './subscriptions.service.ts';
export { listSubscriptions } from './subscriptions.service.ts';
export { cancelByStaff, findSubscription, moveRenewalDate } from './subscription-changes.ts';
