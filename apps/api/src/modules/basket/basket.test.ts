import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketSummary, ResumeOrder } from '@app/contracts/basket';
import { createCandidate, createPurchase, seedReferenceIds } from '../../../test/candidates-fixtures.ts';
import { createCommerceApp, embeddedAction, embeddedPay, payOrderThroughWebhook } from '../../../test/commerce-fixtures.ts';
import { expectNoContact } from '../../../test/contact-assertions.ts';
import { bearer, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { embeddedCheckoutSessions, orderLines, orders, prices, products, purchases } from '../../db/schema/index.ts';
import { createPendingOrder, startCheckout } from '../orders/orders.service.ts';
import { findResumePrices } from './basket.repository.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const people: Record<string, { id: number; uuid: string }> = {};
let hunterId = 0;

const post = async <T = unknown>(who: string, url: string, payload: Record<string, unknown>) => {
  const res = await ctx.app.inject({ method: 'POST', url, headers: tokens[who] ? bearer(tokens[who]) : {}, payload });
  return { status: res.statusCode, body: res.json() as T };
};

beforeAll(async () => {
  ctx = await createCommerceApp();
  const db = ctx.database.db;
  const ref = await seedReferenceIds(db);
  const users = {
    hunter: await createUser(ctx.database, { headhunter: true, email: 'chasseur-test@example.test' }),
    hunterPremium: await createUser(ctx.database, { headhunter: true, headhunterPremium: true }),
    premium: await createUser(ctx.database, { maxAddresses: 2 }),
    standard: await createUser(ctx.database),
  };
  for (const [name, user] of Object.entries(users)) tokens[name] = (await login(ctx.app, user.email, user.password)).access;
  hunterId = users.hunter.recruiterId;
  const job = ref.jobIds[0]!;
  people.regular1 = await createCandidate(db, {
    firstName: 'Inès',
    lastName: 'Garnier',
    email: 'ines.garnier@example.test',
    searchedJobs: [{ jobId: job, experienceId: ref.experienceIds[1]! }],
  });
  people.regular2 = await createCandidate(db, { firstName: 'Jules', lastName: 'Henry', searchedJobs: [] });
  people.rare = await createCandidate(db, {
    firstName: 'Karima',
    lastName: 'Lopez',
    tag: 'rare',
    searchedJobs: [{ jobId: job, experienceId: null }],
  });
  people.bought = await createCandidate(db, { firstName: 'Louis', lastName: 'Martin', tag: 'rare' });
  await createPurchase(db, hunterId, people.bought.id);
});

afterAll(async () => ctx.close());

describe('POST /api/basket/summary', () => {
  it('prices regular and rare-gem resumes from the prices table, VAT 20 %', async () => {
    const uuids = [people.regular1!.uuid, people.regular2!.uuid, people.rare!.uuid];
    const { status, body } = await post<BasketSummary>('hunter', '/api/basket/summary', { uuids });
    expect(status).toBe(200);
    expect(body.summary).toEqual({
      totalResumesCount: 3,
      regularResumePrice: 1500,
      rareGemResumePrice: 3500,
      regularResumesCount: 2,
      regularResumesAmount: 3000,
      rareGemResumesCount: 1,
      rareGemResumesAmount: 3500,
      totalResumeWithoutTaxes: 6500,
      vatAmount: 1300,
      totalResumeWithTaxes: 7800,
    });
    expect(body.items.find((i) => i.uuid === people.rare!.uuid)).toMatchObject({ tag: 'rare', price: 3500, alreadyPurchased: false });
    expect(body.items.find((i) => i.uuid === people.regular2!.uuid)).toMatchObject({ searchedJobName: null, price: 1500 });
    expectNoContact(body, { lastName: 'Garnier', email: 'ines.garnier@example.test' });
  });

  it('follows a price edited in the database', async () => {
    const db = ctx.database.db;
    const [product] = await db.select().from(products).where(eq(products.code, 'regular_resume'));
    await db.update(prices).set({ unitAmount: 1900 }).where(eq(prices.productId, product!.id));
    const { body } = await post<BasketSummary>('hunter', '/api/basket/summary', { uuids: [people.regular1!.uuid] });
    expect(body.summary).toMatchObject({
      regularResumePrice: 1900,
      totalResumeWithoutTaxes: 1900,
      vatAmount: 380,
      totalResumeWithTaxes: 2280,
    });
    await db.update(prices).set({ unitAmount: 1500 }).where(eq(prices.productId, product!.id));
  });

  it('lists an already bought resume without charging it, and drops unknown uuids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const { body } = await post<BasketSummary>('hunter', '/api/basket/summary', {
      uuids: [people.bought!.uuid, people.regular1!.uuid, unknown],
    });
    expect(body.items.find((i) => i.uuid === people.bought!.uuid)).toMatchObject({ alreadyPurchased: true });
    expect(body.summary).toMatchObject({ totalResumesCount: 1, rareGemResumesCount: 0, totalResumeWithoutTaxes: 1500 });
    expect(body.unknown).toEqual([unknown]);
  });

  it('is for buyers: not premium head-hunters nor premium recruiters', async () => {
    expect((await post('hunterPremium', '/api/basket/summary', { uuids: [] })).status).toBe(403);
    expect((await post('premium', '/api/basket/summary', { uuids: [] })).status).toBe(403);
    expect((await post('standard', '/api/basket/summary', { uuids: [] })).status).toBe(200);
    expect((await post('nobody', '/api/basket/summary', { uuids: [] })).status).toBe(401);
    expect((await post('hunter', '/api/basket/summary', { uuids: ['not-a-uuid'] })).status).toBe(400);
  });
});

