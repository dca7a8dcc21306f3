import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, paymentEvents, products, prices, subscriptions } from '../../db/schema/index.ts';
import type { EmbeddedPaymentProvider } from '../../providers/payment/embedded-driver.ts';
import { sweepPayments } from './payment-sweep.ts';
import {
  completedEvent,
  createCommerceApp,
  embeddedAction,
  embeddedPay,
  postWebhook,
  randomEventId,
  restartApp,
  sign,
} from '../../../test/commerce-fixtures.ts';
import { bearer, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { loopbackDeliverer } from '../../providers/payment/loopback-deliverer.ts';
import { parisYear } from '../invoices/invoices.service.ts';
import { createPendingOrder, startCheckout, type OrderWithLines } from '../orders/orders.service.ts';

let ctx: TestContext & { dataDir: string };
let recruiterId: number;
let ownerAccess: string;
let posterPrice: { productId: number; priceId: number };
let kitPrice: { productId: number; priceId: number };

beforeAll(async () => {
  ctx = await createCommerceApp();
  const owner = await createUser(ctx.database, { company: 'Boulangerie Test' });
  recruiterId = owner.recruiterId;
  ownerAccess = (await login(ctx.app, owner.email, owner.password)).access;
  const rows = await ctx.database.db
    .select({ code: products.code, productId: products.id, priceId: prices.id })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId));
  posterPrice = rows.find((r) => r.code === 'additional_poster')!;
  kitPrice = rows.find((r) => r.code === 'affiliate_kit')!;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function newOrder(kind: OrderWithLines['kind'] = 'products', quantity = 2) {
  const order = await createPendingOrder(ctx.database.db, {
    recruiterId,
    kind,
    lines: [{ ...posterPrice, label: 'Affiche supplémentaire', quantity, unitAmount: 1500 }],
  });
  const { url, sessionId } = await startCheckout(ctx.app.commerce, order, {
    customerEmail: 'client@example.test',
    successUrl: 'http://localhost:3000/app/dashboard',
    cancelUrl: 'http://localhost:3000/app/dashboard',
  });
  return { order, url, sessionId };
}

const orderStatus = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const invoicesOf = (orderId: number) => ctx.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));

