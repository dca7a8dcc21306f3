/**
 * SIRET checks (spec section 2, POST /api/siret/): the checksum (Luhn, or La Poste's rule), then
 * the company lookup that pre-fills the activity sector and the address. Open, limited per client.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
