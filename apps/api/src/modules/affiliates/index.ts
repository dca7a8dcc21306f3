/**
 * The affiliate area (spec sections 1, 2 and 9; decisions 055-059 and 081): dashboard, profile and
 * bank details, the personal QR code and its posters, the earnings written when a resume sold
 * through an affiliate is paid (`recordResumeSaleEarnings`, an order-paid effect), the monthly
 * payouts with their SEPA file, and the affiliate contract.
 */
export { cancelUnpaidEarningsOfOrder, recordResumeSaleEarnings, recordSignUpEarning, signUpBonusKey } from './affiliate-earnings.ts';
export { affiliateInGoodStanding, isAffiliateInGoodStanding } from './good-standing.ts';
// The back office's payouts (decision 160): the monthly rule, the SEPA file run and the bank-details checks.
export { BANK_DETAILS_HOLD_MS, bankDetailsHeldUntil, bankDetailsIssue } from './bank-details.ts';
export { runMonthlyPayouts } from './monthly-payouts.ts';
export { payUnsentPayouts, type PayoutFileDeps } from './payout-file.service.ts';
