import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { orderUuidParamsSchema, staffOrdersSchema } from '@app/contracts/staff';
import { orderRefundSchema, orderSearchSchema, partialRefundAnswerSchema, partialRefundRequestSchema } from '@app/contracts/staff-money';
import { requireStaff } from '../../plugins/staff-auth.ts';
import type { RefundDeps } from '../checkout/index.ts';
import { listOrderRefunds, refundPaidOrder, searchOrders } from './staff-orders.ts';

/** Orders and their refunds in the back office (issue 34 item 3, decision 160), policy `staffFinance`. */
export const staffOrderRoutes: FastifyPluginAsyncZod<{ deps: RefundDeps & { publicUrl: string } }> = async (app, { deps }) => {
  const tags = ['admin'];

  app.get(
    '/admin/orders/',
    {
      policy: 'staffFinance',
      schema: {
        operationId: 'admin.searchOrders',
        tags,
        summary: 'Orders by buyer e-mail, order number (uuid or invoice number) or status, newest first (100 at most)',
        querystring: orderSearchSchema,
        response: { 200: staffOrdersSchema },
      },
    },
    async (request) => ({ orders: await searchOrders(deps.db, request.query) }),
  );

  app.get(
    '/admin/orders/:uuid/refunds/',
    {
      policy: 'staffFinance',
      schema: {
        operationId: 'admin.listOrderRefunds',
        tags,
        summary: "An order's refunds by staff, with their credit notes",
        params: orderUuidParamsSchema,
        response: { 200: z.object({ refunds: z.array(orderRefundSchema) }) },
      },
    },
    async (request) => ({ refunds: await listOrderRefunds(deps.db, request.params.uuid) }),
  );

  app.post(
    '/admin/orders/:uuid/refunds/',
    {
      policy: 'staffFinance',
      schema: {
        operationId: 'admin.refundOrderAmount',
        tags,
        summary:
          'Refunds part or all of a paid order through the payment provider, never above what is left; credit note and mail to the buyer; idempotent per key; audited',
        params: orderUuidParamsSchema,
        body: partialRefundRequestSchema,
        // 409: not a paid order, more than what is left, or the same refund being made; 502: the provider refused.
        response: { 200: partialRefundAnswerSchema, 409: errorAnswerSchema, 502: errorAnswerSchema },
      },
    },
    async (request) => refundPaidOrder({ ...deps, log: request.log }, requireStaff(request), request.params.uuid, request.body),
  );
};