describe('orders', () => {
  it('computes totals excluding VAT, VAT 20 % and including VAT', async () => {
    const { order } = await newOrder('products', 3);
    expect(order.status).toBe('pending');
    expect(order.totalExclVat).toBe(4500);
    expect(order.vatAmount).toBe(900);
    expect(order.totalInclVat).toBe(5400);
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]!.amount).toBe(4500);
  });

  it('refuses an order whose total is 0', async () => {
    await expect(
      createPendingOrder(ctx.database.db, {
        recruiterId,
        kind: 'products',
        lines: [{ ...posterPrice, label: 'x', quantity: 0, unitAmount: 1500 }],
      }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('opens an embedded checkout page showing the lines and the total', async () => {
    const { url, sessionId, order } = await newOrder('products', 2);
    expect(url).toMatch(/\/checkout\/cs_emb_/);
    const stored = (await ctx.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    expect(stored.provider).toBe('embedded');
    expect(stored.providerSessionId).toBe(sessionId);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Affiche supplémentaire');
    expect(page.body).toContain('36,00');
    expect(page.body).toContain('Payer');
    expect(page.body).toContain('Annuler');
  });
});

describe('embedded checkout buttons', () => {
  it('pay and cancel need the signed-in owner of the order: anonymous 401, another account 404', async () => {
    const { order, url, sessionId } = await newOrder();
    const stranger = await createUser(ctx.database);
    const theirs = (await login(ctx.app, stranger.email, stranger.password)).access;
    for (const action of ['pay', 'cancel'] as const) {
      const anonymous = await embeddedAction(ctx, url, action);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).toContain('Connexion requise');
      expect((await embeddedAction(ctx, url, action, 'not-a-token')).statusCode).toBe(401);
      expect((await embeddedAction(ctx, url, action, theirs)).statusCode).toBe(404);
      // The bearer header works too (and is checked the same way).
      const viaHeader = await ctx.app.inject({ method: 'POST', url: `${new URL(url).pathname}/${action}`, headers: bearer(theirs) });
      expect(viaHeader.statusCode).toBe(404);
    }
    expect(await orderStatus(order.id)).toBe('pending');
    const session = await (ctx.app.commerce.payment as EmbeddedPaymentProvider).getSession(sessionId);
    expect(session!.status).toBe('open');

    const paid = await embeddedAction(ctx, url, 'pay', ownerAccess);
    expect(paid.statusCode).toBe(303);
    expect(await orderStatus(order.id)).toBe('paid');
  });
});

describe('payment webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const { order, sessionId } = await newOrder();
    const event = completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat });
    const forged = await postWebhook(ctx, event, { secret: 'whsec_not_the_right_one' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('webhook_signature_invalid');
    const missing = await postWebhook(ctx, event, { signature: null });
    expect(missing.statusCode).toBe(400);
    // A body altered after signing fails too.
    const payload = JSON.stringify(event);
    const tampered = await postWebhook(ctx, payload.replace('"paid"', '"paid" '), { signature: sign(ctx, payload) });
    expect(tampered.statusCode).toBe(400);
    expect(await orderStatus(order.id)).toBe('pending');
    expect(await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(0);
  });

  it('pays the order once, issues a treated invoice, and ignores a replay', async () => {
    const { order, sessionId } = await newOrder();
    const event = completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat });
    const first = await postWebhook(ctx, event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    expect(await orderStatus(order.id)).toBe('paid');
    const [invoice] = await invoicesOf(order.id);
    expect(invoice!.invoiceNumber).toMatch(new RegExp(`^FA-${parisYear(new Date())}-\\d{6}$`));
    expect(invoice!.isTreated).toBe(true);

    const replay = await postWebhook(ctx, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    expect(await invoicesOf(order.id)).toHaveLength(1);

    // Another event for the same session (e.g. async_payment_succeeded) does not pay twice either.
    const other = await postWebhook(ctx, completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat }));
    expect(other.json().outcome).toBe('ignored');
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });

  it('absorbs parallel duplicates: the same event 10 times and 5 distinct events at once pay once', async () => {
    const { order, sessionId } = await newOrder();
    const event = completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat });
    const distinct = Array.from({ length: 5 }, () => completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat }));
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => postWebhook(ctx, event)),
      ...distinct.map((e) => postWebhook(ctx, e)),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().outcome === 'processed')).toHaveLength(1);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('flags an order paid with another amount or currency, and does not fulfil it', async () => {
    for (const wrong of [{ amount: 1 }, { amount: null }, { currency: 'usd' }]) {
      const { order, sessionId } = await newOrder();
      const res = await postWebhook(ctx, completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat, ...wrong }));
      expect(res.statusCode).toBe(200);
      expect(await orderStatus(order.id)).toBe('payment_mismatch');
      expect(await invoicesOf(order.id)).toHaveLength(0);
    }
  });

  it('ignores a completed session that is not paid yet (delayed payment methods)', async () => {
    const { order, sessionId } = await newOrder();
    const res = await postWebhook(ctx, completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat, paid: false }));
    expect(res.json().outcome).toBe('ignored');
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('cancels a pending order when its session expires', async () => {
    const { order, sessionId } = await newOrder();
    const event = {
      ...completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat }),
      type: 'checkout.session.expired',
    };
    expect((await postWebhook(ctx, event)).json().outcome).toBe('processed');
    expect(await orderStatus(order.id)).toBe('canceled');
  });

  it('rolls back everything when fulfilment fails, and the retried webhook completes the order', async () => {
    // A crash inside the paying transaction, after the order is marked paid and fulfilled: the invoice cannot be written.
    await ctx.database
      .exec(`CREATE FUNCTION simulated_crash() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated crash during fulfilment'; END $$;
      CREATE TRIGGER simulated_crash BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION simulated_crash();`);
    const { order, sessionId } = await newOrder('address');
    const event = completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat });
    const crashed = await postWebhook(ctx, event);
    expect(crashed.statusCode).toBe(500);
    expect(await orderStatus(order.id)).toBe('pending');
    expect(await invoicesOf(order.id)).toHaveLength(0);
    expect(await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(0);

    await ctx.database.exec('DROP TRIGGER simulated_crash ON invoices; DROP FUNCTION simulated_crash();');
    const retried = await postWebhook(ctx, event);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().outcome).toBe('processed');
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });

  it('survives an API crash between the payment and the webhook: the restarted API delivers it', async () => {
    const provider = ctx.app.commerce.payment as EmbeddedPaymentProvider;
    const { order, url } = await newOrder();
    // The webhook endpoint is unreachable (the API died right after the payment was taken).
    provider.setDeliverer(async () => false);
    const location = await embeddedPay(ctx, url, ownerAccess);
    expect(location).toContain('checkout_session_id=cs_emb_');
    expect(await orderStatus(order.id)).toBe('pending');

    // A new API process on the same database: its payment sweep job sends the stored signed event.
    const restarted = await restartApp(ctx);
    try {
      await sweepPayments(restarted.commerce);
      await expect.poll(() => orderStatus(order.id), { timeout: 15_000 }).toBe('paid');
      await expect.poll(() => invoicesOf(order.id).then((rows) => rows.length), { timeout: 15_000 }).toBe(1);
    } finally {
      await restarted.close();
      provider.setDeliverer(loopbackDeliverer(ctx.app));
    }
  });

  it('gives 50 concurrent payments 50 consecutive invoice numbers', async () => {
    const created = await Promise.all(Array.from({ length: 50 }, () => newOrder()));
    const before = await ctx.database.db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(eq(invoices.year, parisYear(new Date())));
    const start = Math.max(0, ...before.map((r) => r.sequence));
    const answers = await Promise.all(
      created.map(({ order, sessionId }) =>
        postWebhook(ctx, completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat }, randomEventId())),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const rows = await ctx.database.db
      .select({ sequence: invoices.sequence, number: invoices.invoiceNumber })
      .from(invoices)
      .where(eq(invoices.year, parisYear(new Date())));
    const fresh = rows
      .map((r) => r.sequence)
      .filter((s) => s > start)
      .sort((a, b) => a - b);
    expect(fresh).toEqual(Array.from({ length: 50 }, (_, i) => start + i + 1));
    // The whole year has no gap.
    const all = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  }, 60_000);

  it('starts a subscription for a recurring price, with its period', async () => {
    const order = await createPendingOrder(ctx.database.db, {
      recruiterId,
      kind: 'affiliate_kit',
      lines: [{ ...kitPrice, label: 'Kit affilié de base', quantity: 1, unitAmount: 29_000 }],
    });
    const { sessionId } = await startCheckout(ctx.app.commerce, order, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' });
    await postWebhook(
      ctx,
      completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat, subscription: 'sub_emb_test' }),
    );
    const [sub] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.orderId, order.id)));
    expect(sub!.status).toBe('active');
    expect(sub!.providerSubscriptionId).toBe('sub_emb_test');
    const days = (sub!.currentPeriodEnd.getTime() - sub!.currentPeriodStart.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
  });
});

