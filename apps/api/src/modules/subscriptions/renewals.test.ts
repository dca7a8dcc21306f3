import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, paymentEvents, prices, products, recruiters, subscriptions, users } from '../../db/schema/index.ts';
import type { EmbeddedPaymentProvider } from '../../providers/payment/embedded-driver.ts';
import { createAddress, createApplication, createCandidate } from '../../../test/candidates-fixtures.ts';
import { createCommerceApp, embeddedPay, postWebhook, randomEventId, recruiterRegistration } from '../../../test/commerce-fixtures.ts';
import { expectNoContact } from '../../../test/contact-assertions.ts';
import { bearer, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { loopbackDeliverer } from '../../providers/payment/loopback-deliverer.ts';
import { parisYear } from '../invoices/invoices.service.ts';
import { createPendingOrder } from '../orders/orders.service.ts';
import { sweepPayments } from '../checkout/payment-sweep.ts';
import { addInterval, revokeLapsedHeadhunterPremiums } from './subscriptions.service.ts';

let ctx: TestContext & { dataDir: string };
let candidate: { id: number; uuid: string };
const contact = { lastName: 'Renouvel', email: 'lea.renouvel@example.test', phone: '0611223344', street: '8 rue des Tanneurs' };

const DAY = 86_400_000;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
/** Provider events carry whole seconds. */
const seconds = (d: Date) => unix(d);

beforeAll(async () => {
  ctx = await createCommerceApp();
  candidate = await createCandidate(ctx.database.db, {
    firstName: 'Léa',
    lastName: contact.lastName,
    email: contact.email,
    phoneNumber: contact.phone,
    streetAddress: contact.street,
  });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const provider = () => ctx.app.commerce.payment as EmbeddedPaymentProvider;

const ordersOf = (recruiterId: number) => db().select().from(orders).where(eq(orders.recruiterId, recruiterId)).orderBy(asc(orders.id));
const invoicesOf = (recruiterId: number) =>
  db().select().from(invoices).where(eq(invoices.recruiterId, recruiterId)).orderBy(asc(invoices.id));
const subscriptionsOf = (recruiterId: number) =>
  db().select().from(subscriptions).where(eq(subscriptions.recruiterId, recruiterId)).orderBy(asc(subscriptions.id));
const premiumFlag = async (recruiterId: number) =>
  (await db().select().from(recruiters).where(eq(recruiters.id, recruiterId)))[0]!.headhunterPremium;
const yearMaxSequence = async () =>
  Number(
    (
      await db()
        .select({ max: sql<number>`coalesce(max(${invoices.sequence}), 0)` })
        .from(invoices)
        .where(eq(invoices.year, parisYear(new Date())))
    )[0]!.max,
  );

/** A recruiter registered and paid through the embedded checkout (12-month "Essentiel"). */
async function paidRecruiter() {
  const body = await recruiterRegistration(ctx);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/recruiter/', payload: body });
  expect(res.statusCode).toBe(201);
  const { access, checkoutUrl } = res.json();
  await embeddedPay(ctx, checkoutUrl, access);
  const [row] = await db()
    .select({ recruiterId: recruiters.id })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(eq(users.email, body.email));
  return { access: access as string, recruiterId: row!.recruiterId };
}

/** A head-hunter who bought premium through the embedded checkout. */
async function premiumHeadhunter() {
  const user = await createUser(ctx.database, { headhunter: true });
  const { access } = await login(ctx.app, user.email, user.password);
  const res = await ctx.app.inject({ method: 'POST', url: '/ecommerce/premium-headhunter-checkout/', headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  await embeddedPay(ctx, res.json().url, access);
  expect(await premiumFlag(user.recruiterId)).toBe(true);
  const [sub] = await subscriptionsOf(user.recruiterId);
  return { access, recruiterId: user.recruiterId, sub: sub! };
}

const simulateRenewal = (access: string, uuid: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${uuid}/simulate-renewal/`, headers: bearer(access) });

/** Renews through the embedded driver and keeps the signed event it delivered, for replays. */
async function renewCapturing(access: string, uuid: string): Promise<Record<string, unknown>> {
  const sent: string[] = [];
  const deliver = loopbackDeliverer(ctx.app);
  provider().setDeliverer(async (payload, signature) => {
    sent.push(payload);
    return deliver(payload, signature);
  });
  try {
    const res = await simulateRenewal(access, uuid);
    expect(res.statusCode).toBe(204);
  } finally {
    provider().setDeliverer(deliver);
  }
  expect(sent).toHaveLength(1);
  return JSON.parse(sent[0]!) as Record<string, unknown>;
}

/** A Stripe-shaped subscription event. */
function subscriptionEvent(
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  id: string,
  status: string,
  periodEnd: Date,
) {
  return {
    id: randomEventId(),
    object: 'event',
    type,
    data: {
      object: {
        id,
        object: 'subscription',
        status,
        cancel_at_period_end: false,
        current_period_start: unix(periodEnd) - 365 * 86_400,
        current_period_end: unix(periodEnd),
        items: { object: 'list', data: [] },
      },
    },
  };
}

const candidateDetail = async (access: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/candidate/${candidate.uuid}/`, headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
};

describe('subscription renewals', () => {
  it('a renewal cycle makes exactly one paid order and one invoice with the next number, and extends the period', async () => {
    const { access, recruiterId } = await paidRecruiter();
    const [first] = await ordersOf(recruiterId);
    const [sub] = await subscriptionsOf(recruiterId);
    expect(first).toMatchObject({ kind: 'registration', status: 'paid', totalExclVat: 49_000 });
    const before = await yearMaxSequence();

    const event = await renewCapturing(access, sub!.uuid);
    expect(event).toMatchObject({ type: 'invoice.paid', data: { object: { billing_reason: 'subscription_cycle', amount_paid: 58_800 } } });

    const all = await ordersOf(recruiterId);
    expect(all).toHaveLength(2);
    const renewal = all[1]!;
    expect(renewal).toMatchObject({ kind: 'address', status: 'paid', totalExclVat: 49_000, vatAmount: 9_800, totalInclVat: 58_800 });
    expect(renewal.paidAt).toBeInstanceOf(Date);
    expect(renewal.metadata).toMatchObject({
      renewal: true,
      providerSubscriptionId: sub!.providerSubscriptionId,
      subscriptions: [sub!.uuid],
    });

    const order = await ctx.app.inject({ method: 'GET', url: `/api/orders/${renewal.uuid}/`, headers: bearer(access) });
    expect(order.statusCode).toBe(200);
    expect(order.json().lines).toEqual([
      {
        label: expect.stringMatching(/^Essentiel – Boulangerie Rivoli – période du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}$/),
        quantity: 1,
        unitAmount: 49_000,
        amount: 49_000,
      },
    ]);

    const issued = await invoicesOf(recruiterId);
    expect(issued).toHaveLength(2);
    expect(issued[1]!.orderId).toBe(renewal.id);
    expect(issued[1]!.sequence).toBe(before + 1);
    expect(issued[1]!.invoiceNumber).toBe(`FA-${parisYear(new Date())}-${String(before + 1).padStart(6, '0')}`);
    expect(issued[1]!.totalInclVat).toBe(58_800);
    expect(issued[1]!.isTreated).toBe(true);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/invoices/', headers: bearer(access) })).json().results;
    expect(listed).toHaveLength(2);

    // Same row, period moved on by 12 months from where it ended.
    const [extended, ...others] = await subscriptionsOf(recruiterId);
    expect(others).toHaveLength(0);
    expect(extended!.status).toBe('active');
    expect(seconds(extended!.currentPeriodStart)).toBe(seconds(sub!.currentPeriodEnd));
    expect(seconds(extended!.currentPeriodEnd)).toBe(seconds(addInterval(sub!.currentPeriodEnd, 'month', 12)));
  });

  it('a replayed renewal event, or the second event Stripe sends for the same invoice, changes nothing, even in parallel', async () => {
    const { access, recruiterId } = await paidRecruiter();
    const [sub] = await subscriptionsOf(recruiterId);
    const event = await renewCapturing(access, sub!.uuid);
    const snapshot = async () => ({
      orders: await ordersOf(recruiterId),
      invoices: await invoicesOf(recruiterId),
      subs: await subscriptionsOf(recruiterId),
    });
    const after = await snapshot();
    expect(after.orders).toHaveLength(2);
    const sequence = await yearMaxSequence();

    const replay = await postWebhook(ctx, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    const twin = await postWebhook(ctx, { ...event, id: randomEventId(), type: 'invoice.payment_succeeded' });
    expect(twin.json().outcome).toBe('ignored');

    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => postWebhook(ctx, event)),
      ...Array.from({ length: 5 }, () => postWebhook(ctx, { ...event, id: randomEventId(), type: 'invoice.payment_succeeded' })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().outcome === 'processed')).toHaveLength(0);
    expect(await snapshot()).toEqual(after);
    expect(await yearMaxSequence()).toBe(sequence);
  });

  it('ignores the invoice of the first payment (subscription_create): the checkout session already made the order', async () => {
    const { recruiterId } = await paidRecruiter();
    const [sub] = await subscriptionsOf(recruiterId);
    const [first] = await ordersOf(recruiterId);
    const sent = await provider().emitInvoicePaid({
      invoiceId: `in_emb_first_${sub!.id}`,
      billingReason: 'subscription_create',
      subscriptionId: sub!.providerSubscriptionId,
      orderReference: first!.uuid,
      periodStart: sub!.currentPeriodStart,
      periodEnd: sub!.currentPeriodEnd,
      lines: [{ description: 'Abonnement', quantity: 1, amountInclVat: 58_800 }],
    });
    expect(sent.delivered).toBe(true);
    expect(await ordersOf(recruiterId)).toHaveLength(1);
    expect(await invoicesOf(recruiterId)).toHaveLength(1);
    expect(await subscriptionsOf(recruiterId)).toEqual([sub]);
    // Recorded as received, and nothing else.
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, sent.eventId))).toHaveLength(1);
  });

  it('renews the premium head-hunter subscription at its yearly price, and premium stays', async () => {
    const hh = await premiumHeadhunter();
    await renewCapturing(hh.access, hh.sub.uuid);
    const [, renewal] = await ordersOf(hh.recruiterId);
    expect(renewal).toMatchObject({ kind: 'premium_headhunter', status: 'paid', totalExclVat: 120_000, totalInclVat: 144_000 });
    expect(await invoicesOf(hh.recruiterId)).toHaveLength(2);
    const [row] = await subscriptionsOf(hh.recruiterId);
    expect(seconds(row!.currentPeriodEnd)).toBe(seconds(addInterval(hh.sub.currentPeriodEnd, 'year', 1)));
    expect(await premiumFlag(hh.recruiterId)).toBe(true);
  });

  it('renews a subscription the demo data made without provider id, found through its first order', async () => {
    const user = await createUser(ctx.database);
    const { access } = await login(ctx.app, user.email, user.password);
    const [kit] = await db()
      .select({ productId: products.id, priceId: prices.id })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .where(eq(products.code, 'affiliate_kit'));
    const order = await createPendingOrder(db(), {
      recruiterId: user.recruiterId,
      kind: 'affiliate_kit',
      lines: [{ ...kit!, label: 'Kit affilié de base', quantity: 1, unitAmount: 29_000 }],
    });
    await db().update(orders).set({ status: 'paid', paidAt: new Date(), provider: 'demo' }).where(eq(orders.id, order.id));
    const start = new Date(Date.now() - 300 * DAY);
    const [sub] = await db()
      .insert(subscriptions)
      .values({
        recruiterId: user.recruiterId,
        productId: kit!.productId,
        priceId: kit!.priceId,
        orderId: order.id,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: addInterval(start, 'year', 1),
      })
      .returning();

    expect((await simulateRenewal(access, sub!.uuid)).statusCode).toBe(204);
    const [, renewal] = await ordersOf(user.recruiterId);
    expect(renewal).toMatchObject({ kind: 'affiliate_kit', status: 'paid', provider: 'demo', totalExclVat: 29_000, totalInclVat: 34_800 });
    expect(await invoicesOf(user.recruiterId)).toHaveLength(1);
    const [row] = await subscriptionsOf(user.recruiterId);
    expect(seconds(row!.currentPeriodEnd)).toBe(seconds(addInterval(sub!.currentPeriodEnd, 'year', 1)));
  });

  it('renews only what renews: a stopped subscription is refused, another account’s is 404', async () => {
    const hh = await premiumHeadhunter();
    const other = await paidRecruiter();
    expect((await simulateRenewal(other.access, hh.sub.uuid)).statusCode).toBe(404);
    const stop = await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${hh.sub.uuid}/cancel/`, headers: bearer(hh.access) });
    expect(stop.statusCode).toBe(204);
    const refused = await simulateRenewal(hh.access, hh.sub.uuid);
    expect(refused.statusCode).toBe(409);
    expect(await ordersOf(hh.recruiterId)).toHaveLength(1);
  });
});

describe('premium head-hunter revocation', () => {
  it('ends premium when the provider deletes the subscription, and contact details disappear', async () => {
    const hh = await premiumHeadhunter();
    expect(await candidateDetail(hh.access)).toMatchObject({ contactAccess: true, lastName: contact.lastName, email: contact.email });

    const deleted = await postWebhook(
      ctx,
      subscriptionEvent('customer.subscription.deleted', hh.sub.providerSubscriptionId!, 'canceled', new Date(Date.now() - 60_000)),
    );
    expect(deleted.json().outcome).toBe('processed');
    expect(await premiumFlag(hh.recruiterId)).toBe(false);

    const after = await candidateDetail(hh.access);
    expect(after.contactAccess).toBe(false);
    expectNoContact(after, contact);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(hh.access) })).json();
    expect(me.recruiter.headhunterPremium).toBe(false);
  });

  it.each(['canceled', 'unpaid', 'incomplete_expired'])('ends premium on an update to %s', async (status) => {
    const hh = await premiumHeadhunter();
    const end = new Date(Date.now() + 200 * DAY);
    // While the provider retries a failed renewal, premium stays.
    await postWebhook(ctx, subscriptionEvent('customer.subscription.updated', hh.sub.providerSubscriptionId!, 'past_due', end));
    expect(await premiumFlag(hh.recruiterId)).toBe(true);

    const res = await postWebhook(ctx, subscriptionEvent('customer.subscription.updated', hh.sub.providerSubscriptionId!, status, end));
    expect(res.json().outcome).toBe('processed');
    expect(await premiumFlag(hh.recruiterId)).toBe(false);
    expectNoContact(await candidateDetail(hh.access), contact);
  });

  it('ends premium when its period is over without renewal (periodic check); a renewal paid late gives it back', async () => {
    const hh = await premiumHeadhunter();
    const manual = await createUser(ctx.database, { headhunter: true, headhunterPremium: true });
    const lapsedEnd = new Date(Date.now() - DAY);
    await db().update(subscriptions).set({ currentPeriodEnd: lapsedEnd }).where(eq(subscriptions.id, hh.sub.id));

    const revoked = await revokeLapsedHeadhunterPremiums(db());
    expect(revoked).toContain(hh.recruiterId);
    expect(revoked).not.toContain(manual.recruiterId);
    expect(await premiumFlag(hh.recruiterId)).toBe(false);
    // Premium granted without a subscription (operator, demo data) is not the check's business.
    expect(await premiumFlag(manual.recruiterId)).toBe(true);
    expectNoContact(await candidateDetail(hh.access), contact);

    await renewCapturing(hh.access, hh.sub.uuid);
    expect(await premiumFlag(hh.recruiterId)).toBe(true);
    expect(await candidateDetail(hh.access)).toMatchObject({ contactAccess: true });
  });

  it('runs the check in the payment sweep job', async () => {
    const hh = await premiumHeadhunter();
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, hh.sub.id));
    expect(await sweepPayments(ctx.app.commerce)).toMatchObject({ premiumsEnded: 1 });
    expect(await premiumFlag(hh.recruiterId)).toBe(false);
  });
});

describe('address whose subscription ends', () => {
  it('shows the subscription over and no longer opens its applicants’ contact details', async () => {
    const user = await createUser(ctx.database);
    const { access } = await login(ctx.app, user.email, user.password);
    const address = await createAddress(db(), user.recruiterId, { name: 'Boulangerie Gare', subscription: 'active' });
    await createApplication(db(), { candidateId: candidate.id, addressId: address.id });
    expect(await candidateDetail(access)).toMatchObject({ contactAccess: true, lastName: contact.lastName });

    // The paid period ends without renewal and without any provider event (embedded driver).
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.addressId, address.id));
    const after = await candidateDetail(access);
    expect(after.contactAccess).toBe(false);
    expectNoContact(after, contact);
    const card = (await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(access) }))
      .json()
      .recruiter.addresses.find((a: { uuid: string }) => a.uuid === address.uuid);
    expect(card.subscription.status).toBe('expired');
  });
});
