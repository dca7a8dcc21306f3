import { and, eq } from 'drizzle-orm';
import { FacturX } from 'factur-x-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  embeddedCheckoutSessions,
  invoices,
  orderRefunds,
  orders,
  prices,
  products,
  staffAuditLog,
  subscriptions,
} from '../../db/schema/index.ts';
import { addKitOrder } from '../../../test/affiliates-fixtures.ts';
import { createCommerceApp } from '../../../test/commerce-fixtures.ts';
import { facturXSchemaErrors } from '../../../test/facturx-xsd.ts';
import { bearer, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { staffSession } from '../../../test/staff-session.ts';
import { startFakeStripe } from '../../../test/stripe-fixtures.ts';
import type { EmbeddedPaymentProvider } from '../../providers/payment/embedded-driver.ts';
import { createStripeDriver } from '../../providers/payment/stripe-driver.ts';
import { createPendingOrder, startCheckout } from '../orders/index.ts';

/**
 * Refunds of paid orders, whole or part, by staff (issue 34 item 3, decision 160), with the embedded
 * payment driver on the real database: parallel refunds never sum above what was paid, each gets its
 * own credit note in the gap-free AV- sequence (Factur-X XSD-valid) and the buyer's mail, a retried
 * request refunds nothing more, the refund completing the order takes back what it gave; audited.
 * The Stripe SDK driver's amount refund is checked against the fake Stripe API.
 */
let ctx: TestContext & { dataDir: string };
let finance: Awaited<ReturnType<typeof staffSession>>['headers'];
let buyer: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createCommerceApp();
  finance = (await staffSession(ctx, 'refunds-finance@staff.test', ['finance'])).headers;
  buyer = await createUser(ctx.database, { company: 'Boulangerie Remboursée' });
}, 120_000);
afterAll(async () => ctx?.close());

/** A paid affiliate kit (a yearly subscription) and a poster, 366 € paid on the embedded checkout page. */
async function paidOrder() {
  const rows = await ctx.database.db
    .select({ code: products.code, productId: products.id, priceId: prices.id })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId));
  const kit = rows.find((r) => r.code === 'affiliate_kit')!;
  const poster = rows.find((r) => r.code === 'additional_poster')!;
  const order = await createPendingOrder(ctx.database.db, {
    recruiterId: buyer.recruiterId,
    kind: 'affiliate_kit',
    lines: [
      { ...kit, label: 'Kit affilié de base', quantity: 1, unitAmount: 29_000 },
      { ...poster, label: 'Affiche supplémentaire', quantity: 1, unitAmount: 1500 },
    ],
  });
  const { sessionId } = await startCheckout(ctx.app.commerce, order, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' });
  await (ctx.app.commerce.payment as EmbeddedPaymentProvider).pay(sessionId);
  const [paid] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
  expect(paid!.status).toBe('paid');
  return { ...paid!, sessionId };
}

