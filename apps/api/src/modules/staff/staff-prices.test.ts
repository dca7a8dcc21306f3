import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, prices, staffAuditLog } from '../../db/schema/index.ts';
import { createCommerceApp } from '../../../test/commerce-fixtures.ts';
import { createUser, type TestContext } from '../../../test/helpers.ts';
import { staffSession } from '../../../test/staff-session.ts';
import { createPendingOrder } from '../orders/index.ts';
import { resolveDefaultPrice, resolvePrice } from '../products/index.ts';
import { findResumePrices } from '../basket/basket.repository.ts';

/**
 * Prices with validity dates (issue 34 item 3, decision 160): a change now is what the next checkout
 * charges, even for a client that names the price read before; a change dated later leaves the
 * current price until then; an existing order keeps its amount; audited.
 */
let ctx: TestContext & { dataDir: string };
let finance: Awaited<ReturnType<typeof staffSession>>['headers'];

beforeAll(async () => {
  ctx = await createCommerceApp();
  finance = (await staffSession(ctx, 'prices-finance@staff.test', ['finance'])).headers;
}, 120_000);
afterAll(async () => ctx?.close());

const listPrices = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/admin/prices/', headers: finance })).json().prices as {
    id: number;
    productCode: string;
    unitAmount: number;
    current: boolean;
    validFrom: string | null;
    validTo: string | null;
  }[];
const change = (id: number, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/prices/${id}/change/`, headers: finance, payload });

describe('prices with validity dates (item 3)', () => {
  it('a change now is charged by the next checkout; an earlier order keeps its amount; a later change waits its date', async () => {
    const poster = (await listPrices()).find((p) => p.productCode === 'additional_poster' && p.current)!;
    expect(poster.unitAmount).toBe(1500);
    const buyer = await createUser(ctx.database, { company: 'Affiches & Co' });
    const before = await resolveDefaultPrice(ctx.database.db, 'additional_poster');
    const earlier = await createPendingOrder(ctx.database.db, {
      recruiterId: buyer.recruiterId,
      kind: 'products',
      lines: [{ productId: before.productId, priceId: before.priceId, label: 'Affiche', quantity: 1, unitAmount: before.unitAmount }],
    });

    const now = await change(poster.id, { unitAmount: 1800, reason: 'Hausse du papier' });
    expect(now.statusCode, now.body).toBe(200);
    const next = now.json().next;
    expect(next).toMatchObject({ unitAmount: 1800, current: true, vatAmount: 360 });
    expect(now.json().previous).toMatchObject({ current: false });
    // The checkout: the default price, and the price named by a client that read it before the change.
    expect((await resolveDefaultPrice(ctx.database.db, 'additional_poster')).unitAmount).toBe(1800);
    const named = await resolvePrice(ctx.database.db, poster.id, ['additional_poster']);
    expect(named).toMatchObject({ priceId: next.id, unitAmount: 1800 });
    // The public products list shows the current price only.
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/products/' })).json() as unknown;
    expect(JSON.stringify(listed)).toContain('1800');
    // The earlier order is unchanged.
    const [line] = await ctx.database.db.select().from(orderLines).where(eq(orderLines.orderId, earlier.id));
    expect(line!.unitAmount).toBe(1500);
    // The same change again: the old row already has its successor.
    expect((await change(poster.id, { unitAmount: 1800, reason: 'Hausse du papier' })).statusCode).toBe(409);

    // A change dated tomorrow: today's price stays until then.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const later = await change(next.id, { unitAmount: 2000, validFrom: tomorrow, reason: 'Tarif 2027' });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().next).toMatchObject({ current: false, validFrom: tomorrow });
    expect((await resolveDefaultPrice(ctx.database.db, 'additional_poster')).unitAmount).toBe(1800);
    // Once its date has come (moved to this instant here), it is the one charged.
    const moment = new Date();
    await ctx.database.db.update(prices).set({ validTo: moment }).where(eq(prices.id, next.id));
    await ctx.database.db.update(prices).set({ validFrom: moment }).where(eq(prices.id, later.json().next.id));
    expect((await resolvePrice(ctx.database.db, poster.id, ['additional_poster'])).unitAmount).toBe(2000);

    // A date in the past is refused with a field error.
    const past = await change(later.json().next.id, { unitAmount: 2100, validFrom: '2020-01-01T00:00:00Z', reason: 'Erreur' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ validFrom: ['form.validation.price_valid_from_past'] });

    const audit = await ctx.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'price.change'));
    expect(audit).toHaveLength(2);
    expect(audit[0]!.before).toMatchObject({ unitAmount: 1500 });
    expect(audit[0]!.after).toMatchObject({ unitAmount: 1800, reason: 'Hausse du papier' });
  });
});

describe('the basket', () => {
  it("the basket's CV price is the one valid now: a change made by an operator is what the basket shows and charges (walk)", async () => {
    const cv = (await listPrices()).find((p) => p.productCode === 'regular_resume' && p.current)!;
    const before = (await findResumePrices(ctx.database.db)).regular;
    expect(before.unitAmount).toBe(cv.unitAmount);
    const changed = await change(cv.id, { unitAmount: cv.unitAmount + 100, reason: 'Nouveau tarif des CV' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await findResumePrices(ctx.database.db)).regular).toMatchObject({
      priceId: changed.json().next.id,
      unitAmount: cv.unitAmount + 100,
    });
  });
});
