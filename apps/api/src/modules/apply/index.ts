/**
 * The public page a candidate reaches from an address's candidate QR code (decisions 060-064): what
 * the address offers (its jobs, or a premium parent's sites) and the application itself, mailed to
 * the recruiter. Never shows a contact detail of the recruiter.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
