import { eq } from 'drizzle-orm';
import { FacturX, type ComfortProfile } from 'factur-x-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, prices, products, recruiters } from '../../db/schema/index.ts';
import { completedEvent, createCommerceApp, postWebhook } from '../../../test/commerce-fixtures.ts';
import { bearer, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { facturXSchemaErrors } from '../../../test/facturx-xsd.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createPendingOrder, startCheckout } from '../orders/orders.service.ts';
import { formatFrenchDate } from './invoices.pdf.ts';
import { loadSellerIdentity } from './invoices.seller.ts';
import { issueMissingInvoices, lineDetail, parisYear, treatPendingInvoices } from './invoices.service.ts';
import type { Storage } from '../../providers/storage/storage.ts';

let ctx: TestContext & { dataDir: string };
let owner: Awaited<ReturnType<typeof createUser>>;
let ownerAccess: string;
let strangerAccess: string;
let invoiceId: number;

beforeAll(async () => {
  ctx = await createCommerceApp();
  owner = await createUser(ctx.database, { company: 'Boulangerie Martin' });
  await ctx.database.db
    .update(recruiters)
    .set({
      siret: '91234567500017',
      address: { placeName: '3 Rue des Lilas, 69003 Lyon', featureName: 'Lyon', context: '69', description: '3 Rue des Lilas, 69003 Lyon' },
    })
    .where(eq(recruiters.id, owner.recruiterId));
  const stranger = await createUser(ctx.database);
  ownerAccess = (await login(ctx.app, owner.email, owner.password)).access;
  strangerAccess = (await login(ctx.app, stranger.email, stranger.password)).access;

  const [poster] = await ctx.database.db
    .select({ productId: products.id, priceId: prices.id })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(eq(products.code, 'additional_poster'));
  const order = await createPendingOrder(ctx.database.db, {
    recruiterId: owner.recruiterId,
    kind: 'products',
    lines: [{ ...poster!, label: 'Affiche supplémentaire', quantity: 3, unitAmount: 1500 }],
  });
  const { sessionId } = await startCheckout(ctx.app.commerce, order, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' });
  await postWebhook(ctx, completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat }));
  invoiceId = (await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, order.id)))[0]!.id;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/invoices/', () => {
  it('lists the account invoices', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/invoices/', headers: bearer(ownerAccess) });
    expect(res.statusCode).toBe(200);
    const [invoice] = res.json().results;
    expect(invoice).toMatchObject({ id: invoiceId, isTreated: true, totalInclVat: 5400 });
    expect(invoice.invoiceNumber).toBe(`FA-${parisYear(new Date())}-000001`);
    expect(Object.keys(invoice).sort()).toEqual(['createdAt', 'id', 'invoiceNumber', 'isTreated', 'totalInclVat']);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/invoices/', headers: bearer(strangerAccess) });
    expect(theirs.json().results).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/invoices/' })).statusCode).toBe(401);
  });
});

