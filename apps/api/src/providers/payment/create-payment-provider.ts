import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createEmbeddedDriver, deriveEmbeddedWebhookSecret } from './embedded-driver.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeDriver } from './stripe-driver.ts';

/**
 * Stripe when STRIPE_SECRET_KEY is set (then STRIPE_WEBHOOK_SECRET is required), the embedded
 * checkout otherwise.
 */
export function createPaymentProvider(config: Config, deps: { db: Db; serverSecret: string; publicUrl: string }): PaymentProvider {
  const { secretKey, webhookSecret, apiBase } = config.stripe;
  if (secretKey) {
    if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
    return createStripeDriver({ secretKey, webhookSecret, apiBase });
  }
  return createEmbeddedDriver({
    db: deps.db,
    webhookSecret: webhookSecret ?? deriveEmbeddedWebhookSecret(deps.serverSecret),
    publicUrl: deps.publicUrl,
  });
}
