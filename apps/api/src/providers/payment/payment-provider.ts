import Stripe from 'stripe';

/**
 * One interface for payments (architecture, "Real components and their embedded defaults"):
 * Stripe Checkout in production, the embedded checkout page otherwise. Both speak Stripe's event
 * format and sign their webhooks the same way, so the rest of the product cannot tell them apart.
 */

/** The one currency the product sells in (Stripe's lowercase ISO code). */
export const CURRENCY = 'eur';

/**
 * How long a checkout can be paid: the embedded sessions' lifetime, and Stripe's default expiry
 * (24 hours, after which it sends `checkout.session.expired`).
 */
export const CHECKOUT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

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
      session: {
        id: string;
        reference: string | null;
        paid: boolean;
        subscriptionId: string | null;
        customerId: string | null;
        /** What the customer was charged: cents including VAT, and the currency (null when the event has none). */
        amountTotal: number | null;
        currency: string | null;
        /** The charge, to refund it: a payment-mode session's payment intent, a subscription-mode session's first invoice. */
        paymentIntentId?: string | null;
        invoiceId?: string | null;
      };
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
  | {
      id: string;
      type: 'invoice.paid' | 'invoice.payment_succeeded';
      invoice: PaidSubscriptionInvoice;
    }
  | { id: string; type: 'charge.refunded'; charge: RefundedCharge }
  | { id: string; type: 'charge.dispute.created'; dispute: OpenedDispute }
  | { id: string; type: 'other'; providerType: string };

/** What names the order of a provider charge: our order's uuid (metadata), its payment intent, its provider invoice. */
export interface ChargeReference {
  chargeId: string | null;
  orderReference: string | null;
  paymentIntentId: string | null;
  invoiceId: string | null;
}

/** A charge refunded at the provider, whole or in part (Stripe `charge.refunded`): amounts in cents, refunded so far. */
export interface RefundedCharge extends ChargeReference {
  amount: number;
  amountRefunded: number;
  currency: string | null;
}

/** A dispute (chargeback) opened on a charge (Stripe `charge.dispute.created`). */
export interface OpenedDispute extends ChargeReference {
  id: string;
  amount: number;
  reason: string | null;
}

/**
 * Why the provider billed a subscription invoice: its first payment (the checkout session already
 * paid our order), a renewal cycle, or anything else (plan changes, manual invoices: not ours).
 */
export type InvoiceBillingReason = 'subscription_create' | 'subscription_cycle' | 'other';

/** A paid provider invoice of a subscription (Stripe `invoice.paid` / `invoice.payment_succeeded`). */
export interface PaidSubscriptionInvoice {
  /** The provider's invoice id: one renewal order per invoice, whatever the number of events. */
  id: string;
  billingReason: InvoiceBillingReason;
  /** The provider subscription (`sub_...`, `sub_emb_...`), when the invoice names one. */
  subscriptionId: string | null;
  /** Our first order's uuid, from the subscription's metadata set at checkout (`orderUuid`). */
  orderReference: string | null;
  /** Cents including VAT actually charged, and their currency. */
  amountPaid: number;
  currency: string | null;
  paidAt: Date | null;
  /** Service period of the subscription lines: the new cycle for a renewal. */
  periodStart: Date | null;
  periodEnd: Date | null;
}

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
  /** Undoes that stop while the period runs: the subscription renews again at its end. */
  resumeSubscriptionRenewal(providerSubscriptionId: string): Promise<void>;
  /**
   * The URL of a checkout session that can still be paid for a while (decision 116: a second
   * request for the same thing gets the open checkout back); null when it is paid, expired or about to.
   */
  findOpenCheckout(sessionId: string): Promise<{ url: string } | null>;
  /**
   * Closes a checkout session so that it can no longer be paid. Answers `complete` when it was paid
   * already (it cannot be closed), `expired` otherwise (closed now or before).
   */
  expireCheckoutSession(sessionId: string): Promise<'expired' | 'complete'>;
  /**
   * Refunds the whole payment of a checkout session and stops the subscription it started, if any
   * (decision 116). Idempotent per order reference: a retry answers the same refund.
   */
  refundCheckoutPayment(payment: CheckoutPaymentToRefund): Promise<{ refundId: string }>;
  /**
   * Refunds `amountCents` of a paid checkout's payment, whole or part (decision 160), and nothing
   * else (a subscription it started goes on). Idempotent per `idempotencyKey`: a retry answers the
   * same refund. Refused (throws) beyond what is left of the payment.
   */
  refundPayment(payment: PaymentToRefund): Promise<{ refundId: string }>;
}

/** A part or the whole of a paid checkout's payment to refund. */
export interface PaymentToRefund {
  idempotencyKey: string;
  amountCents: number;
  /** Our order's uuid, written on the refund at the provider. */
  orderUuid: string;
  sessionId: string;
  paymentIntentId: string | null;
}