describe('POST /api/basket/checkout', () => {
  it('never charges an already bought resume, and shows contact details at once after payment', async () => {
    const db = ctx.database.db;
    const before = await ctx.app.inject({ method: 'GET', url: `/api/candidate/${people.rare!.uuid}/`, headers: bearer(tokens.hunter!) });
    expectNoContact(before.json(), { lastName: 'Lopez' });

    const { status, body } = await post<{ url: string; orderUuid: string }>('hunter', '/api/basket/checkout', {
      uuids: [people.bought!.uuid, people.rare!.uuid, people.regular1!.uuid],
    });
    expect(status).toBe(200);
    expect(body.url).toContain('/checkout/');
    const [order] = await db.select().from(orders).where(eq(orders.uuid, body.orderUuid));
    expect(order).toMatchObject({ kind: 'resumes', status: 'pending', totalExclVat: 5000, vatAmount: 1000, totalInclVat: 6000 });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => l.candidateId).sort()).toEqual([people.rare!.id, people.regular1!.id].sort());
    expect(lines.map((l) => l.candidateId)).not.toContain(people.bought!.id);

    const pending = await ctx.app.inject({ method: 'GET', url: `/api/basket/orders/${body.orderUuid}/`, headers: bearer(tokens.hunter!) });
    expect((pending.json() as ResumeOrder).candidates.every((c) => c.lastName === null)).toBe(true);

    const location = await embeddedPay(ctx, body.url, tokens.hunter!);
    expect(location).toContain(`/app/shopping-order-confirmed/${body.orderUuid}`);
    const confirmed = await ctx.app.inject({
      method: 'GET',
      url: `/api/basket/orders/${body.orderUuid}/`,
      headers: bearer(tokens.hunter!),
    });
    expect(confirmed.json()).toMatchObject({ status: 'paid', totalInclVat: 6000 });
    expect((confirmed.json() as ResumeOrder).candidates.map((c) => c.lastName).sort()).toEqual(['Garnier', 'Lopez']);

    const bought = await db.select().from(purchases).where(eq(purchases.recruiterId, hunterId));
    expect(bought).toHaveLength(3);
    expect(bought.find((p) => p.candidateId === people.rare!.id)).toMatchObject({ priceCents: 3500, orderId: order!.id });
    const after = await ctx.app.inject({ method: 'GET', url: `/api/candidate/${people.rare!.uuid}/`, headers: bearer(tokens.hunter!) });
    expect(after.json()).toMatchObject({ contactAccess: true, lastName: 'Lopez' });

    // Everything in the basket is bought now: nothing to charge.
    const again = await post<{ code: string }>('hunter', '/api/basket/checkout', { uuids: [people.rare!.uuid, people.bought!.uuid] });
    expect(again).toMatchObject({ status: 400, body: { code: 'basket_empty' } });
    const count = (await db.execute(sql`SELECT count(*)::int AS n FROM orders WHERE recruiter_id = ${hunterId}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(count.rows[0]!.n)).toBe(1);
  });

  it('hides another recruiter’s order', async () => {
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.recruiterId, hunterId));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/basket/orders/${order!.uuid}/`, headers: bearer(tokens.standard!) });
    expect(res.statusCode).toBe(404);
    expect((await post('hunterPremium', '/api/basket/checkout', { uuids: [people.regular2!.uuid] })).status).toBe(403);
  });
});