describe('GET /api/invoices/{id}/download/', () => {
  it('serves the PDF to its owner with content-disposition and the French legal mentions', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/download/`, headers: bearer(ownerAccess) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = `FA-${parisYear(new Date())}-000001`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const text = pdfText(res.rawPayload);
    const seller = loadSellerIdentity({});
    for (const expected of [
      'FACTURE',
      number,
      seller.name,
      `SIRET : ${seller.siret}`,
      seller.vatNumber,
      seller.address,
      'Boulangerie Martin',
      'SIRET : 91234567500017',
      '3 Rue des Lilas, 69003 Lyon',
      'Affiche supplémentaire',
      // What was bought, under the label (issue 29: one vague line before).
      'Affiche avec votre code QR personnel',
      'TVA 20 %',
      'Total HT',
      '45,00 €',
      '9,00 €',
      'Total TTC',
      '54,00 €',
      `Payée par carte le ${formatFrenchDate(new Date())}`,
      `Date de facture : ${formatFrenchDate(new Date())}`,
    ]) {
      // The VAT rate is written "20 %" with a no-break space, as French writes it (writePercent).
      expect(text.replace(/\n/g, ' ').replace(/\u00a0/g, ' '), expected).toContain(expected);
    }
  });

  it('serves a Factur-X invoice: PDF/A-3 with its EN 16931 factur-x.xml equal to the invoice (decision 091)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/download/`, headers: bearer(ownerAccess) });
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(raw).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    const fx = await FacturX.fromPDF(new Uint8Array(res.rawPayload));
    expect(await facturXSchemaErrors(fx.pdf!.extractEmbeddedXML()!.toString('utf8'))).toEqual([]);
    expect(fx.validate()).toEqual({ valid: true });
    const data = fx.object as ComfortProfile;
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    const seller = loadSellerIdentity({});
    expect(data.profile).toBe('urn:cen.eu:en16931:2017');
    expect(data.document.id).toBe(invoice!.invoiceNumber);
    expect(data.seller.globalId).toEqual([{ id: seller.siret, scheme: '0009' }]);
    expect(data.seller.taxIdentification).toEqual({ vatId: seller.vatNumber });
    expect(data.buyer).toMatchObject({
      name: 'Boulangerie Martin',
      specifiedLegalOrganization: { id: { id: '912345675', scheme: '0002' } },
    });
    expect(
      data.invoiceLines?.map((l) => [
        l.productDescription.name,
        l.delivery.itemQuantity.quantity,
        l.productPriceAgreement.productNetPricing.netPricePerItem,
        l.settlement.lineTotals.netTotal,
      ]),
    ).toEqual([['Affiche supplémentaire', 3, 15, 45]]);
    expect(data.totals).toMatchObject({
      netTotal: invoice!.totalExclVat / 100,
      taxTotal: [{ amount: invoice!.vatAmount / 100, currency: 'EUR' }],
      grossTotal: invoice!.totalInclVat / 100,
      openAmount: 0,
    });
  });

  it('answers 404 to anyone else, and to an unknown invoice', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/download/`, headers: bearer(strangerAccess) })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/invoices/999999/download/', headers: bearer(ownerAccess) })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/download/` })).statusCode).toBe(401);
  });

  it('refuses an invoice that is not treated yet, and treats it on the next list', async () => {
    await ctx.database.db.update(invoices).set({ isTreated: false, pdfKey: null }).where(eq(invoices.id, invoiceId));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/download/`, headers: bearer(ownerAccess) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invoice_not_ready');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/invoices/', headers: bearer(ownerAccess) });
    expect(list.json().results[0].isTreated).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/download/`, headers: bearer(ownerAccess) })).statusCode,
    ).toBe(200);
  });
});

describe('invoice sweep', () => {
  /** The app's storage, counting the PDFs each invoice number gets. */
  const countingStorage = (puts: Map<string, number>, fail = false): Storage => ({
    ...ctx.app.commerce.storage,
    driver: ctx.app.commerce.storage.driver,
    put: async (key, body, type) => {
      if (fail) throw new Error('storage down');
      const number = /invoices\/(fa-\d{4}-\d{6})-/.exec(key)![1]!;
      puts.set(number, (puts.get(number) ?? 0) + 1);
      await ctx.app.commerce.storage.put(key, body, type);
    },
  });

  it('claims its invoices: two instances sweeping at once make each PDF once; a failure is reported and retried', async () => {
    const [poster] = await ctx.database.db
      .select({ productId: products.id, priceId: prices.id })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .where(eq(products.code, 'additional_poster'));
    for (let i = 0; i < 5; i++) {
      const order = await createPendingOrder(ctx.database.db, {
        recruiterId: owner.recruiterId,
        kind: 'products',
        lines: [{ ...poster!, label: 'Affiche', quantity: 1, unitAmount: 1500 }],
      });
      const { sessionId } = await startCheckout(ctx.app.commerce, order, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' });
      await postWebhook(ctx, completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat }));
    }
    // As after a crash: every PDF of the account is to make again.
    await ctx.database.db.update(invoices).set({ isTreated: false, pdfKey: null }).where(eq(invoices.recruiterId, owner.recruiterId));
    const ids = (await ctx.database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.recruiterId, owner.recruiterId))).map(
      (r) => r.id,
    );
    expect(ids.length).toBeGreaterThanOrEqual(6);

    // The storage is down for the first sweep: every failure is reported, nothing is held.
    const down = await treatPendingInvoices({ ...ctx.app.commerce, storage: countingStorage(new Map(), true) });
    expect(down.made).toEqual([]);
    expect(down.failed.map((f) => f.invoiceId).sort((a, b) => a - b)).toEqual(expect.arrayContaining(ids));

    const puts = new Map<string, number>();
    const [a, b] = await Promise.all([
      treatPendingInvoices({ ...ctx.app.commerce, storage: countingStorage(puts) }),
      treatPendingInvoices({ ...ctx.app.commerce, storage: countingStorage(puts) }),
    ]);
    expect([...a.made, ...b.made].sort((x, y) => x - y)).toEqual(expect.arrayContaining(ids));
    expect(a.made.filter((id) => b.made.includes(id))).toEqual([]);
    expect([...puts.values()].every((n) => n === 1)).toBe(true);
    const rows = await ctx.database.db.select().from(invoices).where(eq(invoices.recruiterId, owner.recruiterId));
    expect(rows.every((r) => r.isTreated && r.pdfKey)).toBe(true);
    expect(puts.size).toBe(rows.length);
  });
});

