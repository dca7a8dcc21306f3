import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purchasedListAnswerSchema, purchasedListQuerySchema } from '@app/contracts/candidates';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../../db/client.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './purchases.service.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema };

/** Bought resumes (spec section 7); the purchase itself goes through the basket checkout. */
export const purchaseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/purchased-candidate/',
    {
      policy: 'shopUser',
      schema: {
        operationId: 'resumeShop.listPurchasedCandidates',
        tags: ['candidates'],
        security: [{ bearer: [] }],
        summary: 'Bought resumes, grouped by searched job then purchase date',
        querystring: purchasedListQuerySchema,
        response: { 200: purchasedListAnswerSchema, ...errors },
      },
    },
    async (request) => service.listPurchased(db, requireAuth(request), request.query),
  );
};
