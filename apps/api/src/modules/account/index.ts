/**
 * The signed-in recruiter's own account (spec section 3, User and Recruiter): the profile read by
 * every page, the account form (GET/PATCH /api/recruiter/me/), the SIRET change and the deletion of
 * the account. Its routes are registered by `src/routes.ts`; registration shares its SIRET rule.
 */
export { claimSiret } from './siret-rule.ts';
