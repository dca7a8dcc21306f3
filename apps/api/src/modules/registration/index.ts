/**
 * Account creation (spec section 2, decision 078): the mailed e-mail code first, then the
 * recruiter, head-hunter or affiliate account with its company and first address in one
 * transaction, and the first checkout when the account buys at sign-up.
 */
export { activitySectorExists, insertAddress } from './registration.repository.ts';
export { affiliateKitLines } from './registration.service.ts';
export { createInvitedRecruiter, type InvitedRecruiterInput } from './registration.service.ts';
export { consumeEmailCode, consumeEmailLink, issueEmailCode, type CodeHolder } from './email-proof.ts';
