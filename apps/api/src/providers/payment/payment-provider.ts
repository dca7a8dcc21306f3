import Stripe from 'stripe';

/**
 * One interface for payments (architecture, "Real components and their embedded defaults"):
 * Stripe Checkout in production, the embedded checkout page otherwise. Both speak Stripe's event
 * format and sign their webhooks the same way, so the rest of the product cannot tell them apart.
 */

/** Placeholder the provider replaces with the session id in the success URL (Stripe's own syntax). */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface CheckoutLineInput {
  name: string;
  quantity: number;
  /** Cents excluding VAT, for one unit. */
  unitAmountExclVat: number;
  /** Cents including VAT, for one unit: what the customer is charged. */
  unitAmountInclVat: number;
  /** Set for a subscription price: the line renews at this interval. */
  recurring: { interval: 'month' | 'year'; intervalCount: number } | null;
}

export interface CreateCheckoutSessionInput {
  /** Our order's public id; comes back as `client_reference_id` in the events. */
  reference: string;
  lines: CheckoutLineInput[];
  totalExclVat: number;
  vatAmount: number;
  totalInclVat: number;
  customerEmail?: string | undefined;
  /** May contain {@link CHECKOUT_SESSION_PLACEHOLDER}. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  id: string;
  /** Where to send the browser. */
  url: string;
}

/** What the product needs from a verified provider event. */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded';
      session: { id: string; reference: string | null; paid: boolean; subscriptionId: string | null; customerId: string | null };
    }
  | {
      id: string;
      type: 'checkout.session.expired' | 'checkout.session.async_payment_failed';
      session: { id: string; reference: string | null };
    }
  | {
      id: string;
      type: 'customer.subscription.updated' | 'customer.subscription.deleted';
      subscription: {
        id: string;
        status: string;
        currentPeriodStart: Date | null;
        currentPeriodEnd: Date | null;
        cancelAtPeriodEnd: boolean;
      };
    }
  | { id: string; type: 'other'; providerType: string };

export class PaymentSignatureError extends Error {
  constructor(message = 'Invalid payment webhook signature') {
    super(message);
    this.name = 'PaymentSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'embedded';
  /** Creates a hosted checkout session for a pending order. */
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession>;
  /**
   * Verifies a webhook on its raw body with the signing secret and returns the event.
   * Throws {@link PaymentSignatureError} when the signature does not match.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /** Stops a subscription at the end of its current period. */
  cancelSubscriptionAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
}

/** Verifies a Stripe-signed body (both drivers sign the same way) and maps the event. */
export function verifyStripeSignedEvent(rawBody: Buffer, signature: string | undefined, secret: string): PaymentEvent {
  if (!signature) throw new PaymentSignatureError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (err) {
    throw new PaymentSignatureError(err instanceof Error ? err.message : 'Invalid signature');
  }
  return mapStripeEvent(event);
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof (value as { id: unknown }).id === 'string') return (value as { id: string }).id;
  return null;
};

const fromUnix = (value: unknown): Date | null => (typeof value === 'number' ? new Date(value * 1000) : null);

export function mapStripeEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = event.data.object;
      return {
        id: event.id,
        type: event.type,
        session: {
          id: s.id,
          reference: s.client_reference_id ?? null,
          paid: s.payment_status === 'paid' || s.payment_status === 'no_payment_required',
          subscriptionId: idOf(s.subscription),
          customerId: idOf(s.customer),
        },
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const s = event.data.object;
      return { id: event.id, type: event.type, session: { id: s.id, reference: s.client_reference_id ?? null } };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = event.data.object as Stripe.Subscription & { current_period_start?: number; current_period_end?: number };
      // Recent API versions moved the period onto the subscription items.
      const item = s.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
      return {
        id: event.id,
        type: event.type,
        subscription: {
          id: s.id,
          status: s.status,
          currentPeriodStart: fromUnix(s.current_period_start ?? item?.current_period_start),
          currentPeriodEnd: fromUnix(s.current_period_end ?? item?.current_period_end),
          cancelAtPeriodEnd: Boolean(s.cancel_at_period_end),
        },
      };
    }
    default:
      return { id: event.id, type: 'other', providerType: event.type };
  }
}

/** Replaces Stripe's placeholder with a session id (the embedded driver does what Stripe does). */
export const fillSessionPlaceholder = (url: string, sessionId: string): string =>
  url.split(CHECKOUT_SESSION_PLACEHOLDER).join(encodeURIComponent(sessionId));
