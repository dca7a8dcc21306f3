import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  refreshBodySchema,
  tokenBodySchema,
  tokenPairSchema,
} from '@app/contracts/auth';
import { errorAnswerSchema } from '@app/contracts/errors';
import { normalizeEmail } from '@app/contracts/validation';
import type { Redis } from 'ioredis';
import { AppError, rateLimited } from '../../lib/errors.ts';
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
  // Failed sign-ins per address and e-mail, and per e-mail alone; successes do not count (decision 073).
  const throttle = new SignInThrottle(redis, limits.loginMax, FIFTEEN_MINUTES / 1000);
  app.post(
    '/token/',
    {
      schema: { tags: ['auth'], summary: 'Sign in', body: tokenBodySchema, response: { 200: tokenPairSchema, ...errors } },
      // A flood guard on every attempt of one address, far above what a person types.
      config: { rateLimit: { max: limits.loginMax * 10, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `login:${req.ip}` } },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const wait = await throttle.secondsToWait(request.ip, email);
      if (wait > 0) throw rateLimited(wait);
      try {
        const pair = await service.login(deps, request.body.email, request.body.password);
        await throttle.succeeded(request.ip, email);
        return pair;
      } catch (error) {
        if (error instanceof AppError && error.code === 'invalid_credentials') await throttle.failed(request.ip, email);
        throw error;
      }
    },
  );

  app.post(
    '/token/refresh/',
    { schema: { tags: ['auth'], summary: 'Rotate the refresh token', body: refreshBodySchema, response: { 200: tokenPairSchema, ...errors } } },
    async (request) => service.refresh(deps, request.body.refresh),
  );

  app.post(
    '/password-reset/',
    {
      schema: { tags: ['auth'], summary: 'E-mail a password-reset link', body: passwordResetBodySchema, response: { 204: z.null(), ...errors } },
      config: { rateLimit: { max: limits.resetMax, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `reset:${req.ip}` } },
    },
    async (request, reply) => {
      await service.requestPasswordReset(deps, request.body.email);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/password-reset/confirm/',
    {
      schema: { tags: ['auth'], summary: 'Set a new password from a reset link', body: passwordResetConfirmBodySchema, response: { 204: z.null(), ...errors } },
      config: { rateLimit: { max: limits.resetMax * 4, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `reset-confirm:${req.ip}` } },
    },
    async (request, reply) => {
      await service.confirmPasswordReset(deps, request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/change-password/',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], summary: 'Change password', security: [{ bearer: [] }], body: changePasswordBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await service.changePassword(deps, auth.userId, auth.sessionId, request.body.oldPassword, request.body.newPassword);
      return reply.status(204).send(null);
    },
  );
};
