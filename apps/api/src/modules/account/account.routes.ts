import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema } from '@app/contracts/auth';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProfile } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/recruiter/me/profile/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user and their recruiter account',
        security: [{ bearer: [] }],
        response: { 200: profileSchema, 401: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => getProfile(db, requireAuth(request).userId),
  );
};
