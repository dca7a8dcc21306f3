import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { recruiters, users } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import type { TokenSigner } from '../lib/tokens.ts';

/** Who is calling: loaded once per authenticated request. */
export interface AuthContext {
  userId: number;
  userUuid: string;
  /** Refresh-token family of this session, when the access token names it. */
  sessionId: string | null;
  email: string;
  recruiterId: number;
  recruiterUuid: string;
  /** Premium means maxAddresses > 0 (spec section 4). */
  premium: boolean;
  headhunter: boolean;
  headhunterPremium: boolean;
  affiliate: boolean;
  parentRecruiterId: number | null;
}

export type Role = 'recruiter' | 'premium' | 'headhunter' | 'headhunterPremium' | 'affiliate';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer access token names an active user with a recruiter. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: authenticate, then 403 unless the caller holds one of the roles. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  }
}

export const hasRole = (auth: AuthContext, role: Role): boolean => {
  switch (role) {
    case 'recruiter':
      return !auth.affiliate;
    case 'premium':
      return auth.premium;
    case 'headhunter':
      return auth.headhunter;
    case 'headhunterPremium':
      return auth.headhunterPremium;
    case 'affiliate':
      return auth.affiliate;
  }
};

/** The authenticated caller; throws when a route forgot its preHandler. */
export const requireAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw new AppError('not_authenticated', 'Authentication required');
  return request.auth;
};

/**
 * The caller's account, read on every authenticated request: a named prepared statement, so that
 * PostgreSQL plans it once per connection.
 */
const contextQuery = (db: Db) =>
  db
    .select({
      userId: users.id,
      userUuid: users.uuid,
      email: users.email,
      isActive: users.isActive,
      recruiterId: recruiters.id,
      recruiterUuid: recruiters.uuid,
      maxAddresses: recruiters.maxAddresses,
      headhunter: recruiters.isHeadhunter,
      headhunterPremium: recruiters.headhunterPremium,
      affiliate: recruiters.isAffiliate,
      parentRecruiterId: recruiters.parentId,
    })
    .from(users)
    .innerJoin(recruiters, eq(recruiters.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth_context');

async function loadContext(query: ReturnType<typeof contextQuery>, userId: number): Promise<AuthContext | null> {
  const [row] = await query.execute({ userId });
  if (!row || !row.isActive) return null;
  return {
    userId: row.userId,
    userUuid: row.userUuid,
    sessionId: null,
    email: row.email,
    recruiterId: row.recruiterId,
    recruiterUuid: row.recruiterUuid,
    premium: row.maxAddresses > 0,
    headhunter: row.headhunter,
    headhunterPremium: row.headhunterPremium,
    affiliate: row.affiliate,
    parentRecruiterId: row.parentRecruiterId,
  };
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; signer: TokenSigner }) => {
    app.decorateRequest('auth', null);
    const authContext = contextQuery(opts.db);

    const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw new AppError('not_authenticated', 'Authentication required');
      const { userId, sessionId } = await opts.signer.verifyAccess(match[1]);
      const context = await loadContext(authContext, userId);
      if (!context) throw new AppError('token_invalid', 'Unknown user');
      request.auth = { ...context, sessionId };
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: Role[]) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (!request.auth) await authenticate(request, reply);
        const auth = requireAuth(request);
        if (!roles.some((role) => hasRole(auth, role))) throw new AppError('forbidden', 'Forbidden');
      };
    });
  },
  { name: 'auth' },
);
