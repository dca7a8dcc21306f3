import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketBodySchema, basketCheckoutAnswerSchema, basketSummarySchema, resumeOrderSchema } from '@app/contracts/basket';
import { errorAnswerSchema } from '@app/contracts/errors';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import type { CommerceDeps } from '../checkout/index.ts';
import * as service from './basket.service.ts';
import { bearer, moduleRoutes } from '../../lib/route-options.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema };

/** Shopping basket: priced summary, checkout of the resumes, and the confirmed order. */
export const basketRoutes: FastifyPluginAsyncZod<{ deps: Pick<CommerceDeps, 'db' | 'payment' | 'publicUrl'> }> = async (app, { deps }) => {
  const route = moduleRoutes({ policy: 'shopBuyer', tags: ['basket'], security: bearer, errors });

  app.post(
    '/basket/summary',
    route({
      operationId: 'basket.summarizeBasket',
      summary: 'Price a basket (shopping order resume)',
      body: basketBodySchema,
      response: { 200: basketSummarySchema },
    }),
    async (request) => service.basketSummary(deps.db, requireAuth(request), request.body.uuids),
  );

  app.post(
    '/basket/checkout',
    route({
      operationId: 'basket.checkOutBasket',
      summary: 'Buy the basket’s resumes not bought yet: answers the checkout URL',
      body: basketBodySchema,
      response: { 200: basketCheckoutAnswerSchema, 502: errorAnswerSchema },
    }),
    async (request) => service.checkout(deps, requireAuth(request), request.body.uuids),
  );

  app.get(
    '/basket/orders/:uuid/',
    route(
      {
        operationId: 'basket.getBasketOrder',
        summary: 'A resume order (order-confirmed page)',
        params: z.object({ uuid: z.uuid() }),
        response: { 200: resumeOrderSchema },
      },
      'recruiter',
    ),
    async (request) => service.resumeOrder(deps.db, requireAuth(request), request.params.uuid),
  );
};
