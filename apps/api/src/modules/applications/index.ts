/**
 * Applications received by the recruiter's addresses (spec sections 2, 3 and 7): list, detail and
 * status change, with contact details shown only as the product decisions allow (subscribed
 * address, premium, bought resume, premium head-hunter).
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
