/**
 * Business units of an address (spec section 6): list, creation and deletion, for accounts whose
 * business-unit page is shown.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