/** What identifies the payment of a checkout session at the provider (from its completed event). */
export interface CheckoutPaymentToRefund {
  /** Our order's uuid: the refund's idempotency key. */
  reference: string;
  sessionId: string;
  paymentIntentId: string | null;
  invoiceId: string | null;
  subscriptionId: string | null;
}

/** How long a checkout handed back must still be payable (else a new one is opened). */
export const OPEN_CHECKOUT_MIN_LIFE_MS = 30 * 60 * 1000;

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
  if (value && typeof value === 'object' && 'id' in value && typeof (value as { id: unknown }).id === 'string')
    return (value as { id: string }).id;
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
          amountTotal: typeof s.amount_total === 'number' ? s.amount_total : null,
          currency: stringOr(s.currency),
          paymentIntentId: idOf(s.payment_intent),
          invoiceId: idOf(s.invoice),
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
      const item = s.items?.data?.[0] as
        (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
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
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return { id: event.id, type: event.type, invoice: mapStripeInvoice(event.data.object) };
    case 'charge.refunded': {
      const c = event.data.object as Stripe.Charge & { invoice?: unknown };
      return {
        id: event.id,
        type: event.type,
        charge: {
          chargeId: c.id,
          orderReference: stringOr(c.metadata?.orderUuid),
          paymentIntentId: idOf(c.payment_intent),
          invoiceId: idOf(c.invoice),
          amount: c.amount ?? 0,
          amountRefunded: c.amount_refunded ?? 0,
          currency: stringOr(c.currency),
        },
      };
    }
    case 'charge.dispute.created': {
      const d = event.data.object;
      const charge = typeof d.charge === 'object' && d.charge ? (d.charge as Stripe.Charge & { invoice?: unknown }) : null;
      return {
        id: event.id,
        type: event.type,
        dispute: {
          id: d.id,
          chargeId: idOf(d.charge),
          orderReference: stringOr(d.metadata?.orderUuid) ?? stringOr(charge?.metadata?.orderUuid),
          paymentIntentId: idOf(d.payment_intent) ?? idOf(charge?.payment_intent),
          invoiceId: idOf(charge?.invoice),
          amount: d.amount ?? 0,
          reason: stringOr(d.reason),
        },
      };
    }
    default:
      return { id: event.id, type: 'other', providerType: event.type };
  }
}

const stringOr = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * A Stripe invoice as the product needs it. Webhooks carry the API version of the account, so both
 * shapes are read: recent versions name the subscription in `parent.subscription_details` and the
 * lines in `parent.subscription_item_details`; older ones in `subscription`,
 * `subscription_details` and `lines.data[].type = 'subscription'`.
 */
export function mapStripeInvoice(invoice: Stripe.Invoice): PaidSubscriptionInvoice {
  type LegacyInvoice = { subscription?: unknown; subscription_details?: { metadata?: Record<string, string> | null } | null };
  type LegacyLine = { type?: string; subscription?: unknown };
  const legacy = invoice as Stripe.Invoice & LegacyInvoice;
  const details = invoice.parent?.subscription_details ?? null;
  const metadata = details?.metadata ?? legacy.subscription_details?.metadata ?? null;
  const lines = (invoice.lines?.data ?? []) as (Stripe.InvoiceLineItem & LegacyLine)[];
  const subscriptionLines = lines.filter((l) => l.parent?.type === 'subscription_item_details' || l.type === 'subscription');
  const periods = (subscriptionLines.length ? subscriptionLines : lines)
    .map((l) => l.period)
    .filter((p): p is Stripe.InvoiceLineItem.Period => Boolean(p));
  const reason: string | null = invoice.billing_reason;
  return {
    id: invoice.id ?? '',
    billingReason: reason === 'subscription_create' || reason === 'subscription_cycle' ? reason : 'other',
    subscriptionId:
      idOf(details?.subscription) ??
      idOf(legacy.subscription) ??
      stringOr(subscriptionLines.map((l) => l.parent?.subscription_item_details?.subscription ?? idOf(l.subscription)).find(Boolean)),
    orderReference: stringOr(metadata?.orderUuid),
    amountPaid: invoice.amount_paid ?? 0,
    currency: stringOr(invoice.currency),
    paidAt: fromUnix(invoice.status_transitions?.paid_at),
    periodStart: periods.length ? fromUnix(Math.min(...periods.map((p) => p.start))) : null,
    periodEnd: periods.length ? fromUnix(Math.max(...periods.map((p) => p.end))) : null,
  };
}

/** Replaces Stripe's placeholder with a session id (the embedded driver does what Stripe does). */
export const fillSessionPlaceholder = (url: string, sessionId: string): string =>
  url.split(CHECKOUT_SESSION_PLACEHOLDER).join(encodeURIComponent(sessionId));
