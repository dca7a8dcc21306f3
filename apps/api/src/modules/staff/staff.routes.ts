import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import {
  auditPageSchema,
  inboxAnswerSchema,
  inboxIdParamsSchema,
  inboxMessageAnswerSchema,
  inboxQuerySchema,
  inboxSchema,
  inboxStatusSchema,
  auditQuerySchema,
  orderUuidParamsSchema,
  refundAnswerSchema,
  refundRequestSchema,
  staffMeSchema,
  staffOrderDetailSchema,
  staffOrdersSchema,
  staffSignInSchema,
  STAFF_ACCOUNT_MAX_TRIES,
  STAFF_MAX_TRIES,
  STAFF_SESSION_MAX_HOURS,
  STAFF_TRIES_WINDOW_MINUTES,
} from '@app/contracts/staff';
import { AppError } from '../../lib/errors.ts';
import { DEVICE_TTL_SECONDS, isScriptRequest } from '../../lib/session-cookies.ts';
import { clientKey } from '../../plugins/rate-limit.ts';
import { requireStaff, STAFF_COOKIE, STAFF_DEVICE_COOKIE, STAFF_ROUTES_PATH } from '../../plugins/staff-auth.ts';
import { SignInThrottle } from '../auth/index.ts';
import type { RefundDeps } from '../checkout/index.ts';
import type { PayoutFileDeps } from '../affiliates/index.ts';
import { staffOrderRoutes } from './staff-orders.routes.ts';
import { staffPayoutRoutes } from './staff-payouts.routes.ts';
import { staffPriceRoutes } from './staff-prices.routes.ts';
import { staffSubscriptionRoutes } from './staff-subscriptions.routes.ts';
import { answerMessage, listInbox, setMessageStatus } from './staff-inbox.ts';
import { listFlaggedOrders, orderDetail, refundFlaggedOrder } from './staff-money.ts';
import { auditPage, signInStaff, signOutStaff, staffMe } from './staff.service.ts';
import { staffCustomerRoutes, type CustomerDeps } from './staff-customers.ts';
import { staffOperationsRoutes, type OperationsDeps } from './staff-operations.ts';
import { staffPrivacyRoutes } from './staff-privacy.ts';
import { staffSecurityRoutes } from './staff-security.ts';
import { sealClearSecrets } from './totp-key.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
const okSchema = z.object({ ok: z.literal(true) });

