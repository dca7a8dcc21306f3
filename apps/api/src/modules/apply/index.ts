/**
 * The public page a candidate reaches from an address's candidate QR code (decisions 060-064): what
 * the address offers (its jobs, or a premium parent's sites) and the application itself, mailed to
 * the recruiter. Never shows a contact detail of the recruiter.
 */

// Its routes are registered by `src/routes.ts`; the candidate's space (issue 33) shows a site's town by its rule.
export { insertCandidate, lockEmail, townOf } from './apply.repository.ts';
// The one-tap apply of a signed-in candidate (issue 33 item 2, decision 158) is this very apply, proven.
export { apply, type ApplyDeps } from './apply.service.ts';
// The QR apply page and the company page rendered per site by the web plugin (decision 165) show this answer.
export { getApplyPage } from './apply.service.ts';
