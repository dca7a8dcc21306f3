import { clientKey } from '../../plugins/rate-limit.ts';
import { SESSION_TOKEN_RATE_LIMIT } from '../../lib/public-rate-limits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  sessionAnswerSchema,
  tokenBodySchema,
} from '@app/contracts/auth';
import { errorAnswerSchema } from '@app/contracts/errors';
import { normalizeEmail } from '@app/contracts/validation';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, rateLimited } from '../../lib/errors.ts';
import { DEVICE_TTL_SECONDS, isScriptRequest, SessionCookies } from '../../lib/session-cookies.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as service from './auth.service.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 429: errorAnswerSchema };
const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const authRoutes: FastifyPluginAsyncZod<{
  deps: service.AuthDeps;
  limits: { loginMax: number; resetMax: number };
  redis: Redis | null;
}> = async (app, { deps, limits, redis }) => {
  // The sign-in budget, taken before the password is checked (decisions 073, 117).
  const throttle = new SignInThrottle(redis, limits.loginMax, FIFTEEN_MINUTES / 1000);
  /** The id of the device proof this browser holds for `email`, if any (decision 117). */
  const deviceOf = async (request: FastifyRequest, email: string): Promise<string | null> => {
    const cookie = SessionCookies.device(request);
    const proof = cookie ? await deps.signer.verifyDevice('device', cookie) : null;
    return proof?.email === email ? proof.id : null;
  };
  /** Calls that use the session's cookies must come from the web app's scripts (CSRF, decision 117). */
  const requireScript = (request: FastifyRequest) => {
    if (!isScriptRequest(request)) throw new AppError('forbidden', 'X-Requested-With required');
  };

  app.post(
    '/token/',
    {
      policy: 'public',
      schema: {
        operationId: 'auth.signIn',
        tags: ['auth'],
        summary: 'Sign in: sets the session cookies',
        body: tokenBodySchema,
        response: { 200: sessionAnswerSchema, ...errors },
      },
      // A flood guard on every attempt of one address, far above what a person types.
      config: {
        rateLimit: { max: limits.loginMax * 10, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `login:${clientKey(req.ip)}` },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const device = await deviceOf(request, email);
      const ticket = await throttle.take(clientKey(request.ip), email, device);
      if (ticket.accountJustLocked) {
        await service.mailSignInUnlock(deps, email).catch((err: unknown) => request.log.warn({ err }, 'sign-in unlock mail failed'));
      }
      if (ticket.wait > 0) throw rateLimited(ticket.wait);
      let pair;
      try {
        pair = await service.login(deps, request.body.email, request.body.password);
      } catch (error) {
        await ticket.settle(error instanceof AppError && error.code === 'invalid_credentials' ? 'wrong' : 'error');
        throw error;
      }
      await ticket.settle('success');
      app.sessionCookies.setDevice(
        request,
        reply,
        await deps.signer.signDevice('device', email, device ?? randomUUID(), DEVICE_TTL_SECONDS),
      );
      return app.sessionCookies.set(request, reply, pair);
    },
  );

  app.post(
    '/token/refresh/',
    {
      policy: 'public',
      config: { rateLimit: SESSION_TOKEN_RATE_LIMIT },
      schema: {
        operationId: 'auth.refreshSession',
        tags: ['auth'],
        summary: 'Rotate the refresh token of the HttpOnly cookie (X-Requested-With required); sets the session cookies',
        response: { 200: sessionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireScript(request);
      const token = SessionCookies.refresh(request);
      try {
        if (!token) throw new AppError('token_invalid', 'Refresh token invalid');
        return app.sessionCookies.set(request, reply, await service.refresh(deps, token));
      } catch (error) {
        if (error instanceof AppError) app.sessionCookies.clear(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/token/sign-out/',
    {
      policy: 'public',
      config: { rateLimit: SESSION_TOKEN_RATE_LIMIT },
      schema: {
        operationId: 'auth.signOut',
        tags: ['auth'],
        summary: "Sign out: revokes the session's refresh-token family on the server, stops its access tokens, clears the cookies",
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireScript(request);
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      await service.signOut(deps, SessionCookies.refresh(request), bearer ?? SessionCookies.access(request));
      app.sessionCookies.clear(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/token/unlock/',
    {
      policy: 'public',
      schema: {
        operationId: 'auth.unlockAccount',
        tags: ['auth'],
        summary: 'Mailed unlock link: proves this device for sign-in while the account is locked (decision 117), then the login page',
        querystring: z.object({ token: z.string().max(2048) }),
        response: { 303: z.null().describe('To the login page (Location), whether the link was valid or not') },
      },
      config: {
        rateLimit: { max: limits.resetMax * 4, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `login-unlock:${clientKey(req.ip)}` },
      },
    },
    async (request, reply) => {
      const proof = await deps.signer.verifyDevice('device-unlock', request.query.token);
      if (proof)
        app.sessionCookies.setDevice(request, reply, await deps.signer.signDevice('device', proof.email, proof.id, DEVICE_TTL_SECONDS));
      return reply.redirect('/app/login', 303);
    },
  );

  app.post(
    '/password-reset/',
    {
      policy: 'public',
      schema: {
        operationId: 'auth.requestPasswordReset',
        tags: ['auth'],
        summary: 'E-mail a password-reset link',
        body: passwordResetBodySchema,
        response: { 204: z.null(), ...errors },
      },
      config: { rateLimit: { max: limits.resetMax, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `reset:${clientKey(req.ip)}` } },
    },
    async (request, reply) => {
      await service.requestPasswordReset(deps, request.body.email);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/password-reset/confirm/',
    {
      policy: 'public',
      schema: {
        operationId: 'auth.resetPassword',
        tags: ['auth'],
        summary: 'Set a new password from a reset link',
        body: passwordResetConfirmBodySchema,
        response: { 204: z.null(), ...errors },
      },
      config: {
        rateLimit: { max: limits.resetMax * 4, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `reset-confirm:${clientKey(req.ip)}` },
      },
    },
    async (request, reply) => {
      await service.confirmPasswordReset(deps, request.body.token, request.body.password);
      // Every session of the user is over (families revoked, access tokens stopped, decision 117).
      app.sessionCookies.clear(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/change-password/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'auth.changePassword',
        tags: ['auth'],
        summary: 'Change password',
        security: [{ bearer: [] }],
        body: changePasswordBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const access = await service.changePassword(deps, auth.userId, auth.sessionId, request.body.oldPassword, request.body.newPassword);
      // The other sessions stop; this one goes on with an access token of the new version (decision 117).
      app.sessionCookies.setAccess(request, reply, access);
      return reply.status(204).send(null);
    },
  );
};
