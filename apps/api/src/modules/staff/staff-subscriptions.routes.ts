import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { subscriptionInfoSchema, subscriptionListSchema } from '@app/contracts/orders';
import {
  staffSubscriptionsQuerySchema,
  subscriptionCancelSchema,
  subscriptionRenewalSchema,
  subscriptionUuidParamsSchema,
} from '@app/contracts/staff-money';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { requireStaff } from '../../plugins/staff-auth.ts';
import { cancelSubscriptionByStaff, moveSubscriptionRenewal, subscriptionsOf } from './staff-subscriptions.ts';

/** Customers' subscriptions in the back office (issue 34 item 3, decision 160), policy `staffFinance`. */
export const staffSubscriptionRoutes: FastifyPluginAsyncZod<{ deps: { db: Db; payment: PaymentProvider } }> = async (app, { deps }) => {
  const tags = ['admin'];
  const answer = z.object({ subscription: subscriptionInfoSchema });

  app.get(
    '/admin/subscriptions/',
    {
      policy: 'staffFinance',
      schema: {
        operationId: 'admin.listSubscriptions',
        tags,
        summary: "A customer's subscriptions (by account e-mail), as their own screen shows them",
        querystring: staffSubscriptionsQuerySchema,
        response: { 200: subscriptionListSchema },
      },
    },
    async (request) => ({ results: await subscriptionsOf(deps.db, request.query.email) }),
  );

  app.post(
    '/admin/subscriptions/:uuid/cancel/',
    {
      policy: 'staffFinance',
      schema: {
        operationId: 'admin.cancelSubscription',
        tags,
        summary: 'Stops a subscription at the end of its period, or ends it now; audited',
        params: subscriptionUuidParamsSchema,
        body: subscriptionCancelSchema,
        // 409: not running, or changed since the operator read it; 502: the provider refused.
        response: { 200: answer, 409: errorAnswerSchema, 502: errorAnswerSchema },
      },
    },
    async (request) => ({ subscription: await cancelSubscriptionByStaff(deps, requireStaff(request), request.params.uuid, request.body) }),
  );

  app.post(
    '/admin/subscriptions/:uuid/renewal/',
    {
      policy: 'staffFinance',
      schema: {
        operationId: 'admin.moveSubscriptionRenewal',
        tags,
        summary: 'Extends a subscription by free months, or moves its renewal date; audited',
        params: subscriptionUuidParamsSchema,
        body: subscriptionRenewalSchema,
        // 409: not running, changed since read, or billed by Stripe on its own dates.
        response: { 200: answer, 409: errorAnswerSchema },
      },
    },
    async (request) => ({ subscription: await moveSubscriptionRenewal(deps, requireStaff(request), request.params.uuid, request.body) }),
  );
};
