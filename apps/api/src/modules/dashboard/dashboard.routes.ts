import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '@app/contracts/dashboard';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getDashboard } from './dashboard.service.ts';

/** The dashboard's summary of one of the recruiter's addresses (404 for someone else's). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboard/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'dashboard.getDashboard',
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary: 'Jobs of an address with their recent applications',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => getDashboard(db, requireAuth(request), request.query.address),
  );
};
