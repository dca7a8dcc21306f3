export { applyRenewalInvoice } from './renewals.service.ts';
export { effectiveStatus, runningSql } from './subscription-status.ts';
export { findSubscribedAddressIds } from './subscriptions.repository.ts';
export { createSubscriptionsForOrder, revokeLapsedHeadhunterPremiums, syncProviderSubscription } from './subscriptions.service.ts';
