import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { SITE_PATHS } from '@app/contracts/routes';
import { SESSION_ACCESS_COOKIE } from '../lib/session-cookies.ts';
import { STAFF_COOKIE } from './staff-auth.ts';
import { guardOf, type Policy } from '../access/index.ts';

/**
 * `<feature>.<verb><Object>` (decision 134): the feature is the product feature the operation serves
 * (the web app's feature folder in camelCase, `resumeShop`, `invoices`; the API module's name for an
 * operation no screen owns, `referenceLists`, `health`); then a verb and its object (`listCandidates`,
 * `downloadInvoice`).
 */
export const OPERATION_ID = /^[a-z][a-zA-Z]*\.[a-z]+[A-Z][a-zA-Z]*$/;

/** The two ways a signed-in call carries its access token (plugins/auth.ts): either one will do. */
export const SIGNED_IN_SECURITY = [{ bearer: [] }, { sessionCookie: [] }];
/** A staff route (decision 152): the staff session cookie only. */
export const STAFF_SECURITY = [{ staffSession: [] }];

/** A binary file as an answer's schema: the bytes (a Buffer sent as is, never serialized as JSON). */
const binarySchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

/**
 * A binary answer declared with its media types (PDF, PNG...), so that the document, and the client
 * generated from it, do not take it for JSON.
 */
export const binaryAnswer = (description: string, ...mediaTypes: [string, ...string[]]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: binarySchema }])),
});

interface RouteSchema {
  hide?: boolean;
  operationId?: string;
  security?: unknown[];
  /** The route's policy (decision 146), for the web app and the permission matrix. */
  'x-policy'?: Policy;
  params?: unknown;
  response?: Record<string, unknown>;
}

const hasRateLimit = (route: RouteOptions): boolean => Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
/** Why a public route has no rate limit (decision 144: health probes, the signed payment webhook), if it says. */
const unlimitedBecause = (route: RouteOptions): string | undefined => (route.config as { unlimited?: string } | undefined)?.unlimited;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public route without a rate limit, and why (decision 144); every other public route has one. */
    unlimited?: string;
  }
}

/**
 * Every route without a sign-in is rate limited per client (decision 144): an anonymous caller
 * must not make the server work without bound. One without a limit says why (`config.unlimited`).
 */
function assertLimited(route: RouteOptions, signedIn: boolean, where: string): void {
  if (signedIn || hasRateLimit(route) || unlimitedBecause(route)) return;
  throw new Error(
    `${where}: a route without a sign-in needs a rate limit (config.rateLimit, plugins/rate-limit.ts) or config.unlimited with its reason (decision 144)`,
  );
}

/**
 * What every documented route says by the same rule, set here once when the route is added
 * (decision 134): its `operationId` is required (declared on the route, checked against
 * OPERATION_ID and unique); its security follows its policy (decision 146: `x-policy` names it;
 * signed in = bearer or session cookie, staff = the staff session cookie (404 to anyone else), `public` is `security: []`, and then rate limited per
 * client or `config.unlimited` with its reason, decision 144); and the failures every such
 * route can answer are declared with the error body: 400 (the input guard and the schemas), 401 when
 * signed in, 403 when the policy has a rule, 404 when the path names an object, 429 when rate limited.
 * A route may declare more (409, 503...) or its own text for these.
 */