describe('no double billing of resumes', () => {
  const ordersHolding = async (recruiterId: number, candidateId: number) =>
    ctx.database.db
      .select({ id: orders.id, uuid: orders.uuid, status: orders.status })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(sql`${orders.recruiterId} = ${recruiterId} and ${orderLines.candidateId} = ${candidateId}`);

  it('gives 8 parallel checkouts of a resume one order and one checkout; coming back from it gets the same; "Annuler" frees the resume', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post<{ url: string; orderUuid: string }>('standard', '/api/basket/checkout', { uuids: [people.regular2!.uuid] }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(new Set(answers.map((a) => a.body.orderUuid)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.url)).size).toBe(1);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.uuid, answers[0]!.body.orderUuid));
    expect(await ordersHolding(order!.recruiterId, people.regular2!.id)).toHaveLength(1);

    // The buyer left the payment page by the browser's back button (no "Annuler") and pays again:
    // the same checkout, not a 24-hour refusal (walk, decision 164).
    const again = await post<{ url: string; orderUuid: string }>('standard', '/api/basket/checkout', { uuids: [people.regular2!.uuid] });
    expect(again).toMatchObject({ status: 200, body: { orderUuid: order!.uuid, url: answers[0]!.body.url } });

    // "Annuler" on the checkout page cancels the order: the resume can be ordered again.
    expect((await embeddedAction(ctx, answers[0]!.body.url, 'cancel', tokens.standard!)).statusCode).toBe(303);
    expect((await ctx.database.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.status).toBe('canceled');
    expect((await post('standard', '/api/basket/checkout', { uuids: [people.regular2!.uuid] })).status).toBe(200);
  });

  it('replaces an unpaid checkout when the basket changed: the earlier one is closed at the provider, one order holds each resume', async () => {
    const first = await post<{ url: string; orderUuid: string }>('standard', '/api/basket/checkout', { uuids: [people.regular2!.uuid] });
    expect(first.status).toBe(200);
    const bigger = await post<{ url: string; orderUuid: string }>('standard', '/api/basket/checkout', {
      uuids: [people.regular2!.uuid, people.rare!.uuid],
    });
    expect(bigger.status, JSON.stringify(bigger.body)).toBe(200);
    expect(bigger.body.orderUuid).not.toBe(first.body.orderUuid);
    const statusOf = async (uuid: string) => (await ctx.database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0]!.status;
    expect(await statusOf(first.body.orderUuid)).toBe('canceled');
    expect(await statusOf(bigger.body.orderUuid)).toBe('pending');
    // The success page of the new checkout is its own order's.
    const [made] = await ctx.database.db.select().from(orders).where(eq(orders.uuid, bigger.body.orderUuid));
    const [session] = await ctx.database.db
      .select({ successUrl: embeddedCheckoutSessions.successUrl })
      .from(embeddedCheckoutSessions)
      .where(eq(embeddedCheckoutSessions.id, made!.providerSessionId!));
    expect(session!.successUrl).toContain(`/app/shopping-order-confirmed/${bigger.body.orderUuid}?`);
    expect((await embeddedAction(ctx, bigger.body.url, 'cancel', tokens.standard!)).statusCode).toBe(303);
  });

  it('makes one purchase when two orders holding one resume are both paid, and flags the second', async () => {
    const db = ctx.database.db;
    const [standard] = await db
      .select({ id: orders.recruiterId })
      .from(orders)
      .where(
        eq(
          orders.uuid,
          (await post<{ orderUuid: string }>('standard', '/api/basket/checkout', { uuids: [people.rare!.uuid] })).body.orderUuid,
        ),
      );
    const price = (await findResumePrices(db)).regular;
    // Orders made before this rule, or by a direct call: both reach the provider and are paid.
    const made = await Promise.all(
      Array.from({ length: 2 }, async () => {
        const order = await createPendingOrder(db, {
          recruiterId: standard!.id,
          kind: 'resumes',
          lines: [
            {
              productId: price.productId,
              priceId: price.priceId,
              label: 'CV',
              quantity: 1,
              unitAmount: price.unitAmount,
              candidateId: people.regular1!.id,
            },
          ],
        });
        await startCheckout(ctx.app.commerce, order, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' });
        return (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
      }),
    );
    const answers = await Promise.all(made.map((order) => payOrderThroughWebhook(ctx, order)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const bought = await db
      .select()
      .from(purchases)
      .where(sql`${purchases.recruiterId} = ${standard!.id} and ${purchases.candidateId} = ${people.regular1!.id}`);
    expect(bought).toHaveLength(1);
    const statuses = (await ordersHolding(standard!.id, people.regular1!.id)).map((o) => o.status).sort();
    expect(statuses).toEqual(['paid', 'payment_mismatch']);
  });
});
