/**
 * The affiliate area (spec sections 1, 2 and 9; decisions 055-059 and 081): dashboard, profile and
 * bank details, the personal QR code and its posters, the earnings written when a resume sold
 * through an affiliate is paid (`recordResumeSaleEarnings`, an order-paid effect), the monthly
 * payouts with their SEPA file, and the affiliate contract.
 */
export { cancelUnpaidEarningsOfOrder, recordResumeSaleEarnings, recordSignUpEarning, signUpBonusKey } from './affiliate-earnings.ts';
export { affiliateInGoodStanding, isAffiliateInGoodStanding } from './good-standing.ts';
