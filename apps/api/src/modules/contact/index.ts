/**
 * The contact forms (spec sections 2 and 5): the public contact form behind its captcha (decision
 * 087) and the QR-code contact form of signed-in recruiters; each message is kept and mailed to the
 * team.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