const refund = (uuid: string, amountCents: number, idempotencyKey: string, reason = 'Geste commercial') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${uuid}/refunds/`,
    headers: finance,
    payload: { amountCents, reason, idempotencyKey },
  });
const creditNotesOf = (orderId: number) =>
  ctx.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.type, 'credit_note')))
    .orderBy(invoices.id);
const refundMails = () =>
  ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, buyer.email), eq(emailOutbox.template, 'order-refund')));

describe('refunds of paid orders by staff (item 3)', () => {
  it('six parallel refunds of 100 € on a 366 € order: three pass, never above what was paid; each its credit note and mail; then the rest completes the order', async () => {
    const order = await paidOrder();
    expect(order.totalInclVat).toBe(36_600);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => refund(order.uuid, 10_000, `parallel-key-${i}`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    const [afterParallel] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(afterParallel!.refundedCents).toBe(30_000);
    const [session] = await ctx.database.db.select().from(embeddedCheckoutSessions).where(eq(embeddedCheckoutSessions.id, order.sessionId));
    expect(session!.refundedCents).toBe(30_000);
    let notes = await creditNotesOf(order.id);
    expect(notes.map((n) => n.totalInclVat)).toEqual([10_000, 10_000, 10_000]);
    // Gap-free numbers in their own sequence.
    const sequences = notes.map((n) => n.sequence);
    expect(sequences[2]! - sequences[0]!).toBe(2);
    expect(await refundMails()).toHaveLength(3);

    // The same request again (same key): nothing more.
    const okKey = answers.findIndex((a) => a.statusCode === 200);
    const replay = await refund(order.uuid, 10_000, `parallel-key-${okKey}`);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ replayed: true, refundedCents: 30_000 });
    // The same key for another amount: refused.
    expect((await refund(order.uuid, 500, `parallel-key-${okKey}`)).statusCode).toBe(409);
    // More than what is left: refused, nothing reserved.
    const tooMuch = await refund(order.uuid, 6601, 'too-much-key');
    expect(tooMuch.statusCode).toBe(409);
    expect((await ctx.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).length).toBe(3);

    // The rest: the order is wholly refunded, its subscription ends.
    const rest = await refund(order.uuid, 6600, 'rest-key-0001', 'Résiliation');
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().refund).toMatchObject({ amountCents: 6600, reason: 'Résiliation' });
    expect(rest.json().refund.creditNoteNumber).toMatch(/^AV-\d{4}-\d{6}$/);
    expect(rest.json().order.refundedAt).not.toBeNull();
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id));
    expect(sub!.status).toBe('canceled');
    notes = await creditNotesOf(order.id);
    expect(notes.reduce((sum, n) => sum + n.totalInclVat, 0)).toBe(36_600);
    expect(notes.at(-1)!.lines![0]!.label).toMatch(/^Remboursement du solde de la facture FA-/);
    const mails = await refundMails();
    expect(mails).toHaveLength(4);
    expect(mails.at(-1)!.text).toContain(rest.json().refund.creditNoteNumber);
    expect(mails.at(-1)!.text).toContain('66,00');

    // The credit note is the customer's to download, Factur-X valid (type 381).
    const { access } = await login(ctx.app, buyer.email, buyer.password);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${notes.at(-1)!.id}/download/`, headers: bearer(access) });
    expect(pdf.statusCode).toBe(200);
    const xml = (await FacturX.fromPDF(new Uint8Array(pdf.rawPayload))).pdf!.extractEmbeddedXML()!.toString('utf8');
    expect(await facturXSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');

    // Nothing left: any further refund is refused.
    expect((await refund(order.uuid, 1, 'nothing-left-key')).statusCode).toBe(409);

    const listed = (await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${order.uuid}/refunds/`, headers: finance })).json();
    expect(listed.refunds).toHaveLength(4);
    const audit = await ctx.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'order.refund_amount'));
    expect(audit).toHaveLength(4);
    expect(audit.at(-1)!.after).toMatchObject({ amountCents: 6600, reason: 'Résiliation', refundedCents: 36_600 });
    expect(audit.at(-1)!.before).toMatchObject({ refundedCents: 30_000 });
  });

  it('asks a reason and a paid order; finds orders by e-mail, invoice number or status', async () => {
    const order = await paidOrder();
    expect((await refund(order.uuid, 100, 'no-reason-key', '')).statusCode).toBe(400);
    // An unpaid order: nothing to refund.
    await addKitOrder(ctx.database, buyer.recruiterId, null);
    const [pending] = await ctx.database.db.select().from(orders).where(eq(orders.status, 'pending')).limit(1);
    expect((await refund(pending!.uuid, 100, 'pending-key-1')).statusCode).toBe(409);
    const search = (q: string) =>
      ctx.app
        .inject({ method: 'GET', url: `/api/admin/orders/?q=${encodeURIComponent(q)}`, headers: finance })
        .then((r) => r.json().orders as { uuid: string }[]);
    expect((await search(buyer.email)).map((o) => o.uuid)).toContain(order.uuid);
    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.type, 'invoice')));
    expect((await search(invoice!.invoiceNumber)).map((o) => o.uuid)).toEqual([order.uuid]);
    expect((await search(order.uuid.slice(0, 8))).map((o) => o.uuid)).toContain(order.uuid);
    const paid = await ctx.app.inject({ method: 'GET', url: '/api/admin/orders/?status=paid', headers: finance });
    expect((paid.json().orders as { status: string }[]).every((o) => o.status === 'paid')).toBe(true);
  });
});

describe("Stripe's SDK driver: refundPayment", () => {
  it('refunds an amount of the payment intent with the idempotency key', async () => {
    const stripe = await startFakeStripe({ secretKey: 'sk_test_fake_refunds' });
    try {
      const driver = createStripeDriver({ secretKey: 'sk_test_fake_refunds', webhookSecret: 'whsec_x', apiBase: stripe.url });
      const answer = await driver.refundPayment({
        idempotencyKey: 'refund_order-1_key-1',
        amountCents: 1234,
        orderUuid: 'order-1',
        sessionId: 'cs_test_1',
        paymentIntentId: 'pi_test_1',
      });
      expect(answer.refundId).toMatch(/^re_fake_/);
      const call = stripe.requests.find((r) => r.path === '/v1/refunds')!;
      expect(call.headers['idempotency-key']).toBe('refund_order-1_key-1');
      expect(call.params).toMatchObject({ payment_intent: 'pi_test_1', amount: '1234', 'metadata[orderUuid]': 'order-1' });
    } finally {
      await stripe.close();
    }
  });
});

describe('a refund the provider refuses', () => {
  it("says so without the provider's or the database's words, and gives the amount back", async () => {
    // A paid order whose payment session the provider does not know (as the demo's seeded orders).
    const [poster] = await ctx.database.db
      .select({ productId: products.id, priceId: prices.id })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .where(eq(products.code, 'additional_poster'))
      .limit(1);
    const pending = await createPendingOrder(ctx.database.db, {
      recruiterId: buyer.recruiterId,
      kind: 'affiliate_kit',
      lines: [{ ...poster!, label: 'Affiche supplémentaire', quantity: 1, unitAmount: 1500 }],
    });
    await ctx.database.db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(), providerSessionId: 'cs_unknown_to_the_provider' })
      .where(eq(orders.id, pending.id));
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, pending.id));
    const res = await refund(order!.uuid, 1000, 'refused-by-provider');
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json()).toMatchObject({ code: 'payment_failed' });
    expect(res.body).not.toMatch(/insert|select|embedded_|params|cs_unknown/i);
    const [after] = await ctx.database.db.select().from(orders).where(eq(orders.id, pending.id));
    expect(after!.refundedCents).toBe(0);
  });
});
