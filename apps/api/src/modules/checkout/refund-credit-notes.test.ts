import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FacturX } from 'factur-x-kit';
import { invoices, orders, prices, products, subscriptions } from '../../db/schema/index.ts';
import { chargeEvent, completedEvent, createCommerceApp, postWebhook } from '../../../test/commerce-fixtures.ts';
import { facturXSchemaErrors } from '../../../test/facturx-xsd.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { bearer, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { parisYear } from '../invoices/invoices.service.ts';
import { createPendingOrder, startCheckout } from '../orders/orders.service.ts';
import { refundUnfulfilledOrder } from './refunds.ts';
import { markRefundDue } from '../orders/index.ts';

/**
 * Refunds and disputes from the payment provider (decision 132), through the signed webhook with
 * the embedded driver: credit notes (avoirs) in their own gap-free sequence, once per event, listed
 * and downloadable with the invoices; a whole refund takes back what the order gave; a dispute
 * marks the order.
 */
let ctx: TestContext & { dataDir: string };
let recruiterId: number;
let access: string;
let kitPrice: { productId: number; priceId: number };
let posterPrice: { productId: number; priceId: number };

beforeAll(async () => {
  ctx = await createCommerceApp();
  const owner = await createUser(ctx.database, { company: 'Boulangerie Avoir' });
  recruiterId = owner.recruiterId;
  access = (await login(ctx.app, owner.email, owner.password)).access;
  const rows = await ctx.database.db
    .select({ code: products.code, productId: products.id, priceId: prices.id })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId));
  kitPrice = rows.find((r) => r.code === 'affiliate_kit')!;
  posterPrice = rows.find((r) => r.code === 'additional_poster')!;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

/** A paid kit order (a yearly subscription) and a poster, paid through the webhook with a payment intent. */
async function paidKitOrder(paymentIntent: string, buyer = recruiterId) {
  const order = await createPendingOrder(ctx.database.db, {
    recruiterId: buyer,
    kind: 'affiliate_kit',
    lines: [
      { ...kitPrice, label: 'Kit affilié de base', quantity: 1, unitAmount: 29_000 },
      { ...posterPrice, label: 'Affiche supplémentaire', quantity: 1, unitAmount: 1500 },
    ],
  });
  const { sessionId } = await startCheckout(ctx.app.commerce, order, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' });
  const paid = await postWebhook(
    ctx,
    completedEvent({
      id: sessionId,
      reference: order.uuid,
      amount: order.totalInclVat,
      subscription: `sub_emb_${paymentIntent}`,
      paymentIntent,
    }),
  );
  expect(paid.statusCode).toBe(200);
  return order;
}

const documentsOf = (orderId: number) => ctx.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);

