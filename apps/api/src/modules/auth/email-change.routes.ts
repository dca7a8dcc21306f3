import { clientKey } from '../../plugins/rate-limit.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailBodySchema,
  changeEmailConfirmBodySchema,
  changeEmailPendingSchema,
  changeEmailUndoBodySchema,
  changeEmailUndoneSchema,
} from '@app/contracts/auth';
import { errorAnswerSchema } from '@app/contracts/errors';
import { requireAuth } from '../../plugins/auth.ts';
import type { AuthDeps } from './auth.service.ts';
import { confirmEmailChange, requestEmailChange, undoEmailChange } from './email-change.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 409: errorAnswerSchema, 429: errorAnswerSchema };
const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The e-mail change in two steps and its undo link (decision 118). */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; limits: { resetMax: number } }> = async (app, { deps, limits }) => {
  app.patch(
    '/change-email/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'auth.changeEmail',
        tags: ['auth'],
        summary: 'Ask to change the e-mail: a code goes to the new address, nothing moves yet',
        security: [{ bearer: [] }],
        body: changeEmailBodySchema,
        response: { 202: changeEmailPendingSchema, ...errors },
      },
      // Each call mails an address the caller names: bounded like the reset mails.
      config: {
        rateLimit: { max: limits.resetMax, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `email-change:${clientKey(req.ip)}` },
      },
    },
    async (request, reply) => {
      const { oldEmail, newEmail, password } = request.body;
      return reply.status(202).send(await requestEmailChange(deps, requireAuth(request).userId, oldEmail, newEmail, password));
    },
  );

  app.post(
    '/change-email/confirm/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'auth.confirmEmailChange',
        tags: ['auth'],
        summary: 'Move the account to the new e-mail with the code mailed there',
        security: [{ bearer: [] }],
        body: changeEmailConfirmBodySchema,
        response: { 200: changeEmailUndoneSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { email, access } = await confirmEmailChange(deps, auth.userId, auth.sessionId, request.body.code);
      // The other sessions end; this one goes on with an access token of the new version (decision 117).
      app.sessionCookies.setAccess(request, reply, access);
      return { email };
    },
  );

  app.post(
    '/change-email/undo/',
    {
      policy: 'public',
      schema: {
        operationId: 'auth.undoEmailChange',
        tags: ['auth'],
        summary: 'Put the old e-mail back on the account, from the link mailed to it',
        body: changeEmailUndoBodySchema,
        response: { 200: changeEmailUndoneSchema, ...errors },
      },
      config: {
        rateLimit: { max: limits.resetMax * 4, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `email-undo:${clientKey(req.ip)}` },
      },
    },
    async (request) => undoEmailChange(deps, request.body.token),
  );
};