export function declareRoute(route: RouteOptions & { policy?: Policy }, seen: Map<string, string>): void {
  const schema = route.schema as RouteSchema | undefined;
  if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.every((m) => m === 'HEAD'))) return;
  if (!schema || schema.hide) {
    if (!schema && !route.url.startsWith('/api/')) return;
    if (schema?.hide) return;
  }
  const where = `${String(route.method)} ${route.url}`;
  const id = schema?.operationId;
  if (!schema || !id) throw new Error(`${where}: no operationId (schema.operationId, decision 134)`);
  if (!OPERATION_ID.test(id)) throw new Error(`${where}: operationId "${id}" is not <feature>.<verb><Object> (decision 134)`);
  const other = seen.get(id);
  if (other && other !== where) throw new Error(`${where}: operationId "${id}" is already ${other}`);
  seen.set(id, where);

  // The access hook (access/policies.ts) refuses a route without a policy.
  const policy = route.policy ?? 'public';
  const kind = guardOf(policy);
  const guard = kind === 'none' ? undefined : kind;
  // A route without a policy is refused by the access hook with its own message; one with a policy
  // that does not sign in needs its rate limit.
  if (route.policy) assertLimited(route, Boolean(guard), where);
  if (guard && schema.security?.length === 0) throw new Error(`${where}: its policy ${policy} signs in but it declares security: []`);
  if (!guard && schema.security?.length) throw new Error(`${where}: declares a security scheme but its policy is public`);
  schema.security = guard === 'staff' ? STAFF_SECURITY : guard ? SIGNED_IN_SECURITY : [];
  schema['x-policy'] = policy;

  const response = (schema.response ??= {});
  if (!Object.keys(response).some((status) => Number(status) < 400))
    throw new Error(`${where}: no answer of success declared (schema.response)`);
  const add = (status: number, when: boolean) => {
    if (when && !(status in response)) response[status] = errorAnswerSchema;
  };
  add(400, true);
  // A staff route answers 404 to every caller without a staff session allowed (decision 152).
  add(401, Boolean(guard) && guard !== 'staff');
  add(403, guard === 'role');
  add(404, route.url.includes(':') || guard === 'staff');
  add(415, Boolean(route.schema && 'body' in route.schema));
  add(429, hasRateLimit(route));
}

const ANSWER_TEXTS: Record<string, string> = {
  400: 'Invalid input (`validation_failed` with `fieldErrors` by field path, or the rule that refused it)',
  401: 'Not signed in, or the session ended',
  403: "The caller's role or plan does not allow it",
  404: 'Not found, or not one of the caller’s',
  409: 'Conflicts with the current state (the code says which)',
  415: 'The body is not of a media type the operation reads',
  429: 'Too many requests: `retryAfterSeconds` and the Retry-After header say when to try again',
  503: 'Busy or unavailable: try again after Retry-After',
};

/**
 * The document as the routes make it, then what their schemas cannot say: an answer without a body
 * (204, a redirect) has no content, a redirect names its Location, and the failures get their meaning.
 */
export function finishDocument(document: { openapiObject: { paths?: object } } | { swaggerObject: object }) {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const { openapiObject } = document;
  type Answer = { description?: string; content?: unknown; headers?: object };
  for (const methods of Object.values(openapiObject.paths ?? {}) as Record<string, { responses?: Record<string, Answer> }>[]) {
    for (const operation of Object.values(methods)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (status === '204' || status.startsWith('3')) delete answer.content;
        if (status.startsWith('3'))
          answer.headers = { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } };
        if (answer.description === 'Default Response' && ANSWER_TEXTS[status]) answer.description = ANSWER_TEXTS[status];
      }
    }
  }
  return openapiObject;
}

/**
 * The OpenAPI document, built from the routes' zod schemas, and its viewer at /api/docs. The viewer
 * and the served document answer only when `serveDocs` (API_DOCS: on by default outside production,
 * off in production, decision 120); the document is built either way (the security tests read it).
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { serveDocs, publicUrl }: { serveDocs: boolean; publicUrl: string }) => {
    const seen = new Map<string, string>();
    app.addHook('onRoute', (route) => declareRoute(route, seen));
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'QRecrute API',
          version: '1.0.0',
          description: 'API of the QRecrute product.',
          license: { name: 'Proprietary: QRecrute terms of use', url: new URL(SITE_PATHS.terms, publicUrl).toString() },
        },
        servers: [{ url: new URL(publicUrl).origin, description: 'This instance (PUBLIC_URL)' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of POST /api/token/' },
            sessionCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_ACCESS_COOKIE,
              description: "The web app's HttpOnly access cookie, taken only on a call with the X-Requested-With header (CSRF)",
            },
            staffSession: {
              type: 'apiKey',
              in: 'cookie',
              name: STAFF_COOKIE,
              description: "The back office's HttpOnly staff session cookie (decision 152), taken only with X-Requested-With",
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: finishDocument,
    });
    if (serveDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
