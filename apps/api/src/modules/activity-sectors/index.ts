/**
 * The activity sectors (NAF list, spec section 7): the search behind the registration and address
 * forms' sector field (GET /api/activity-sectors/). Open without sign-in; read-only.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