/**
 * The back office's API (issue 34, decision 152), under `/api/admin/`: the staff sign-in (public,
 * rate limited per client, and each account's tries bounded), then routes of the staff policies,
 * which answer 404 to anyone without a staff session holding the permission (access/policies.ts).
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  deps: RefundDeps & { production: boolean; publicUrl: string; payouts: Omit<PayoutFileDeps, 'db'>; totpKey: Buffer };
  limits: { loginMax: number };
  support: { customers: CustomerDeps; operations: OperationsDeps };
}> = async (app, { deps, limits, support }) => {
  const { db } = deps;
  await app.register(staffPayoutRoutes, { deps: { db, ...deps.payouts } });
  await app.register(staffOrderRoutes, { deps });
  await app.register(staffPriceRoutes, { db });
  await app.register(staffSubscriptionRoutes, { deps });
  // Issue 34 items 2, 5, 6 and the staff's own security (decision 161), each in its file.
  // Secrets stored in clear before decision 161 are sealed at start (a tool that builds the app on an
  // empty database, such as the OpenAPI export, has none: its error is only logged).
  app.addHook('onReady', async () => {
    await sealClearSecrets(db, deps.totpKey).catch((err: unknown) => app.log.error({ err }, 'staff TOTP secrets not sealed'));
  });
  await app.register(staffCustomerRoutes, { deps: support.customers });
  await app.register(staffPrivacyRoutes, { db });
  await app.register(staffOperationsRoutes, { deps: support.operations });
  await app.register(staffSecurityRoutes, { db, totpKey: deps.totpKey });
  // The sign-in tries (decision 157): each client's for one e-mail, each proven device's, and the
  // e-mail's ceiling over every client, in Redis when configured.
  const throttle = new SignInThrottle(app.redis ?? null, STAFF_MAX_TRIES, STAFF_TRIES_WINDOW_MINUTES * 60, {
    prefix: 'staff-sign-in',
    accountMax: STAFF_ACCOUNT_MAX_TRIES,
  });

  app.post(
    '/admin/session/',
    {
      policy: 'public',
      // A flood guard per client address, as the customers' sign-in; each account's tries are bounded beside it.
      config: {
        rateLimit: { max: limits.loginMax * 2, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `staff-sign-in:${clientKey(req.ip)}` },
      },
      schema: {
        operationId: 'admin.signIn',
        tags: ['admin'],
        summary: 'Staff sign-in with password and a TOTP or recovery code: sets the staff session cookie',
        body: staffSignInSchema,
        // 401: one answer for a wrong e-mail, password or code; 403: a call without X-Requested-With.
        response: { 200: staffMeSchema, 401: errorAnswerSchema, 403: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      if (!isScriptRequest(request)) throw new AppError('forbidden', 'X-Requested-With required');
      const deviceCookie = request.cookies[STAFF_DEVICE_COOKIE];
      const { token, device, staff } = await signInStaff(
        db,
        request.body,
        throttle,
        { client: clientKey(request.ip), deviceToken: deviceCookie && deviceCookie.length <= 64 ? deviceCookie : undefined },
        deps.totpKey,
      );
      const secure =
        deps.production || request.protocol === 'https' || /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/i.test(request.hostname);
      reply.setCookie(STAFF_COOKIE, token, {
        path: STAFF_ROUTES_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: STAFF_SESSION_MAX_HOURS * 3600,
      });
      // This device signed in: its own budget from now on (decision 157); it outlives sign-out.
      reply.setCookie(STAFF_DEVICE_COOKIE, device, {
        path: STAFF_ROUTES_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: DEVICE_TTL_SECONDS,
      });
      return staffMe(db, staff);
    },
  );

  app.get(
    '/admin/me/',
    {
      policy: 'staff',
      schema: { operationId: 'admin.getMe', tags: ['admin'], summary: 'The signed-in staff member', response: { 200: staffMeSchema } },
    },
    async (request) => staffMe(db, requireStaff(request)),
  );

  app.post(
    '/admin/sign-out/',
    {
      policy: 'staff',
      schema: { operationId: 'admin.signOut', tags: ['admin'], summary: 'Ends the staff session', response: { 200: okSchema } },
    },
    async (request, reply) => {
      await signOutStaff(db, requireStaff(request));
      reply.clearCookie(STAFF_COOKIE, { path: STAFF_ROUTES_PATH });
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/audit/',
    {
      policy: 'staff',
      schema: {
        operationId: 'admin.listAudit',
        tags: ['admin'],
        summary: 'The audit log, newest first (append-only)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => ({ entries: await auditPage(db, request.query) }),
  );

  app.get(
    '/admin/payments/flagged/',
    {
      policy: 'staffFinance',
      schema: {
        operationId: 'admin.listFlaggedPayments',
        tags: ['admin'],
        summary: 'Payments that could not be fulfilled (payment_mismatch), those not yet settled first',
        response: { 200: staffOrdersSchema },
      },
    },
    async () => ({ orders: await listFlaggedOrders(db) }),
  );

  app.get(
    '/admin/orders/:uuid/',
    {
      policy: 'staffFinance',
      schema: {
        operationId: 'admin.getOrder',
        tags: ['admin'],
        summary: 'An order and its payment provider events',
        params: orderUuidParamsSchema,
        response: { 200: staffOrderDetailSchema },
      },
    },
    async (request) => orderDetail(db, request.params.uuid),
  );

  app.post(
    '/admin/orders/:uuid/refund/',
    {
      policy: 'staffFinance',
      schema: {
        operationId: 'admin.refundOrder',
        tags: ['admin'],
        summary: 'Refunds a flagged payment whole through the payment provider (credit note, buyer mailed), once; audited',
        params: orderUuidParamsSchema,
        body: refundRequestSchema,
        // 409: not a flagged payment, or being refunded by the payment sweep at this moment.
        response: { 200: refundAnswerSchema, 409: errorAnswerSchema },
      },
    },
    async (request) => refundFlaggedOrder(deps, requireStaff(request), request.params.uuid, request.body.reason),
  );

  app.get(
    '/admin/inbox/',
    {
      policy: 'staffSupport',
      schema: {
        operationId: 'admin.listInbox',
        tags: ['admin'],
        summary: 'Contact-form and QR-code messages of a status (new by default), newest first',
        querystring: inboxQuerySchema,
        response: { 200: inboxSchema },
      },
    },
    async (request) => ({ messages: await listInbox(db, request.query.status) }),
  );

  app.post(
    '/admin/inbox/:id/answer/',
    {
      policy: 'staffSupport',
      schema: {
        operationId: 'admin.answerMessage',
        tags: ['admin'],
        summary: 'Answers a message by mail to its writer; the message becomes answered; audited',
        params: inboxIdParamsSchema,
        body: inboxAnswerSchema,
        response: { 200: inboxMessageAnswerSchema },
      },
    },
    async (request) => ({ message: await answerMessage(deps, requireStaff(request), request.params.id, request.body) }),
  );

  app.post(
    '/admin/inbox/:id/status/',
    {
      policy: 'staffSupport',
      schema: {
        operationId: 'admin.setMessageStatus',
        tags: ['admin'],
        summary: 'Closes a message, or opens it again; audited',
        params: inboxIdParamsSchema,
        body: inboxStatusSchema,
        response: { 200: inboxMessageAnswerSchema },
      },
    },
    async (request) => ({ message: await setMessageStatus(db, requireStaff(request), request.params.id, request.body.status) }),
  );
};
