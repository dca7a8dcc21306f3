import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isPremiumPlan } from '@app/contracts/roles';
import type { Db } from '../db/client.ts';
import { candidateSessions, recruiters, staffAccounts, supportViews, users } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { chosenLanguage } from '../lib/language.ts';
import { SessionCookies } from '../lib/session-cookies.ts';
import { refuseWritesOfSupportViews } from './support-view-guard.ts';
import { hashOpaqueToken, type TokenSigner } from '../lib/tokens.ts';

/** Who is calling: loaded once per authenticated request. */
export interface AuthContext {
  userId: number;
  userUuid: string;
  /** Refresh-token family of this session, when the access token names it. */
  sessionId: string | null;
  /** The token version the access token was signed with, the user's current one (decision 117). */
  version: number;
  email: string;
  recruiterId: number;
  recruiterUuid: string;
  /** Premium means maxAddresses > 0 (spec section 4, `isPremiumPlan` of contracts/roles.ts). */
  premium: boolean;
  headhunter: boolean;
  headhunterPremium: boolean;
  affiliate: boolean;
  /** The account's business unit page flag (spec section 6), which the `businessUnits` policy reads. */
  displayBusinessUnitPage: boolean;
  parentRecruiterId: number | null;
  /**
   * The support's read-only view of this account (decision 161): its writes are refused before any
   * route, and a read must not change anything either (no "vue" mark, no mail, no saved language).
   */
  supportView: boolean;
}

/** What a verified access token says, before the database is asked whether the user is still active. */
export interface AccessClaim {
  userId: number;
  sessionId: string | null;
  /** The user's token version the token was signed with (decision 117). */
  version: number;
  /** The support's read-only view the token was issued for (decision 161): its writes never reach a route. */
  viewId?: string | null;
}

/** A candidate signed in with a mailed code (issue 33, decision 151): their session and proven address. */
export interface CandidateContext {
  sessionId: number;
  /** The address the code was mailed to, normalized (trimmed, lower case). */
  email: string;
}

/** The access token a request carries: its bearer header, else the web app's HttpOnly cookie (taken only with X-Requested-With, CSRF). */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  return SessionCookies.tokenOf(request);
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set by `authenticateCandidate` (the `candidate` policy). */
    candidate: CandidateContext | null;
    /** Set by `verifyAccessToken` (routes whose own statement checks the account, decision 101). */
    access: AccessClaim | null;
  }
  interface FastifyInstance {
    /** Sets and clears the session's HttpOnly cookies (decision 117). */
    sessionCookies: SessionCookies;
    /**
     * preHandler: 401 unless a valid access token (bearer, or the HttpOnly cookie on a call with
     * `X-Requested-With`) names an active user with a recruiter, signed at their token version.
     */
    authenticate: preHandlerAsyncHookHandler;
    /**
     * preHandler of the hot signed-in reads (decision 101): 401 unless a valid bearer access
     * token; the database is not asked here. The route's own statement must read the account and
     * refuse an unknown or inactive user (`callerOrRefuse`), in the same round trip as its data.
     */
    verifyAccessToken: preHandlerAsyncHookHandler;
    /**
     * preHandler of the `candidate` policy (issue 33): a live candidate session in its HttpOnly
     * cookie (with `X-Requested-With`); else 403 to a recruiter's token, 401 to anyone else.
     */
    authenticateCandidate: preHandlerAsyncHookHandler;
  }
}

/** The signed-in candidate; throws when a route forgot the `candidate` policy. */
export const requireCandidate = (request: FastifyRequest): CandidateContext => {
  if (!request.candidate) throw new AppError('not_authenticated', 'Authentication required');
  return request.candidate;
};

/** The authenticated caller; throws when a route forgot its preHandler. */
export const requireAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw new AppError('not_authenticated', 'Authentication required');
  return request.auth;
};

/** The verified token of a route guarded by `verifyAccessToken`; throws when it forgot it. */
export const requireAccess = (request: FastifyRequest): AccessClaim => {
  if (!request.access) throw new AppError('not_authenticated', 'Authentication required');
  return request.access;
};

/**
 * The caller's account columns as a route's own statement reads them (decision 101): `null` when
 * the token's user is unknown, inactive or has no recruiter, which is refused as `authenticate`
 * refuses it.
 */
export interface CallerRow {
  userId: number;
  userUuid: string;
  email: string;
  isActive: boolean;
  /** The user's current token version (decision 117). */
  tokenVersion: number;
  recruiterId: number;
  recruiterUuid: string;
  maxAddresses: number;
  headhunter: boolean;
  headhunterPremium: boolean;
  affiliate: boolean;
  displayBusinessUnitPage: boolean;
  parentRecruiterId: number | null;
}

/**
 * 401 `token_invalid` for an unknown or inactive user, or a token signed before the user's last
 * reset, revoked family or sign-out (its version is not the user's, decision 117): the answer of
 * `authenticate`.
 */