describe('charge.refunded: credit notes', () => {
  it('a partial then a whole refund issue AV-… credit notes once per event, listed, downloadable and Factur-X valid; the whole one ends the subscription', async () => {
    const order = await paidKitOrder('pi_emb_partial');
    const year = parisYear(new Date());
    const [invoice] = await documentsOf(order.id);
    expect(invoice!.type).toBe('invoice');
    expect(invoice!.totalInclVat).toBe(36_600);

    // 100 € refunded at the provider: one credit note of 100 € (83.33 + 16.67), named after the invoice.
    const partial = chargeEvent('charge.refunded', { paymentIntent: 'pi_emb_partial', amount: 36_600, amountRefunded: 10_000 });
    expect((await postWebhook(ctx, partial)).json()).toMatchObject({ outcome: 'processed' });
    // The same event again changes nothing.
    expect((await postWebhook(ctx, partial)).json()).toMatchObject({ outcome: 'duplicate' });
    let docs = await documentsOf(order.id);
    expect(docs.map((d) => [d.type, d.invoiceNumber, d.totalExclVat, d.vatAmount, d.totalInclVat, d.creditedInvoiceId])).toEqual([
      ['invoice', invoice!.invoiceNumber, 30_500, 6100, 36_600, null],
      ['credit_note', `AV-${year}-000001`, 8333, 1667, 10_000, invoice!.id],
    ]);
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id));
    expect(sub!.status).toBe('active');

    // The rest refunded (Stripe reports the total refunded so far): the next number, for the remainder.
    const whole = chargeEvent('charge.refunded', { reference: order.uuid, amount: 36_600, amountRefunded: 36_600 });
    expect((await postWebhook(ctx, whole)).json()).toMatchObject({ outcome: 'processed' });
    docs = await documentsOf(order.id);
    expect(docs.map((d) => [d.invoiceNumber, d.totalInclVat])).toEqual([
      [invoice!.invoiceNumber, 36_600],
      [`AV-${year}-000001`, 10_000],
      [`AV-${year}-000002`, 26_600],
    ]);
    // What the order gave is taken back: the kit's subscription ends now.
    const [ended] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id));
    expect(ended!.status).toBe('canceled');
    expect(ended!.currentPeriodEnd.getTime()).toBeLessThanOrEqual(Date.now());

    // Another event reporting the same total refunded: nothing left to credit.
    expect(
      (await postWebhook(ctx, chargeEvent('charge.refunded', { paymentIntent: 'pi_emb_partial', amount: 36_600 }))).json(),
    ).toMatchObject({
      outcome: 'ignored',
    });
    expect(await documentsOf(order.id)).toHaveLength(3);

    // Listed with the invoices of the account, and downloadable as a Factur-X credit note.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/invoices/', headers: bearer(access) });
    const numbers = (list.json().results as { invoiceNumber: string }[]).map((r) => r.invoiceNumber);
    expect(numbers).toEqual(expect.arrayContaining([invoice!.invoiceNumber, `AV-${year}-000001`, `AV-${year}-000002`]));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${docs[1]!.id}/download/`, headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="AV-${year}-000001.pdf"`);
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'AVOIR',
      `AV-${year}-000001`,
      `Avoir sur la facture ${invoice!.invoiceNumber}`,
      `Remboursement partiel de la facture ${invoice!.invoiceNumber}`,
      '100,00 €',
    ])
      expect(text).toContain(expected);
    const xml = (await FacturX.fromPDF(new Uint8Array(res.rawPayload))).pdf!.extractEmbeddedXML()!.toString('utf8');
    expect(await facturXSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toMatch(
      new RegExp(`<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${invoice!.invoiceNumber}</ram:IssuerAssignedID>`),
    );
    // Both goods and services were bought: mixed, already paid.
    expect(xml).toMatch(/<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>M2<\/ram:ID>/);
  });

  it('a refund of an order the product does not know, or of an unpaid one, issues nothing', async () => {
    const res = await postWebhook(ctx, chargeEvent('charge.refunded', { paymentIntent: 'pi_unknown', amount: 1000 }));
    expect(res.json()).toMatchObject({ outcome: 'ignored' });
  });

  it("the product's own refund of an invoiced order issues the credit note once; the provider's event for it adds none", async () => {
    // Another account: one live kit per account.
    const order = await paidKitOrder('pi_emb_own', (await createUser(ctx.database)).recruiterId);
    await ctx.database.db.transaction((tx) => markRefundDue(tx, order.id));
    expect(await refundUnfulfilledOrder(ctx.app.commerce, order.id)).toBe('notified');
    let docs = await documentsOf(order.id);
    expect(docs.filter((d) => d.type === 'credit_note').map((d) => d.totalInclVat)).toEqual([36_600]);
    // Stripe then reports the same refund: already credited.
    await postWebhook(ctx, chargeEvent('charge.refunded', { paymentIntent: 'pi_emb_own', amount: 36_600 }));
    docs = await documentsOf(order.id);
    expect(docs.filter((d) => d.type === 'credit_note')).toHaveLength(1);
  });
});

describe('charge.dispute.created', () => {
  it('marks the order disputed once, with the dispute id, and takes back what it gave', async () => {
    const order = await paidKitOrder('pi_emb_dispute', (await createUser(ctx.database)).recruiterId);
    const event = chargeEvent('charge.dispute.created', { paymentIntent: 'pi_emb_dispute', amount: 36_600 });
    expect((await postWebhook(ctx, event)).json()).toMatchObject({ outcome: 'processed' });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.disputedAt).toBeInstanceOf(Date);
    expect(row!.disputeId).toBe(event.data.object.id);
    expect(row!.status).toBe('paid');
    // The bank took the money back: the kit's subscription ends at once (decision 149), as on a whole refund.
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id));
    expect(sub!.status).toBe('canceled');
    const again = chargeEvent('charge.dispute.created', { reference: order.uuid, amount: 36_600 });
    expect((await postWebhook(ctx, again)).json()).toMatchObject({ outcome: 'ignored' });
    expect((await ctx.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.disputeId).toBe(event.data.object.id);
  });
});
