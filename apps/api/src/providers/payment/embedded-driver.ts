import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { embeddedCheckoutSessions, embeddedRefunds } from '../../db/schema/index.ts';
import {
  CHECKOUT_SESSION_TTL_MS,
  CURRENCY,
  OPEN_CHECKOUT_MIN_LIFE_MS,
  type CheckoutPaymentToRefund,
  type PaymentToRefund,
  fillSessionPlaceholder,
  verifyStripeSignedEvent,
  type CheckoutLineInput,
  type CheckoutSession,
  type CreateCheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider.ts';
import { linkBase } from '../../lib/public-url.ts';

/** Sends a signed event to the webhook endpoint; answers whether the endpoint accepted it (2xx). */
export type WebhookDeliverer = (payload: string, signature: string) => Promise<boolean>;

export type EmbeddedSession = typeof embeddedCheckoutSessions.$inferSelect;

export interface EmbeddedPaymentProvider extends PaymentProvider {
  readonly name: 'embedded';
  readonly webhookSecret: string;
  getSession(id: string): Promise<EmbeddedSession | null>;
  /** "Payer": completes the session, then delivers its signed event; answers where to send the browser. */
  pay(id: string): Promise<{ redirectUrl: string } | null>;
  /**
   * "Annuler": closes the session and delivers its signed `checkout.session.expired` event (the
   * order is canceled, as when a Stripe session expires); answers where to send the browser.
   */
  cancel(id: string): Promise<{ redirectUrl: string } | null>;
  setDeliverer(deliverer: WebhookDeliverer): void;
  /**
   * Bills a subscription the way Stripe does at each cycle: builds a signed `invoice.paid` event
   * and delivers it to the webhook. Nothing renews by itself with this driver (no card on file):
   * tests and the demo call this to exercise renewals.
   */
  emitInvoicePaid(input: EmbeddedInvoiceInput): Promise<{ eventId: string; invoiceId: string; delivered: boolean }>;
  /**
   * Delivers the events (paid or canceled sessions) the webhook has not accepted yet. Each session
   * is claimed first (an atomic update that holds it for a minute), so that two instances never
   * deliver one event at the same time. Answers the sessions delivered and those that failed.
   */
  deliverPending(): Promise<{ delivered: number; failed: string[] }>;
}

/** A subscription invoice the embedded driver bills (amounts in cents including VAT, as Stripe's). */
export interface EmbeddedInvoiceInput {
  /** Same id for the same cycle, so that billing a cycle twice is one invoice (Stripe's `in_...`). */
  invoiceId: string;
  billingReason: 'subscription_create' | 'subscription_cycle';
  subscriptionId: string | null;
  /** Our first order's uuid, carried as the subscription's metadata like the checkout sets it. */
  orderReference: string | null;
  periodStart: Date;
  periodEnd: Date;
  lines: { description: string; quantity: number; amountInclVat: number }[];
}

export interface EmbeddedDriverOptions {
  db: Db;
  webhookSecret: string;
  /** Origin of the product, for the checkout page links. */
  publicUrl: string;
  sessionTtlMs?: number;
  /** Delivery attempts per pay click before the browser is sent on (the retry loop goes on). */
  immediateAttempts?: number;
}

/**
 * The embedded webhook secret is derived from the server's signing secret, so every instance and
 * every restart agree on it without configuration.
 */
export const deriveEmbeddedWebhookSecret = (serverSecret: string): string =>
  `whsec_${createHmac('sha256', serverSecret).update('embedded-payment-webhook').digest('base64url')}`;

const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

/** A provider event around `object`, shaped as Stripe's (the webhook parses both the same way). */
const eventEnvelope = (type: string, created: number, object: Record<string, unknown>) => ({
  id: randomId('evt_emb_'),
  object: 'event',
  api_version: null,
  created,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

/** The embedded default: a checkout page served by the product that signs Stripe-like events. */
export function createEmbeddedDriver(options: EmbeddedDriverOptions): EmbeddedPaymentProvider {
  const { db, webhookSecret } = options;
  const ttl = options.sessionTtlMs ?? CHECKOUT_SESSION_TTL_MS;
  let deliverer: WebhookDeliverer | null = null;

  const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

  async function deliver(session: EmbeddedSession): Promise<boolean> {
    if (!deliverer || !session.eventPayload) return false;
    await db
      .update(embeddedCheckoutSessions)
      .set({ deliveryAttempts: sql`${embeddedCheckoutSessions.deliveryAttempts} + 1` })
      .where(eq(embeddedCheckoutSessions.id, session.id));
    let ok: boolean;
    try {
      // Signed at each attempt with the current time, as Stripe does (5-minute tolerance).
      ok = await deliverer(session.eventPayload, sign(session.eventPayload));
    } catch {
      ok = false;
    }
    if (ok) {
      await db.update(embeddedCheckoutSessions).set({ eventDeliveredAt: new Date() }).where(eq(embeddedCheckoutSessions.id, session.id));
    }
    return ok;
  }

  const sessionUrl = (id: string) => `${linkBase(options).replace(/\/$/, '')}/checkout/${id}`;

  const getSession = async (id: string) => {
    const [row] = await db.select().from(embeddedCheckoutSessions).where(eq(embeddedCheckoutSessions.id, id)).limit(1);
    return row ?? null;
  };

  return {
    name: 'embedded',
    webhookSecret,
    getSession,

    async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession> {
      const id = randomId('cs_emb_');
      const lines: (CheckoutLineInput & { amount: number })[] = input.lines.map((l) => ({
        ...l,
        amount: l.unitAmountInclVat * l.quantity,
      }));
      await db.insert(embeddedCheckoutSessions).values({
        id,
        mode: input.lines.some((l) => l.recurring !== null) ? 'subscription' : 'payment',
        clientReferenceId: input.reference,
        customerEmail: input.customerEmail ?? null,
        lines: lines as unknown as Record<string, unknown>[],
        amountTotal: input.totalInclVat,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        metadata: { ...input.metadata, totalExclVat: String(input.totalExclVat), vatAmount: String(input.vatAmount) },
        expiresAt: new Date(Date.now() + ttl),
      });
      return { id, url: sessionUrl(id) };
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
      return verifyStripeSignedEvent(rawBody, signature, webhookSecret);
    },

    async cancelSubscriptionAtPeriodEnd(): Promise<void> {
      // Embedded subscriptions live only in our database: nothing to tell anyone.
    },

    async resumeSubscriptionRenewal(): Promise<void> {
      // Nor here: its renewals are billed from our rows (`simulate-renewal`), which now allow it again.
    },

    async findOpenCheckout(sessionId: string) {
      const row = await getSession(sessionId);
      const payable = row?.status === 'open' && row.expiresAt.getTime() > Date.now() + OPEN_CHECKOUT_MIN_LIFE_MS;
      return payable ? { url: sessionUrl(row.id) } : null;
    },

    async expireCheckoutSession(sessionId: string) {
      // One statement: a session paid meanwhile stays complete (its pay() holds the row lock).
      await db
        .update(embeddedCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(embeddedCheckoutSessions.id, sessionId), eq(embeddedCheckoutSessions.status, 'open')));
      const row = await getSession(sessionId);
      return row?.status === 'complete' ? 'complete' : 'expired';
    },

    async refundCheckoutPayment(payment: CheckoutPaymentToRefund) {
      // Recorded on the session, once (a retry answers the same refund id), as Stripe's idempotency key does.
      const refundId = `re_emb_${createHmac('sha256', webhookSecret).update(payment.reference).digest('hex').slice(0, 24)}`;
      await db
        .update(embeddedCheckoutSessions)
        .set({ refundedAt: new Date(), refundId })
        .where(and(eq(embeddedCheckoutSessions.id, payment.sessionId), isNull(embeddedCheckoutSessions.refundId)));
      return { refundId };
    },

    async refundPayment(payment: PaymentToRefund) {
      // As Stripe: one refund per idempotency key (its id derived from the key), never beyond the amount paid.
      const refundId = `re_emb_${createHmac('sha256', webhookSecret).update(`amount:${payment.idempotencyKey}`).digest('hex').slice(0, 24)}`;
      await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(embeddedRefunds)
          .values({ id: refundId, sessionId: payment.sessionId, amountCents: payment.amountCents })
          .onConflictDoNothing()
          .returning({ id: embeddedRefunds.id });
        if (!inserted) return;
        const [session] = await tx
          .update(embeddedCheckoutSessions)
          .set({ refundedCents: sql`${embeddedCheckoutSessions.refundedCents} + ${payment.amountCents}`, refundedAt: new Date() })
          .where(
            and(
              eq(embeddedCheckoutSessions.id, payment.sessionId),
              eq(embeddedCheckoutSessions.status, 'complete'),
              sql`${embeddedCheckoutSessions.refundedCents} + ${payment.amountCents} <= ${embeddedCheckoutSessions.amountTotal}`,
            ),
          )
          .returning({ id: embeddedCheckoutSessions.id });
        if (!session)
          throw new Error(`refund of ${payment.amountCents} cents refused: more than what is left of session ${payment.sessionId}`);
      });
      return { refundId };
    },

    async pay(id: string) {
      const completed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(embeddedCheckoutSessions).where(eq(embeddedCheckoutSessions.id, id)).for('update').limit(1);
        if (!row) return null;
        if (row.status === 'complete') return row;
        if (row.status !== 'open' || row.expiresAt.getTime() < Date.now()) return { ...row, status: 'expired' as const };
        const subscriptionId = row.mode === 'subscription' ? randomId('sub_emb_') : null;
        const created = Math.floor(Date.now() / 1000);
        const event = eventEnvelope('checkout.session.completed', created, {
          id: row.id,
          object: 'checkout.session',
          amount_total: row.amountTotal,
          client_reference_id: row.clientReferenceId,
          currency: row.currency,
          customer: null,
          customer_email: row.customerEmail,
          livemode: false,
          metadata: row.metadata ?? {},
          mode: row.mode,
          payment_status: 'paid',
          status: 'complete',
          subscription: subscriptionId,
          success_url: row.successUrl,
          cancel_url: row.cancelUrl,
        });
        const [updated] = await tx
          .update(embeddedCheckoutSessions)
          .set({ status: 'complete', subscriptionId, eventPayload: JSON.stringify(event) })
          .where(eq(embeddedCheckoutSessions.id, id))
          .returning();
        return updated ?? null;
      });
      if (!completed) return null;
      if (completed.status !== 'complete') return { redirectUrl: completed.cancelUrl };
      if (!completed.eventDeliveredAt) {
        const attempts = options.immediateAttempts ?? 3;
        for (let i = 0; i < attempts; i++) {
          if (await deliver(completed)) break;
          await new Promise((r) => setTimeout(r, 200 * (i + 1)));
        }
      }
      return { redirectUrl: fillSessionPlaceholder(completed.successUrl, completed.id) };
    },

    async cancel(id: string) {
      const session = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(embeddedCheckoutSessions).where(eq(embeddedCheckoutSessions.id, id)).for('update').limit(1);
        if (!row || row.status !== 'open') return row ?? null;
        const event = eventEnvelope('checkout.session.expired', Math.floor(Date.now() / 1000), {
          id: row.id,
          object: 'checkout.session',
          amount_total: row.amountTotal,
          client_reference_id: row.clientReferenceId,
          currency: row.currency,
          livemode: false,
          metadata: row.metadata ?? {},
          mode: row.mode,
          payment_status: 'unpaid',
          status: 'expired',
        });
        const [updated] = await tx
          .update(embeddedCheckoutSessions)
          .set({ status: 'canceled', eventPayload: JSON.stringify(event) })
          .where(eq(embeddedCheckoutSessions.id, id))
          .returning();
        return updated ?? null;
      });
      if (!session) return null;
      // One attempt now; the payment sweep delivers it later otherwise.
      if (session.status === 'canceled' && session.eventPayload && !session.eventDeliveredAt) await deliver(session);
      return { redirectUrl: session.cancelUrl };
    },

    async emitInvoicePaid(input: EmbeddedInvoiceInput) {
      const created = Math.floor(Date.now() / 1000);
      const unix = (d: Date) => Math.floor(d.getTime() / 1000);
      const total = input.lines.reduce((sum, l) => sum + l.amountInclVat, 0);
      const metadata = input.orderReference ? { orderUuid: input.orderReference } : {};
      const event = eventEnvelope('invoice.paid', created, {
        id: input.invoiceId,
        object: 'invoice',
        billing_reason: input.billingReason,
        currency: CURRENCY,
        status: 'paid',
        amount_due: total,
        amount_paid: total,
        total,
        livemode: false,
        period_start: unix(input.periodStart),
        period_end: unix(input.periodStart),
        status_transitions: { finalized_at: created, paid_at: created, marked_uncollectible_at: null, voided_at: null },
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: input.subscriptionId, metadata },
        },
        lines: {
          object: 'list',
          has_more: false,
          data: input.lines.map((l, i) => ({
            id: `il_emb_${i}`,
            object: 'line_item',
            amount: l.amountInclVat,
            currency: CURRENCY,
            description: l.description,
            quantity: l.quantity,
            period: { start: unix(input.periodStart), end: unix(input.periodEnd) },
            parent: {
              type: 'subscription_item_details',
              invoice_item_details: null,
              subscription_item_details: {
                subscription: input.subscriptionId,
                subscription_item: `si_emb_${i}`,
                proration: false,
                invoice_item: null,
                proration_details: null,
              },
            },
          })),
        },
      });
      const payload = JSON.stringify(event);
      let delivered = false;
      const attempts = options.immediateAttempts ?? 3;
      for (let i = 0; i < attempts && deliverer && !delivered; i++) {
        try {
          delivered = await deliverer(payload, sign(payload));
        } catch {
          delivered = false;
        }
        if (!delivered) await new Promise((r) => setTimeout(r, 200 * (i + 1)));
      }
      return { eventId: event.id, invoiceId: input.invoiceId, delivered };
    },

    setDeliverer(fn: WebhookDeliverer) {
      deliverer = fn;
    },

    async deliverPending() {
      if (!deliverer) return { delivered: 0, failed: [] };
      const s = embeddedCheckoutSessions;
      const claimable = db
        .select({ id: s.id })
        .from(s)
        .where(
          and(
            inArray(s.status, ['complete', 'canceled']),
            isNotNull(s.eventPayload),
            isNull(s.eventDeliveredAt),
            lt(s.deliveryAttempts, 200),
            or(isNull(s.deliveryClaimedUntil), lt(s.deliveryClaimedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(s.createdAt))
        .limit(50)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(s)
        .set({ deliveryClaimedUntil: sql`now() + interval '60 seconds'` })
        .where(inArray(s.id, claimable))
        .returning();
      let delivered = 0;
      const failed: string[] = [];
      for (const session of claimed) {
        if (await deliver(session)) delivered += 1;
        else failed.push(session.id);
      }
      return { delivered, failed };
    },
  };
}