export function assertActiveCaller<T extends { isActive: boolean; tokenVersion: number }>(
  row: T | undefined | null,
  access: AccessClaim,
): asserts row is T {
  if (!row?.isActive) throw new AppError('token_invalid', 'Unknown user');
  if (row.tokenVersion !== access.version) throw new AppError('token_invalid', 'Session ended');
}

/** Whether a support view (decision 161) still stands: its row, for this user, in its time, its staff member active. */
async function supportViewIsLive(db: Db, viewId: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: supportViews.id })
    .from(supportViews)
    .innerJoin(staffAccounts, eq(staffAccounts.id, supportViews.staffId))
    .where(
      and(
        eq(supportViews.id, viewId),
        eq(supportViews.userId, userId),
        gt(supportViews.expiresAt, sql`now()`),
        eq(staffAccounts.isActive, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The caller's context from their account row; refused as `authenticate` refuses it. */
export function callerOrRefuse(row: CallerRow | undefined | null, access: AccessClaim): AuthContext {
  assertActiveCaller(row, access);
  return {
    userId: row.userId,
    userUuid: row.userUuid,
    sessionId: access.sessionId,
    version: access.version,
    email: row.email,
    recruiterId: row.recruiterId,
    recruiterUuid: row.recruiterUuid,
    premium: isPremiumPlan(row.maxAddresses),
    headhunter: row.headhunter,
    headhunterPremium: row.headhunterPremium,
    affiliate: row.affiliate,
    displayBusinessUnitPage: row.displayBusinessUnitPage,
    parentRecruiterId: row.parentRecruiterId,
    supportView: Boolean(access.viewId),
  };
}

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
      tokenVersion: users.tokenVersion,
      language: users.language,
      recruiterId: recruiters.id,
      recruiterUuid: recruiters.uuid,
      maxAddresses: recruiters.maxAddresses,
      headhunter: recruiters.isHeadhunter,
      headhunterPremium: recruiters.headhunterPremium,
      affiliate: recruiters.isAffiliate,
      displayBusinessUnitPage: recruiters.displayBusinessUnitPage,
      parentRecruiterId: recruiters.parentId,
    })
    .from(users)
    .innerJoin(recruiters, eq(recruiters.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth_context');

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; signer: TokenSigner; production: boolean }) => {
    app.decorate('sessionCookies', new SessionCookies(opts.production));
    app.decorateRequest('auth', null);
    app.decorateRequest('access', null);
    app.decorateRequest('candidate', null);
    const authContext = contextQuery(opts.db);

    const verifyToken = async (request: FastifyRequest): Promise<AccessClaim> => {
      const token = accessTokenOf(request);
      if (!token) throw new AppError('not_authenticated', 'Authentication required');
      const access = await opts.signer.verifyAccess(token);
      // A support view lives only while its view and its staff member do: a member deactivated, or a
      // view past its time, reads nothing more, on every route that reads a token (outside attack,
      // 2026-11-29).
      if (access.viewId && !(await supportViewIsLive(opts.db, access.viewId, access.userId)))
        throw new AppError('token_invalid', 'Support view ended');
      return access;
    };

    const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
      const access = await verifyToken(request);
      const [row] = await authContext.execute({ userId: access.userId });
      request.auth = callerOrRefuse(row, access);
      // The account's mails follow the language the person uses the site in (decision 135): a
      // switch of the web app's language (its cookie) is saved with the next signed-in request.
      const chosen = chosenLanguage(request);
      if (chosen && chosen !== row!.language && !request.auth.supportView)
        await opts.db.update(users).set({ language: chosen }).where(eq(users.id, row!.userId));
    };

    app.decorate('authenticate', authenticate);
    // The support's read-only view of an account (decision 161): every write refused here, before any route.
    refuseWritesOfSupportViews(app, opts.signer);
    app.decorate('authenticateCandidate', async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = SessionCookies.candidate(request);
      if (token) {
        const [row] = await opts.db
          .select({ sessionId: candidateSessions.id, email: candidateSessions.email })
          .from(candidateSessions)
          .where(and(eq(candidateSessions.tokenHash, hashOpaqueToken(token)), gt(candidateSessions.expiresAt, new Date())))
          .limit(1);
        if (row) {
          request.candidate = row;
          return;
        }
      }
      // An account's session is not a candidate's: refused as any policy refuses a signed-in caller.
      if (request.headers.authorization || SessionCookies.access(request)) throw new AppError('forbidden', 'Forbidden');
      throw new AppError('not_authenticated', 'Authentication required');
    });
    app.decorate('verifyAccessToken', async (request: FastifyRequest, _reply: FastifyReply) => {
      request.access = await verifyToken(request);
    });
  },
  { name: 'auth' },
);
