import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { SessionCookies } from '../lib/session-cookies.ts';
import type { TokenSigner } from '../lib/tokens.ts';

/** The methods that read: the only ones a support view may use. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const SIGN_OUT_PATH = '/api/token/sign-out/';
/** The back office's routes: a staff session only, whatever customer cookie the staff member's browser holds. */
const STAFF_PATH = '/api/admin/';

/** The access token a request carries in any of its forms: the bearer header or the cookie, with or without X-Requested-With. */
const anyAccessToken = (request: FastifyRequest): string | undefined => SessionCookies.tokenOf(request, SessionCookies.accessOfPage);

/**
 * The support's read-only view of a customer's account (issue 34 item 2, decision 161) refused every
 * write by construction: one `onRequest` hook of the whole server, before any route, body or policy,
 * answers 403 `view_only` to every request other than a read whose access token (bearer or cookie,
 * whatever the headers) is a view's. A route added tomorrow is covered without a word. The back
 * office's own routes (`/api/admin/`) read no customer token and are left to the staff session: the
 * staff member who opened a view in their browser goes on working. The other exception is the sign-out, which here only clears the browser's cookies (the view has no session
 * family to revoke, and the customer's own sessions are left alone).
 */
export function refuseWritesOfSupportViews(app: FastifyInstance, signer: TokenSigner): void {
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method) || request.url.startsWith(STAFF_PATH)) return;
    const token = anyAccessToken(request);
    if (!token) return;
    const access = await signer.verifyAccess(token).catch(() => null);
    if (!access?.viewId) return;
    if (request.method === 'POST' && request.url.split('?')[0] === SIGN_OUT_PATH) {
      app.sessionCookies.clear(request, reply);
      return reply.status(204).send();
    }
    throw new AppError('view_only', 'Read-only view of the support: nothing can be changed');
  });
}
