import Stripe from 'stripe';
import {
  CURRENCY,
  OPEN_CHECKOUT_MIN_LIFE_MS,
  verifyStripeSignedEvent,
  type CheckoutPaymentToRefund,
  type PaymentToRefund,
  type CheckoutSession,
  type CreateCheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider.ts';

export interface StripeDriverOptions {
  secretKey: string;
  webhookSecret: string;
  /** `http://127.0.0.1:12111` to talk to a local fake Stripe API in tests; Stripe's own API otherwise. */
  apiBase?: string | undefined;
}

/** Client options from STRIPE_API_BASE: the SDK takes host, port and protocol separately. */
export function stripeClientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!apiBase) return base;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe Checkout through Stripe's SDK; webhooks verified on the raw body with the signing secret. */
export function createStripeDriver(options: StripeDriverOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, stripeClientOptions(options.apiBase));

  return {
    name: 'stripe',

    async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession> {
      const subscription = input.lines.some((l) => l.recurring !== null);
      const session = await stripe.checkout.sessions.create(
        {
          mode: subscription ? 'subscription' : 'payment',
          locale: 'fr',
          client_reference_id: input.reference,
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
          ...(subscription ? { subscription_data: { metadata: input.metadata } } : { payment_intent_data: { metadata: input.metadata } }),
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: CURRENCY,
              // Charged amounts include VAT; our own invoice details HT, TVA and TTC.
              unit_amount: line.unitAmountInclVat,
              product_data: { name: line.name },
              ...(line.recurring ? { recurring: { interval: line.recurring.interval, interval_count: line.recurring.intervalCount } } : {}),
            },
          })),
        },
        { idempotencyKey: `checkout_${input.reference}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without url');
      return { id: session.id, url: session.url };
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
      return verifyStripeSignedEvent(rawBody, signature, options.webhookSecret);
    },

    async cancelSubscriptionAtPeriodEnd(providerSubscriptionId: string): Promise<void> {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },

    async resumeSubscriptionRenewal(providerSubscriptionId: string): Promise<void> {
      // Stripe's way to undo a scheduled cancellation while the subscription is still active.
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: false });
    },

    async findOpenCheckout(sessionId: string) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const payable = session.status === 'open' && session.url && session.expires_at * 1000 > Date.now() + OPEN_CHECKOUT_MIN_LIFE_MS;
      return payable ? { url: session.url! } : null;
    },

    async expireCheckoutSession(sessionId: string) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (err) {
        // Stripe refuses to expire a session that is not open: read what it became.
        const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
        if (session?.status === 'complete') return 'complete';
        if (session?.status === 'expired') return 'expired';
        throw err;
      }
    },

    async refundCheckoutPayment(payment: CheckoutPaymentToRefund) {
      // A refunded first payment must not renew: the subscription stops now, not at period end.
      if (payment.subscriptionId) {
        await stripe.subscriptions.cancel(payment.subscriptionId).catch(async (err: unknown) => {
          const sub = await stripe.subscriptions.retrieve(payment.subscriptionId!).catch(() => null);
          if (sub?.status !== 'canceled') throw err;
        });
      }
      const paymentIntent = payment.paymentIntentId ?? (await paymentIntentOf(payment));
      if (!paymentIntent) throw new Error(`no payment to refund for checkout session ${payment.sessionId}`);
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, reason: 'duplicate', metadata: { orderUuid: payment.reference } },
        { idempotencyKey: `refund_${payment.reference}` },
      );
      return { refundId: refund.id };
    },

    async refundPayment(payment: PaymentToRefund) {
      const paymentIntent =
        payment.paymentIntentId ??
        (await paymentIntentOf({
          reference: payment.orderUuid,
          sessionId: payment.sessionId,
          paymentIntentId: null,
          invoiceId: null,
          subscriptionId: null,
        }));
      if (!paymentIntent) throw new Error(`no payment to refund for checkout session ${payment.sessionId}`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: payment.amountCents,
          reason: 'requested_by_customer',
          metadata: { orderUuid: payment.orderUuid },
        },
        { idempotencyKey: payment.idempotencyKey },
      );
      return { refundId: refund.id };
    },
  };

  /** The payment intent of a session whose event did not name it: the session's own, or its first invoice's. */
  async function paymentIntentOf(payment: CheckoutPaymentToRefund): Promise<string | null> {
    const session = await stripe.checkout.sessions.retrieve(payment.sessionId);
    const direct = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    if (direct) return direct;
    const invoiceId = payment.invoiceId ?? (typeof session.invoice === 'string' ? session.invoice : (session.invoice?.id ?? null));
    if (!invoiceId) return null;
    // Recent API versions list an invoice's payments instead of a `payment_intent` field.
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    const paid = invoice.payments?.data?.find((p) => p.payment?.type === 'payment_intent');
    const intent = paid?.payment?.payment_intent;
    return typeof intent === 'string' ? intent : (intent?.id ?? null);
  }
}
