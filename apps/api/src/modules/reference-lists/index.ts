/**
 * The reference lists the forms choose from (spec section 3): contracts, working times, remote
 * work, experiences, skills by group with the ones suggested for a job, languages, transport,
 * licences, CACES, advantages, recruitment steps. Read-only.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
