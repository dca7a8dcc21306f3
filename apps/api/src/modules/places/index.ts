/**
 * French places for the address fields (spec sections 5 and 9, GET /api/places/): the configured
 * geocoder, with the embedded gazetteer answering when a remote one fails. Open without sign-in,
 * limited per client.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
