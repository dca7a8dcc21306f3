/**
 * The daily and weekly application digests mailed to recruiters (decision 071): which digests are
 * due, their claim, their mail. Run by the `application-digests` background job; no route.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