describe('paid orders without an invoice (issue 11, item 11)', () => {
  it('get their invoice from the sweep, once even when two instances sweep together, and are listed', async () => {
    const buyer = await createUser(ctx.database, { company: 'Démo Conseil' });
    const [poster] = await ctx.database.db
      .select({ productId: products.id, priceId: prices.id })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .where(eq(products.code, 'additional_poster'));
    // Paid as the demo data leaves them: no payment went through the webhook, so no invoice.
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await createPendingOrder(ctx.database.db, {
        recruiterId: buyer.recruiterId,
        kind: 'products',
        lines: [{ ...poster!, label: 'Affiche', quantity: 1, unitAmount: 1500 }],
      });
      await ctx.database.db
        .update(orders)
        .set({ status: 'paid', paidAt: new Date(Date.UTC(2026, 9, 10 + i)) })
        .where(eq(orders.id, order.id));
      ids.push(order.id);
    }
    const deps = ctx.app.commerce;
    const runs = await Promise.all([issueMissingInvoices(deps), issueMissingInvoices(deps)]);
    expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(3);
    const issued = await ctx.database.db.select().from(invoices).where(eq(invoices.recruiterId, buyer.recruiterId));
    expect(issued.map((i) => i.orderId).sort((a, b) => a - b)).toEqual(ids);
    expect(await issueMissingInvoices(deps)).toBe(0);
    const listed = await ctx.app.inject({
      url: '/api/invoices/',
      headers: bearer((await login(ctx.app, buyer.email, buyer.password)).access),
    });
    expect(listed.json().results).toHaveLength(3);
  });
});

describe('seller identity', () => {
  it('comes from the environment, validated', () => {
    expect(loadSellerIdentity({ INVOICE_SELLER_NAME: 'ACME SAS', INVOICE_SELLER_SIRET: '12345678901234' })).toMatchObject({
      name: 'ACME SAS',
      siret: '12345678901234',
    });
    expect(() => loadSellerIdentity({ INVOICE_SELLER_SIRET: '123' })).toThrow(/Invalid configuration/);
  });
});

describe('lineDetail (issue 29: the invoice describes what was bought)', () => {
  it('a subscription line gives its length and period; a single good its description', () => {
    const paidAt = new Date('2026-11-28T10:00:00Z');
    expect(lineDetail({ label: 'Essentiel – Boulangerie', interval: 'month', intervalCount: 12, description: 'Abonnement' }, paidAt)).toBe(
      'Abonnement 12 mois, du 28/11/2026 au 27/11/2027',
    );
    expect(lineDetail({ label: 'Essentiel – Boulangerie', interval: 'year', intervalCount: 1, description: null }, paidAt)).toBe(
      'Abonnement 12 mois, du 28/11/2026 au 27/11/2027',
    );
    expect(lineDetail({ label: 'Essentiel – Boulangerie', interval: 'month', intervalCount: 1, description: null }, paidAt)).toBe(
      'Abonnement 1 mois, du 28/11/2026 au 27/12/2026',
    );
    expect(
      lineDetail(
        { label: 'Essentiel – Boulangerie – période du 28/11/2026 au 27/11/2027', interval: 'month', intervalCount: 12, description: null },
        paidAt,
      ),
    ).toBe('Abonnement 12 mois');
    expect(
      lineDetail(
        { label: 'CV candidat — Lina', interval: null, intervalCount: null, description: "Accès au CV et aux coordonnées d'un candidat" },
        paidAt,
      ),
    ).toBe("Accès au CV et aux coordonnées d'un candidat");
  });
});
