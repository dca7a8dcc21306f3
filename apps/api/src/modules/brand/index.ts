/**
 * The employer-brand page of an address (spec section 6, decision 050): custom advantages, for
 * premium recruiters and premium head-hunters.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