describe('order look-up for return pages', () => {
  it('answers the owner and hides the order from others', async () => {
    const owner = await createUser(ctx.database);
    const stranger = await createUser(ctx.database);
    const order = await createPendingOrder(ctx.database.db, {
      recruiterId: owner.recruiterId,
      kind: 'products',
      lines: [{ ...posterPrice, label: 'Affiche supplémentaire', quantity: 1, unitAmount: 1500 }],
    });
    const { sessionId, url } = await startCheckout(ctx.app.commerce, order, {
      successUrl: 'http://x.test/ok',
      cancelUrl: 'http://x.test/ko',
    });
    const mine = await login(ctx.app, owner.email, owner.password);
    const theirs = await login(ctx.app, stranger.email, stranger.password);
    const pending = await ctx.app.inject({ method: 'GET', url: `/api/orders/session/${sessionId}/`, headers: bearer(mine.access) });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().status).toBe('pending');
    await embeddedPay(ctx, url, mine.access);
    const paid = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/`, headers: bearer(mine.access) });
    expect(paid.json()).toMatchObject({ status: 'paid', totalInclVat: 1800 });
    expect(paid.json().invoiceId).toBeTypeOf('number');
    const hidden = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/`, headers: bearer(theirs.access) });
    expect(hidden.statusCode).toBe(404);
  });
});
