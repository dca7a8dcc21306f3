import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { SESSION_ACCESS_COOKIE } from '../src/lib/session-cookies.ts';
import { buildApp } from '../src/app.ts';
import { seedReference } from '../src/db/seed/reference.ts';
import { TEST_REFERENCE } from './reference-catalogue.ts';
import { withLuhnDigit } from '../src/db/seed/identifiers.ts';
import { createOutboxMailer } from '../src/providers/mail/mailer.ts';
import type { EmbeddedPaymentProvider } from '../src/providers/payment/embedded-driver.ts';
import { createTestApp, emailProofFor, TEST_JWT_SECRET, type TestContext } from './helpers.ts';

/** A test app with reference data (products and prices) and its own data folder for invoice PDFs. */
export async function createCommerceApp(env: Record<string, string> = {}): Promise<TestContext & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-test-'));
  const ctx = await createTestApp({ env: { DATA_DIR: dataDir, ...env } });
  await seedReference(ctx.database.db, TEST_REFERENCE);
  const close = ctx.close;
  return {
    ...ctx,
    dataDir,
    close: async () => {
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The secret the app verifies webhooks with (embedded driver: derived; Stripe: STRIPE_WEBHOOK_SECRET). */
export const webhookSecretOf = (ctx: TestContext): string =>
  ctx.config.stripe.webhookSecret ?? (ctx.app.commerce.payment as EmbeddedPaymentProvider).webhookSecret;

export const randomEventId = () => `evt_test_${randomBytes(12).toString('hex')}`;

/**
 * A Stripe-shaped `checkout.session.completed` event; `amount` is what the customer was charged
 * (cents including VAT; the webhook compares it with the order's, see {@link amountDueOf}).
 */
export function completedEvent(
  session: {
    id: string;
    reference: string;
    amount: number | null;
    currency?: string;
    subscription?: string | null;
    paid?: boolean;
    paymentIntent?: string | null;
  },
  eventId = randomEventId(),
) {
  return {
    id: eventId,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.reference,
        payment_status: session.paid === false ? 'unpaid' : 'paid',
        amount_total: session.amount,
        currency: session.currency ?? 'eur',
        status: 'complete',
        subscription: session.subscription ?? null,
        customer: null,
        payment_intent: session.paymentIntent ?? null,
        metadata: {},
      },
    },
  };
}

/**
 * A Stripe-shaped `charge.refunded` event (whole or part: `amountRefunded` so far, cents) or
 * `charge.dispute.created`, naming the charge by its payment intent and/or our order's uuid.
 */
