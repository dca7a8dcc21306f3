import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { checkoutSessionParamsSchema, orderSchema, orderUuidParamsSchema } from '@app/contracts/orders';
import { AppError } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { PaymentSignatureError } from '../../providers/payment/payment-provider.ts';
import { treatInvoice } from '../invoices/index.ts';
import type { CommerceDeps } from './commerce-deps.ts';
import { getOwnOrder, getOwnOrderBySession } from './checkout.service.ts';
import { processPaymentEvent } from './payment-events.service.ts';
import { refundUnfulfilledOrder } from './refunds.ts';

const webhookAnswerSchema = z.object({ received: z.boolean(), outcome: z.enum(['processed', 'duplicate', 'ignored']) });

/**
 * The payment webhook, alone in its plugin so that its raw-body parser applies to it only: the
 * signature is computed over the exact bytes received.
 */
const webhookPlugin: FastifyPluginAsyncZod<{ deps: CommerceDeps }> = async (app, { deps }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
  app.post(
    '/payments/webhook/',
    {
      policy: 'public',
      config: { unlimited: "the payment provider's signed events, in bursts from its few addresses: an unsigned body costs one HMAC" },
      schema: {
        operationId: 'payments.receiveWebhook',
        tags: ['payments'],
        summary: 'Payment provider webhook (Stripe-signed events: Stripe Checkout or the embedded checkout)',
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }).loose(),
        body: z.any().describe('The event, as raw JSON bytes'),
        response: { 200: webhookAnswerSchema, 400: errorAnswerSchema, 500: errorAnswerSchema },
      },
    },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new AppError('webhook_signature_invalid', 'Expected a JSON body');
      let event;
      try {
        event = deps.payment.parseWebhook(raw, request.headers['stripe-signature']);
      } catch (err) {
        if (err instanceof PaymentSignatureError) throw new AppError('webhook_signature_invalid', 'Invalid signature');
        throw err;
      }
      const payload = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      const result = await processPaymentEvent(deps, event, payload);
      request.log.info({ eventId: event.id, type: event.type, outcome: result.outcome, order: result.orderUuid }, 'payment event');
      if (result.mismatch) {
        request.log.error(
          { eventId: event.id, order: result.orderUuid, ...result.mismatch },
          'payment does not match its order: order flagged payment_mismatch, not fulfilled',
        );
      }
      if (result.dispute) {
        request.log.warn(
          { eventId: event.id, order: result.orderUuid, dispute: result.dispute },
          'payment disputed: order marked disputed',
        );
      }
      if (result.takenBack) {
        request.log.info(
          { eventId: event.id, order: result.orderUuid, ...result.takenBack },
          'payment taken back (whole refund or dispute): what the order gave is taken back',
        );
      }
      // The refund comes after the commit; a failure here is repaired by the payment sweep (decision 116).
      for (const id of result.refundOrderIds ?? []) {
        await refundUnfulfilledOrder(deps, id).catch((err: unknown) =>
          request.log.error({ err, orderId: id }, 'refund failed; the payment sweep retries'),
        );
      }
      // The PDF comes after the commit; a failure here is repaired by the sweep (invoice stays untreated).
      for (const id of result.invoiceIds) {
        await treatInvoice(deps, id).catch((err: unknown) => request.log.error({ err, invoiceId: id }, 'invoice PDF failed'));
      }
      return { received: true, outcome: result.outcome };
    },
  );
};

/** Payment webhook and order look-ups for the return pages. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ deps: CommerceDeps }> = async (app, { deps }) => {
  await app.register(webhookPlugin, { deps });

  app.get(
    '/orders/session/:sessionId/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'orders.getOrderBySession',
        tags: ['orders'],
        summary: 'The order paid through a checkout session (payment return pages)',
        security: [{ bearer: [] }],
        params: checkoutSessionParamsSchema,
        response: { 200: orderSchema, 401: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => getOwnOrderBySession(deps.db, requireAuth(request).recruiterId, request.params.sessionId),
  );

  app.get(
    '/orders/:uuid/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'orders.getOrder',
        tags: ['orders'],
        summary: 'One order of the account',
        security: [{ bearer: [] }],
        params: orderUuidParamsSchema,
        response: { 200: orderSchema, 401: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => getOwnOrder(deps.db, requireAuth(request).recruiterId, request.params.uuid),
  );
};
