/**
 * The web candidate sign-up behind an affiliate's QR code (decisions 056 and 065-069): the
 * candidate with their searched job and town, attributed to the affiliate of the code, in one
 * transaction; the sign-up earning waits for the proof of the e-mail (decision 119).
 */

// Its routes are registered by `src/routes.ts`; the candidate's profile (issue 33) keeps a town by its rule.
export { candidatePlaceColumns } from './candidate-signup.service.ts';
