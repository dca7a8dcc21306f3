import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressFiltersSchema } from '@app/contracts/candidates';
import { errorAnswerSchema } from '@app/contracts/errors';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import { addressFilters } from './filters.service.ts';

/**
 * Resume filters of an address. The path lives under the addresses' prefix but the route is
 * registered here (the addresses module does not define it).
 */
export const filterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/addresses/:uuid/filters/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'resumeShop.getAddressFilters',
        tags: ['candidates'],
        security: [{ bearer: [] }],
        summary: 'Job filters of an address with counts, and the experience and business-unit filters',
        params: z.object({ uuid: z.uuid() }),
        response: {
          200: addressFiltersSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => addressFilters(db, requireAuth(request), request.params.uuid),
  );
};
