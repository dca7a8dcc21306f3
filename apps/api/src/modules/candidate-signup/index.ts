/**
 * The web candidate sign-up behind an affiliate's QR code (decisions 056 and 065-069): the
 * candidate with their searched job and town, attributed to the affiliate of the code, in one
 * transaction; the sign-up earning waits for the proof of the e-mail (decision 119).
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
