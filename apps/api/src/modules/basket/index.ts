/**
 * The resume basket (spec sections 2, 3 and 6): its priced summary, its checkout (a pending order
 * through the orders module) and the order look-up of the return page. Purchases are written by the
 * purchases module when the order is paid.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