export function chargeEvent(
  type: 'charge.refunded' | 'charge.dispute.created',
  charge: { paymentIntent?: string | null; reference?: string | null; amount: number; amountRefunded?: number },
  eventId = randomEventId(),
) {
  const object =
    type === 'charge.refunded'
      ? {
          id: `ch_test_${eventId.slice(-12)}`,
          object: 'charge',
          amount: charge.amount,
          amount_refunded: charge.amountRefunded ?? charge.amount,
          refunded: (charge.amountRefunded ?? charge.amount) >= charge.amount,
          currency: 'eur',
          payment_intent: charge.paymentIntent ?? null,
          metadata: charge.reference ? { orderUuid: charge.reference } : {},
        }
      : {
          id: `dp_test_${eventId.slice(-12)}`,
          object: 'dispute',
          amount: charge.amount,
          charge: `ch_test_${eventId.slice(-12)}`,
          payment_intent: charge.paymentIntent ?? null,
          reason: 'fraudulent',
          status: 'needs_response',
          metadata: charge.reference ? { orderUuid: charge.reference } : {},
        };
  return { id: eventId, object: 'event', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
}

export function sign(ctx: TestContext, payload: string, secret = webhookSecretOf(ctx)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/** Posts an event to the webhook endpoint, signed with the app's secret unless told otherwise. */
export async function postWebhook(ctx: TestContext, event: unknown, options: { signature?: string | null; secret?: string } = {}) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = options.signature === undefined ? sign(ctx, payload, options.secret) : options.signature;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

/** What the checkout of an order asked the provider to charge (cents including VAT). */
export async function amountDueOf(ctx: TestContext, orderUuid: string): Promise<number> {
  const { orders } = await import('../src/db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  const [row] = await ctx.database.db
    .select({ amountDue: orders.amountDue, total: orders.totalInclVat })
    .from(orders)
    .where(eq(orders.uuid, orderUuid));
  if (!row) throw new Error(`no order ${orderUuid}`);
  return row.amountDue ?? row.total;
}

/** Pays an order the way the provider would: a signed completed event for its session, of the amount due. */
export async function payOrderThroughWebhook(
  ctx: TestContext,
  order: { uuid: string; providerSessionId?: string | null },
  sessionId?: string,
) {
  const amount = await amountDueOf(ctx, order.uuid);
  return postWebhook(
    ctx,
    completedEvent({ id: sessionId ?? order.providerSessionId ?? `cs_test_${order.uuid}`, reference: order.uuid, amount }),
  );
}

/** Posts a button of the embedded checkout page as the browser does: the app's HttpOnly access cookie (decision 117), when given. */
export function embeddedAction(ctx: TestContext, checkoutUrl: string, action: 'pay' | 'cancel', access?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(access ? { cookies: { [SESSION_ACCESS_COOKIE]: access } } : {}),
    payload: '',
  });
}

/**
 * Clicks "Payer" on the embedded checkout page of a checkout URL, signed in as the order's owner
 * (`access`: their access token); answers where the browser goes.
 */
export async function embeddedPay(ctx: TestContext, checkoutUrl: string, access: string): Promise<string> {
  const page = await ctx.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
  if (page.statusCode !== 200) throw new Error(`checkout page answered ${page.statusCode}`);
  const res = await embeddedAction(ctx, checkoutUrl, 'pay', access);
  if (res.statusCode !== 303) throw new Error(`pay answered ${res.statusCode}: ${res.body}`);
  return String(res.headers.location);
}

/** First ids of the reference lists a registration needs. */
export async function registrationRefs(ctx: TestContext) {
  const { db } = ctx.database;
  const s = await import('../src/db/schema/index.ts');
  const { asc, eq } = await import('drizzle-orm');
  const first = async (
    table: typeof s.jobs | typeof s.contracts | typeof s.workingTimes | typeof s.remotes | typeof s.experiences | typeof s.activitySectors,
  ) => (await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1))[0]!.id;
  const skillsOf = async (groupId: number, n: number) =>
    (await db.select({ id: s.skills.id }).from(s.skills).where(eq(s.skills.groupId, groupId)).orderBy(asc(s.skills.id)).limit(n)).map(
      (r) => r.id,
    );
  return {
    job: await first(s.jobs),
    contract: await first(s.contracts),
    workingTime: await first(s.workingTimes),
    remote: await first(s.remotes),
    experience: await first(s.experiences),
    activitySector: await first(s.activitySectors),
    personalQualities: await skillsOf(1, 2),
    professionalKnowledge: await skillsOf(2, 1),
    professionalSoftSkills: await skillsOf(3, 1),
  };
}

export const PARIS_PLACE = {
  placeName: '10 Rue de Rivoli, 75004 Paris',
  place_name: '10 Rue de Rivoli, 75004 Paris',
  featureName: 'Paris',
  context: '75, Paris, Île-de-France',
  description: '10 Rue de Rivoli, 75004 Paris',
  latitude: 48.8556,
  longitude: 2.3592,
  postalCode: '75004',
  inseeCode: '75104',
};

/** A valid recruiter registration body (POST /api/recruiter/). */
export async function recruiterRegistration(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const refs = await registrationRefs(ctx);
  const email = String(overrides.email ?? `inscription-${randomBytes(4).toString('hex')}@example.test`);
  return {
    email,
    emailProof: await emailProofFor(email),
    password: 'Tres-Secret-2026!',
    passwordRepeat: 'Tres-Secret-2026!',
    company: 'Boulangerie Dupont',
    manager: 'Claire Dupont',
    phoneNumber: '06 12 34 56 78',
    // One SIRET, one account (decision 130): each registration its own valid number.
    siret: withLuhnDigit(`9${String(randomBytes(6).readUIntBE(0, 6)).padStart(15, '0').slice(-12)}`),
    addressName: 'Boulangerie Rivoli',
    qrcodeTown: 'Paris',
    place: PARIS_PLACE,
    activitySector: refs.activitySector,
    addressJob: {
      job: refs.job,
      monthlySalary: 2100,
      contracts: [refs.contract],
      workingTime: refs.workingTime,
      remote: refs.remote,
      experiences: [refs.experience],
      personalQualities: refs.personalQualities,
      professionalKnowledge: refs.professionalKnowledge,
      professionalSoftSkills: refs.professionalSoftSkills,
    },
    type: 'decouverte',
    acceptTerms: true,
    ...overrides,
  };
}

/** A second API process on the same database and configuration (a restart after a crash). */
export async function restartApp(ctx: TestContext) {
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    mailer: createOutboxMailer(ctx.database.db, ctx.config.mailFrom),
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
  });
  await app.ready();
  return app;
}
