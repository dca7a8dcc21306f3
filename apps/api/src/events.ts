import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundPlugin } from './background.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { ownsOrder } from './modules/checkout/checkout.service.ts';
import { embeddedCheckoutRoutes } from './providers/payment/embedded-checkout.routes.ts';
import type { EmbeddedPaymentProvider } from './providers/payment/embedded-driver.ts';
import { loopbackDeliverer } from './providers/payment/loopback-deliverer.ts';
import type { AppServices } from './services.ts';

/**
 * The event wiring, in one place (issue 14):
 * - payment events: the provider (Stripe, or the embedded checkout delivering to this instance
 *   through `loopbackDeliverer`) posts to `POST /api/payments/webhook/` (`checkout.routes.ts`);
 *   `processPaymentEvent` marks the order paid and runs `ORDER_PAID_EFFECTS`
 *   (`modules/checkout/order-paid.ts`) in order, then issues the invoice;
 * - background jobs (`background.ts`, pg-boss): match refresh after each write, digests, payment
 *   sweep (redelivers the embedded events not accepted), invoice PDFs, payouts, retention.
 * Registered after the module routes: the background plugin's hook sees every route.
 */
export const eventsPlugin = fp(
  async (app: FastifyInstance, s: AppServices) => {
    const { commerce, db } = s;
    app.decorate('commerce', commerce);
    await app.register(checkoutRoutes, { prefix: '/api', deps: commerce });
    if (commerce.payment.name === 'embedded') {
      const provider = commerce.payment as EmbeddedPaymentProvider;
      await app.register(embeddedCheckoutRoutes, {
        prefix: '/checkout',
        provider,
        ownsOrder: (recruiterId, uuid) => ownsOrder(db, recruiterId, uuid),
      });
      // The embedded checkout delivers its events to this instance's webhook; the payment sweep job
      // redelivers those it could not deliver.
      provider.setDeliverer(loopbackDeliverer(app));
    }

    await app.register(backgroundPlugin, {
      database: s.database,
      enabled: s.config.backgroundJobs,
      deps: {
        db,
        commerce,
        digests: { db, mailer: s.mailer, publicUrl: s.publicUrl, log: (message, extra) => app.log.error(extra, message) },
        payouts: { storage: s.storage, debtor: s.config.payoutDebtor, mailer: s.mailer, publicUrl: s.publicUrl },
        privacy: s.privacy,
        log: (message, extra = {}) => (/failed|error/.test(message) ? app.log.error(extra, message) : app.log.debug(extra, message)),
      },
    });
  },
  { name: 'events' },
);
