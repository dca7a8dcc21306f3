/**
 * The resume filters of an address (spec sections 2 and 7): its jobs with counts, and the
 * experience and business-unit filters (GET /api/addresses/{uuid}/filters/).
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
