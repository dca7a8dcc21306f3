import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { addressUuidParamsSchema, subscriptionListSchema, subscriptionUuidParamsSchema } from '@app/contracts/orders';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { simulateRenewal } from './renewals.service.ts';
import { cancelAddressSubscription, cancelSubscription, listSubscriptions, resumeSubscription } from './subscriptions.service.ts';

const errors = { 401: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema, 502: errorAnswerSchema };

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ deps: { db: Db; payment: PaymentProvider } }> = async (app, { deps }) => {
  app.get(
    '/subscriptions/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'subscriptions.listSubscriptions',
        tags: ['subscriptions'],
        summary: 'Subscriptions of the signed-in account: status, period and price',
        security: [{ bearer: [] }],
        response: { 200: subscriptionListSchema, 401: errorAnswerSchema },
      },
    },
    async (request) => ({ results: await listSubscriptions(deps.db, requireAuth(request).recruiterId) }),
  );

  app.post(
    '/subscriptions/:uuid/cancel/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'subscriptions.cancelSubscription',
        tags: ['subscriptions'],
        summary: 'Stop a subscription at the end of its paid period',
        security: [{ bearer: [] }],
        params: subscriptionUuidParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelSubscription(deps, requireAuth(request).recruiterId, request.params.uuid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/subscriptions/:uuid/resume/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'subscriptions.resumeSubscription',
        tags: ['subscriptions'],
        summary: 'Restart the renewal of a subscription stopped at its period end, while that period runs',
        security: [{ bearer: [] }],
        params: subscriptionUuidParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resumeSubscription(deps, requireAuth(request).recruiterId, request.params.uuid);
      return reply.status(204).send(null);
    },
  );

  // The embedded checkout renews nothing by itself: tests and the demo bill a cycle here (decision 070).
  if (deps.payment.name === 'embedded') {
    app.post(
      '/subscriptions/:uuid/simulate-renewal/',
      {
        policy: 'signedIn',
        schema: {
          operationId: 'subscriptions.simulateRenewal',
          tags: ['subscriptions'],
          summary: 'Embedded checkout only: bill the next cycle of a subscription as the provider would at its period end',
          security: [{ bearer: [] }],
          params: subscriptionUuidParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await simulateRenewal(deps, requireAuth(request).recruiterId, request.params.uuid);
        return reply.status(204).send(null);
      },
    );
  }

  app.post(
    '/addresses/:uuid/stop-subscription/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'subscriptions.stopAddressSubscription',
        tags: ['subscriptions'],
        summary: "Stop-subscription link of an address card: the address's subscription ends with its paid period",
        security: [{ bearer: [] }],
        params: addressUuidParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelAddressSubscription(deps, requireAuth(request).recruiterId, request.params.uuid);
      return reply.status(204).send(null);
    },
  );
};
