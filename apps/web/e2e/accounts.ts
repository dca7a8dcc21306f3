/**
 * Accounts the journeys' server gets before it starts (global-setup.ts): recruiters created by the
 * sales team's command, each with its invitation mailed to the journeys' SMTP server (decision 097).
 * One per screen size, since a link sets the password once.
 */
export const INVITED = {
  desktop: { email: 'invitee-desktop@e2e.test', company: 'Boulangeries du Nord', manager: 'Nadia Benali' },
  phone: { email: 'invitee-phone@e2e.test', company: 'Fleurs du Sud', manager: 'Hugo Faure' },
} as const;

/** The back office's staff member (decision 152), made by `npm run staff:create` before the server starts. */
export const STAFF_EMAIL = 'staff@e2e.test';
/** The buyer whose payment could not be fulfilled, flagged for the staff member (apps/api/test/flagged-payment.cli.ts). */
export const FLAGGED_BUYER = 'flagged-buyer@e2e.test';
/** Two affiliates with last month's commissions due, for the payouts journey (apps/api/test/affiliate-payouts.cli.ts, decision 160). */
export const PAYOUT_AFFILIATES = ['payout-paid@e2e.test', 'payout-held@e2e.test'] as const;

/** The customer the support finds by SIRET, views, suspends and reactivates (admin-support.e2e.ts, decision 161). */
export const SUPPORT_CUSTOMER = { email: 'franchise.support@example.test', siret: '73282932000074' };
