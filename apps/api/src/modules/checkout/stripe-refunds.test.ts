import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, prices, products } from '../../db/schema/index.ts';
import { chargeEvent, completedEvent, createCommerceApp, postWebhook } from '../../../test/commerce-fixtures.ts';
import { createUser, type TestContext } from '../../../test/helpers.ts';
import { startFakeStripe } from '../../../test/stripe-fixtures.ts';
import { createPendingOrder, startCheckout } from '../orders/orders.service.ts';

/** Refunds and disputes through the Stripe driver (its SDK verifies the signed events), against the fake Stripe API. */
const SECRET_KEY = 'sk_test_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_test_fake_0123456789';

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let ctx: TestContext & { dataDir: string };

beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY });
  ctx = await createCommerceApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});
describe('refunds and disputes from Stripe (decision 132)', () => {
  it('a charge.refunded signed by Stripe for a payment-mode order issues its credit note once; a dispute marks the order', async () => {
    const user = await createUser(ctx.database);
    const [poster] = await ctx.database.db
      .select({ productId: products.id, priceId: prices.id })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .where(eq(products.code, 'additional_poster'));
    const order = await createPendingOrder(ctx.database.db, {
      recruiterId: user.recruiterId,
      kind: 'products',
      lines: [{ ...poster!, label: 'Affiche supplémentaire', quantity: 2, unitAmount: 1500 }],
    });
    const { sessionId } = await startCheckout(ctx.app.commerce, order, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' });
    // The fake Stripe gives a payment-mode session its payment intent, as Stripe does.
    const paymentIntent = `pi_fake_${sessionId}`;
    await postWebhook(ctx, completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat, paymentIntent }));
    const [paid] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.status).toBe('paid');
    expect(paid!.paymentIntentId).toBe(paymentIntent);

    const refund = chargeEvent('charge.refunded', { paymentIntent, amount: order.totalInclVat });
    expect((await postWebhook(ctx, refund)).json()).toMatchObject({ outcome: 'processed' });
    expect((await postWebhook(ctx, refund)).json()).toMatchObject({ outcome: 'duplicate' });
    const docs = await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(invoices.id);
    expect(docs.map((d) => [d.type, d.totalInclVat])).toEqual([
      ['invoice', 3600],
      ['credit_note', 3600],
    ]);
    expect(docs[1]!.invoiceNumber).toMatch(/^AV-\d{4}-\d{6}$/);
    expect(docs[1]!.refundKey).toBe(`stripe:${refund.id}`);
    expect(docs[1]!.isTreated).toBe(true);

    const dispute = chargeEvent('charge.dispute.created', { paymentIntent, amount: order.totalInclVat });
    expect((await postWebhook(ctx, dispute)).json()).toMatchObject({ outcome: 'processed' });
    const [disputed] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(disputed!.disputeId).toBe(dispute.data.object.id);
  });
});
