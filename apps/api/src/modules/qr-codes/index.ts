/**
 * An address's QR codes and posters (spec section 6): the PNG codes (a premium child address uses
 * its parent's) and the printable A4 poster.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
