import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { LANGUAGE_COOKIE } from '@app/contracts/constants';
import { priceSlot } from '@app/contracts/price-slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orderLines } from '../../db/schema/index.ts';
import { createCommerceApp, payOrderThroughWebhook } from '../../../test/commerce-fixtures.ts';
import { createUser, type TestContext } from '../../../test/helpers.ts';
import { staffSession } from '../../../test/staff-session.ts';
import { createPendingOrder } from '../orders/index.ts';
import { resolveDefaultPrice, resolvePrice } from '../products/index.ts';

/**
 * One price everywhere after a staff change (issue 34 item 3, decision 160): the pre-rendered public
 * pages hold price slots the API fills when it serves them, from the rows valid at that moment, so
 * the page served next, the products list and the checkout say the new amount, in French and in
 * English, without a rebuild or a restart; a future-dated price shows from its date; an invoice
 * issued before keeps its amount.
 */
let ctx: TestContext & { dataDir: string };
let webDir: string;
let finance: Awaited<ReturnType<typeof staffSession>>['headers'];

/** The home page as the pre-renderer writes it: the poster's price in slots (excl. and incl. VAT), and an operator-free page. */
const homeOf = (lang: string) =>
  `<!doctype html><html lang="${lang}"><body><h1>home ${lang}</h1>` +
  `<p data-testid="poster-ht">${priceSlot('additional_poster', 0, 'ht')}</p>` +
  `<p data-testid="poster-ttc">${priceSlot('additional_poster', 0, 'ttc')}</p>` +
  `<p data-testid="essential">${priceSlot('address_subscription', 12, 'month_ht')} ${priceSlot('address_subscription', 12, 'saving')}</p>` +
  `${'<p>QRecrute</p>'.repeat(50)}</body></html>`;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-prices-'));
  fs.mkdirSync(path.join(webDir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'app', 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'index.html'), 'template');
  for (const lang of ['fr', 'en']) {
    fs.mkdirSync(path.join(webDir, 'site', lang), { recursive: true });
    const file = path.join(webDir, 'site', lang, 'home.html');
    fs.writeFileSync(file, homeOf(lang));
    // The build's compressed copy holds the slots too: never served as it is.
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(homeOf(lang)));
  }
  ctx = await createCommerceApp({ WEB_DIST_DIR: webDir });
  finance = (await staffSession(ctx, 'pages-finance@staff.test', ['finance'])).headers;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The home page served in a language (brotli when asked, decoded here), its spaces made plain. */
async function home(lang: 'fr' | 'en', encoding = 'identity'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/',
    headers: { 'accept-encoding': encoding },
    cookies: { [LANGUAGE_COOKIE]: lang },
  });
  expect(res.statusCode).toBe(200);
  const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : res.body;
  expect(body).not.toContain('%%price:');
  return body.replace(/[\u202f\u00a0]/g, ' ');
}
const posterOf = (html: string) => /data-testid="poster-ht">([^<]*)<\/p><p data-testid="poster-ttc">([^<]*)</.exec(html)?.slice(1);

const change = (id: number, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/prices/${id}/change/`, headers: finance, payload });
const currentPoster = async () =>
  (
    (await ctx.app.inject({ method: 'GET', url: '/api/admin/prices/', headers: finance })).json().prices as {
      id: number;
      productCode: string;
      current: boolean;
    }[]
  ).find((p) => p.productCode === 'additional_poster' && p.current)!;
const listedPoster = async () => {
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/products/' })).json() as {
    results: { code: string; prices: { unitAmount: number }[] }[];
  };
  return list.results.find((p) => p.code === 'additional_poster')!.prices.map((p) => p.unitAmount);
};

describe('the public pages follow the price rows (decision 160)', () => {
  it('a staff change is on the next page served, the products list and the checkout; an earlier invoice keeps its amount', async () => {
    expect(posterOf(await home('fr'))).toEqual(['15 €', '18 €']);
    expect(posterOf(await home('en'))).toEqual(['€15', '€18']);
    expect(await home('fr')).toContain('40,83 € 17 %');

    // An invoice issued at 15 €.
    const buyer = await createUser(ctx.database, { company: 'Affiches & Co' });
    const before = await resolveDefaultPrice(ctx.database.db, 'additional_poster');
    const earlier = await createPendingOrder(ctx.database.db, {
      recruiterId: buyer.recruiterId,
      kind: 'products',
      lines: [{ productId: before.productId, priceId: before.priceId, label: 'Affiche', quantity: 1, unitAmount: before.unitAmount }],
    });
    expect((await payOrderThroughWebhook(ctx, earlier)).statusCode).toBeLessThan(300);
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, earlier.id));
    expect(invoice).toBeDefined();

    const poster = await currentPoster();
    const now = await change(poster.id, { unitAmount: 1750, reason: 'Hausse du papier' });
    expect(now.statusCode, now.body).toBe(200);
    // The page served next, in both languages and from its compressed copy too.
    expect(posterOf(await home('fr'))).toEqual(['17,50 €', '21 €']);
    expect(posterOf(await home('en'))).toEqual(['€17.50', '€21']);
    expect(posterOf(await home('fr', 'br'))).toEqual(['17,50 €', '21 €']);
    expect(posterOf(await home('en', 'br'))).toEqual(['€17.50', '€21']);
    // The products list and the checkout (the default price, and the price id a client read before).
    expect(await listedPoster()).toEqual([1750]);
    expect((await resolveDefaultPrice(ctx.database.db, 'additional_poster')).unitAmount).toBe(1750);
    expect((await resolvePrice(ctx.database.db, poster.id, ['additional_poster'])).unitAmount).toBe(1750);
    // The invoice and its order are as they were.
    const [after] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect({ ...after, pdfKey: null, pdfClaimedUntil: null, isTreated: false }).toEqual({
      ...invoice,
      pdfKey: null,
      pdfClaimedUntil: null,
      isTreated: false,
    });
    const [line] = await ctx.database.db.select().from(orderLines).where(eq(orderLines.orderId, earlier.id));
    expect(line!.unitAmount).toBe(1500);
  });

  it('a future-dated price shows the old price until its date, then the new one, without a restart', async () => {
    const poster = await currentPoster();
    const from = new Date(Date.now() + 2_000);
    const later = await change(poster.id, { unitAmount: 2000, validFrom: from.toISOString(), reason: 'Tarif 2027' });
    expect(later.statusCode, later.body).toBe(200);
    expect(posterOf(await home('fr'))).toEqual(['17,50 €', '21 €']);
    expect(await listedPoster()).toEqual([1750]);
    // The page cache ends at the validity boundary: the first page after it has the new price.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, from.getTime() - Date.now()) + 50));
    expect(posterOf(await home('fr'))).toEqual(['20 €', '24 €']);
    expect(posterOf(await home('en'))).toEqual(['€20', '€24']);
    expect(await listedPoster()).toEqual([2000]);
    expect((await resolveDefaultPrice(ctx.database.db, 'additional_poster')).unitAmount).toBe(2000);
  });
});
