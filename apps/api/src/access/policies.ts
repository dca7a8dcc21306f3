import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { allows, isStaffPolicy, mayUseResumeShop, POLICIES, staffAllows, type Policy, type PolicyCaller } from '@app/contracts/roles';
import { AppError } from '../lib/errors.ts';
import { requireAuth, type AuthContext } from '../plugins/auth.ts';
import { requireStaff } from '../plugins/staff-auth.ts';

export { POLICIES, type Policy };

/**
 * The access module (decision 146): every route names its policy (`policy` in its options), an
 * `onRoute` hook refuses a route without one and installs the check, and this module alone says
 * what a policy asks (contracts/roles.ts, the same rules the web app's guards and navigation read).
 */
declare module 'fastify' {
  // The merge repeats Fastify's type parameters, which it does not use.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface RouteShorthandOptions<
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
  > {
    /** Who may call the route (contracts/roles.ts POLICIES): required on every route (decision 146). */
    policy?: Policy;
    /**
     * The hot signed-in reads (decision 101): only the token is verified before the handler; the
     * route's own statement reads the account, and the handler calls `assertRoutePolicy` with it.
     */
    callerInStatement?: boolean;
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
  interface FastifyContextConfig {
    /** The route's policy, copied here by the access hook so that a handler and the logs can read it. */
    policy?: Policy;
  }
}

/** The account as the rules see it. */
export const callerOf = (auth: AuthContext): PolicyCaller => ({
  premium: auth.premium,
  headhunter: auth.headhunter,
  headhunterPremium: auth.headhunterPremium,
  affiliate: auth.affiliate,
  displayBusinessUnitPage: auth.displayBusinessUnitPage,
});

/** The text of a policy's 403 (the code is `forbidden` for all). */
const refusal = (policy: Policy, caller: PolicyCaller): string => {
  switch (policy) {
    case 'shopUser':
      return 'The resume shop is for head-hunters and recruiters without premium';
    case 'shopBuyer':
      return mayUseResumeShop(caller)
        ? 'Premium head-hunters already have every resume'
        : 'The resume shop is for head-hunters and recruiters without premium';
    case 'brandAccess':
      return 'The brand page needs a premium account';
    case 'businessUnits':
      return 'Business units are not available for this account';
    default:
      return 'Forbidden';
  }
};

/** 403 unless the signed-in caller passes the policy. */
export function assertPolicy(auth: AuthContext, policy: Policy): void {
  const caller = callerOf(auth);
  if (!allows(policy, caller)) throw new AppError('forbidden', refusal(policy, caller));
}

/** The policy of the route a request reached. */
export const routePolicy = (request: FastifyRequest): Policy => {
  const policy = request.routeOptions.config.policy;
  if (!policy) throw new Error(`${request.method} ${request.routeOptions.url ?? ''}: no policy`);
  return policy;
};

/** For a `callerInStatement` route: the caller its statement read, checked against the route's policy. */
export function assertRoutePolicy(request: FastifyRequest, auth: AuthContext): void {
  assertPolicy(auth, routePolicy(request));
}

/** What a policy asks before the handler, as the OpenAPI document states it. */
export type Guard = 'none' | 'signedIn' | 'role' | 'staff';
export const guardOf = (policy: Policy): Guard =>
  policy === 'public' ? 'none' : policy === 'signedIn' ? 'signedIn' : isStaffPolicy(policy) ? 'staff' : 'role';

type PolicyRoute = RouteOptions & { policy?: Policy; callerInStatement?: boolean };

/**
 * Routes that must name a policy: every API route and every documented one (the web app's pages and
 * files, which @fastify/static registers hidden from the document, are outside).
 */
const needsPolicy = (route: RouteOptions): boolean =>
  route.url.startsWith('/api/') || Boolean(route.schema && !(route.schema as { hide?: boolean }).hide);

const isPolicy = (value: unknown): value is Policy => typeof value === 'string' && Object.hasOwn(POLICIES, value);

/**
 * The `onRoute` hook: refuses a route without a policy, and puts its check first among the route's
 * preHandlers: authenticate (401), then the policy's rule (403); a `callerInStatement` route gets
 * the token check only.
 */
export function applyPolicy(app: FastifyInstance, route: PolicyRoute): void {
  if (!needsPolicy(route)) return;
  const where = `${String(route.method)} ${route.url}`;
  const { policy } = route;
  if (!isPolicy(policy)) throw new Error(`${where}: no policy (the route option \`policy\`, decision 146)`);
  route.config = { ...(route.config ?? {}), policy };
  if (policy === 'public') {
    if (route.callerInStatement) throw new Error(`${where}: a public route has no caller to read`);
    return;
  }
  if (policy === 'candidate' && route.callerInStatement) throw new Error(`${where}: a candidate's route has no account to read`);
  if (isStaffPolicy(policy) && route.callerInStatement) throw new Error(`${where}: a staff route reads no customer`);
  const check: preHandlerAsyncHookHandler = isStaffPolicy(policy)
    ? // The back office (decision 152): a live staff session with the policy's permission, else 404.
      async function staffCheck(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        if (!request.staff) await app.authenticateStaff.call(this, request, reply);
        if (!staffAllows(policy, requireStaff(request).permissions)) throw new AppError('not_found', 'Not found');
      }
    : route.callerInStatement
      ? app.verifyAccessToken
      : policy === 'candidate'
        ? app.authenticateCandidate
        : policy === 'signedIn'
          ? app.authenticate
          : async function policyCheck(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
              if (!request.auth) await app.authenticate.call(this, request, reply);
              assertPolicy(requireAuth(request), policy);
            };
  if (isStaffPolicy(policy)) {
    // Before the validation: a caller without a staff session learns nothing, not even a 400 (decision 152).
    const own = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
    route.preValidation = [check, ...own];
    return;
  }
  const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
  route.preHandler = [check, ...own];
}

/** The access hook, on every route registered after it (app.ts registers it before the modules). */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => applyPolicy(app, route));
  },
  { name: 'access', dependencies: ['auth', 'staff-auth'] },
);
