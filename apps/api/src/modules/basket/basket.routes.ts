import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketBodySchema, basketCheckoutAnswerSchema, basketSummarySchema, resumeOrderSchema } from '@app/contracts/basket';
import { errorAnswerSchema } from '@app/contracts/errors';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import type { CommerceDeps } from '../checkout/index.ts';
import * as service from './basket.service.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema };

/** Shopping basket: priced summary, checkout of the resumes, and the confirmed order. */
export const basketRoutes: FastifyPluginAsyncZod<{ deps: Pick<CommerceDeps, 'db' | 'payment' | 'publicUrl'> }> = async (app, { deps }) => {
  const tags = ['basket'];
  const security = [{ bearer: [] }];

  app.post(
    '/basket/summary',
    {
      policy: 'shopBuyer',
      schema: {
        operationId: 'basket.summarizeBasket',
        tags,
        security,
        summary: 'Price a basket (shopping order resume)',
        body: basketBodySchema,
        response: { 200: basketSummarySchema, ...errors },
      },
    },
    async (request) => service.basketSummary(deps.db, requireAuth(request), request.body.uuids),
  );

  app.post(
    '/basket/checkout',
    {
      policy: 'shopBuyer',
      schema: {
        operationId: 'basket.checkOutBasket',
        tags,
        security,
        summary: 'Buy the basket’s resumes not bought yet: answers the checkout URL',
        body: basketBodySchema,
        response: { 200: basketCheckoutAnswerSchema, 502: errorAnswerSchema, ...errors },
      },
    },
    async (request) => service.checkout(deps, requireAuth(request), request.body.uuids),
  );

  app.get(
    '/basket/orders/:uuid/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'basket.getBasketOrder',
        tags,
        security,
        summary: 'A resume order (order-confirmed page)',
        params: z.object({ uuid: z.uuid() }),
        response: { 200: resumeOrderSchema, ...errors },
      },
    },
    async (request) => service.resumeOrder(deps.db, requireAuth(request), request.params.uuid),
  );
};
