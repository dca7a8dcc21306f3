import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { priceChangeAnswerSchema, priceChangeSchema, priceIdParamsSchema, staffPricesSchema } from '@app/contracts/staff-money';
import type { Db } from '../../db/client.ts';
import { requireStaff } from '../../plugins/staff-auth.ts';
import { changePrice, listStaffPrices } from './staff-prices.ts';

/** Products' prices with their validity dates in the back office (issue 34 item 3, decision 160), policy `staffFinance`. */
export const staffPriceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/prices/',
    {
      policy: 'staffFinance',
      schema: {
        operationId: 'admin.listPrices',
        tags: ['admin'],
        summary: 'Every price with its validity dates; `current` marks what the next checkout charges',
        response: { 200: staffPricesSchema },
      },
    },
    async () => ({ prices: await listStaffPrices(db) }),
  );

  app.post(
    '/admin/prices/:id/change/',
    {
      policy: 'staffFinance',
      schema: {
        operationId: 'admin.changePrice',
        tags: ['admin'],
        summary: 'Ends a price at a date (now or later) and starts its successor with the new amount; orders keep theirs; audited',
        params: priceIdParamsSchema,
        body: priceChangeSchema,
        // 409: the price already has a successor.
        response: { 200: priceChangeAnswerSchema, 409: errorAnswerSchema },
      },
    },
    async (request) => changePrice(db, requireStaff(request), request.params.id, request.body),
  );
};
