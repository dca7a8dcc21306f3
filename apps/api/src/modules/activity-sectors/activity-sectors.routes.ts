import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activitySectorListAnswerSchema, activitySectorQuerySchema } from '@app/contracts/account';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../db/client.ts';
import { searchActivitySectors } from './activity-sectors.repository.ts';

/** GET /api/activity-sectors/?search=&page_size=6 (spec section 7). Open: registration uses it. */
export const activitySectorsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/activity-sectors/',
    {
      policy: 'public',
      config: { rateLimit: { max: 240, timeWindow: 60_000 } },
      schema: {
        operationId: 'referenceLists.listActivitySectors',
        tags: ['reference'],
        summary: 'Activity sectors, searched by name (accents and case ignored)',
        querystring: activitySectorQuerySchema,
        response: { 200: activitySectorListAnswerSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request) => searchActivitySectors(db, request.query.search ?? '', request.query.page, request.query.page_size),
  );
};
