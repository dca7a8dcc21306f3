import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffPermission } from '@app/contracts/roles';
import { STAFF_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS } from '@app/contracts/staff';
import type { Db } from '../db/client.ts';
import { staffAccounts, staffSessions } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { isScriptRequest } from '../lib/session-cookies.ts';
import { hashOpaqueToken } from '../lib/tokens.ts';

/**
 * The staff session (decision 152): an opaque token in the HttpOnly cookie `qr_staff`, sent only to
 * `/api/admin/`, taken only with `X-Requested-With` (CSRF, as the customers' cookie, decision 117).
 * Short: it ends after STAFF_IDLE_MINUTES without a request and STAFF_SESSION_MAX_HOURS after sign-in.
 * Without a live session every staff route answers 404 (`not_found`): nothing tells a customer or a
 * stranger that the routes exist.
 */
export const STAFF_COOKIE = 'qr_staff';
export const STAFF_ROUTES_PATH = '/api/admin/';
/**
 * A browser on which a staff member signed in (decision 157): a random token (its SHA-256 in
 * `staff_devices`), HttpOnly, SameSite=Strict, sent only to `/api/admin/`, for a year. Its sign-ins
 * count on its own budget, not on the e-mail's ceiling that strangers can spend.
 */
export const STAFF_DEVICE_COOKIE = 'qr_staff_device';

/** The staff member calling, loaded by `authenticateStaff`. */
export interface StaffContext {
  id: number;
  email: string;
  permissions: StaffPermission[];
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 404 unless a live staff session (the access hook installs it on the staff policies). */
    authenticateStaff: preHandlerAsyncHookHandler;
  }
}

/** The staff caller; throws (404) when a route forgot its policy. */
export const requireStaff = (request: FastifyRequest): StaffContext => {
  if (!request.staff) throw new AppError('not_found', 'Not found');
  return request.staff;
};

export const staffTokenOf = (request: FastifyRequest): string | undefined => {
  if (!isScriptRequest(request)) return undefined;
  const token = request.cookies[STAFF_COOKIE];
  return token && token.length <= 128 ? token : undefined;
};

/**
 * The live session of a token, touched (its idle time starts again) in the same statement that
 * checks it: one round trip, and a session past either limit is never touched back to life.
 */
export async function touchStaffSession(db: Db, tokenHash: string): Promise<Omit<StaffContext, 'tokenHash'> | null> {
  const [row] = await db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()` })
    .from(staffAccounts)
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.endedAt),
        gt(staffSessions.lastSeenAt, sql`now() - make_interval(mins => ${STAFF_IDLE_MINUTES})`),
        gt(staffSessions.createdAt, sql`now() - make_interval(hours => ${STAFF_SESSION_MAX_HOURS})`),
        eq(staffAccounts.id, staffSessions.staffId),
        eq(staffAccounts.isActive, true),
      ),
    )
    .returning({ id: staffAccounts.id, email: staffAccounts.email, permissions: staffAccounts.permissions });
  return row ?? null;
}

export const staffAuthPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    app.decorateRequest('staff', null);
    app.decorate('authenticateStaff', async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = staffTokenOf(request);
      if (!token) throw new AppError('not_found', 'Not found');
      const tokenHash = hashOpaqueToken(token);
      const staff = await touchStaffSession(opts.db, tokenHash);
      if (!staff) throw new AppError('not_found', 'Not found');
      request.staff = { ...staff, tokenHash };
    });
  },
  { name: 'staff-auth' },
);
