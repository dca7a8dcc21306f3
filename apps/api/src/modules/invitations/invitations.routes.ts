import { clientKey } from '../../plugins/rate-limit.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationAcceptBodySchema, sessionAnswerSchema } from '@app/contracts/auth';
import { errorAnswerSchema } from '@app/contracts/errors';
import * as service from './invitations.service.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const invitationsRoutes: FastifyPluginAsyncZod<{ deps: service.InvitationDeps; limits: { resetMax: number } }> = async (
  app,
  { deps, limits },
) => {
  app.post(
    '/invitations/accept/',
    {
      policy: 'public',
      schema: {
        operationId: 'auth.acceptInvitation',
        tags: ['auth'],
        summary: 'Set the first password of an account created by the sales team, from its invitation link; opens a session (cookies)',
        body: invitationAcceptBodySchema,
        response: { 200: sessionAnswerSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
      // As the password-reset link's confirmation: a link is a 256-bit secret, the limit stops a flood.
      config: {
        rateLimit: {
          max: limits.resetMax * 4,
          timeWindow: FIFTEEN_MINUTES,
          keyGenerator: (req) => `invitation-accept:${clientKey(req.ip)}`,
        },
      },
    },
    async (request, reply) =>
      app.sessionCookies.set(request, reply, await service.acceptInvitation(deps, request.body.token, request.body.password)),
  );
};
