import { AFFILIATE } from '@app/contracts/constants';
import { monthOf } from '@app/contracts/affiliates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateAttributions, affiliateEarnings, candidates, orders, prices, products, purchases } from '../../db/schema/index.ts';
import { completedEvent, createCommerceApp, postWebhook } from '../../../test/commerce-fixtures.ts';
import { createCandidate } from '../../../test/candidates-fixtures.ts';
import { createUser, type TestContext, type UserFixture } from '../../../test/helpers.ts';
import { createPendingOrder, startCheckout } from '../orders/orders.service.ts';
import { recordResumeSaleEarnings, resumeSaleEarningCents } from './affiliate-earnings.ts';

let ctx: TestContext & { dataDir: string };
let affiliate: UserFixture;
let buyer: UserFixture;
let resumePrice: { productId: number; priceId: number; amount: number };

beforeAll(async () => {
  ctx = await createCommerceApp();
  affiliate = await createUser(ctx.database, { affiliate: true });
  buyer = await createUser(ctx.database, { headhunter: true, company: 'Cabinet Chasseur' });
  const [row] = await ctx.database.db
    .select({ productId: products.id, priceId: prices.id, amount: prices.unitAmount })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(eq(products.code, 'regular_resume'))
    .limit(1);
  resumePrice = row!;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** A candidate attributed to the affiliate, as the sign-up page leaves them. */
async function attributedCandidate() {
  const candidate = await createCandidate(ctx.database.db);
  await ctx.database.db.update(candidates).set({ affiliateId: affiliate.recruiterId }).where(eq(candidates.id, candidate.id));
  await ctx.database.db.insert(affiliateAttributions).values({ affiliateId: affiliate.recruiterId, candidateId: candidate.id });
  return candidate;
}

/** A pending resume order of the buyer, paid the way the provider does it (signed webhook). */
async function payResumeOrder(lines: { candidateId: number; unitAmount: number }[]) {
  const order = await createPendingOrder(ctx.database.db, {
    recruiterId: buyer.recruiterId,
    kind: 'resumes',
    lines: lines.map((l) => ({ productId: resumePrice.productId, priceId: resumePrice.priceId, label: 'CV candidat', quantity: 1, ...l })),
  });
  const { sessionId } = await startCheckout(ctx.app.commerce, order, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' });
  const event = completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat });
  const res = await postWebhook(ctx, event);
  expect(res.statusCode).toBe(200);
  return { order, event };
}

const saleEarnings = (candidateId: number) =>
  ctx.database.db
    .select()
    .from(affiliateEarnings)
    .where(and(eq(affiliateEarnings.candidateId, candidateId), eq(affiliateEarnings.kind, 'resume_sale')));

describe("affiliate earnings on paid resume orders ('resumes' order-paid handler)", () => {
  it('earns 20% of the price excluding VAT, rounded, per attributed candidate, pointing at the purchase', async () => {
    const attributed = await attributedCandidate();
    const other = await createCandidate(ctx.database.db);
    const { order } = await payResumeOrder([
      { candidateId: attributed.id, unitAmount: 1499 },
      { candidateId: other.id, unitAmount: 1500 },
    ]);
    const [paid] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.status).toBe('paid');
    const [purchase] = await ctx.database.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.recruiterId, buyer.recruiterId), eq(purchases.candidateId, attributed.id)));
    const rows = await saleEarnings(attributed.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      affiliateId: affiliate.recruiterId,
      kind: 'resume_sale',
      amountCents: Math.round(1499 * AFFILIATE.resumeSaleShare),
      purchaseId: purchase!.id,
      orderId: order.id,
      month: monthOf(paid!.paidAt!),
      payoutId: null,
    });
    expect(rows[0]!.amountCents).toBe(300);
    expect(await saleEarnings(other.id)).toEqual([]);
  });

  it('is idempotent per affiliate, candidate and order (webhook redelivered, handler run again)', async () => {
    const attributed = await attributedCandidate();
    const { order, event } = await payResumeOrder([{ candidateId: attributed.id, unitAmount: resumePrice.amount }]);
    expect((await postWebhook(ctx, event)).statusCode).toBe(200);
    const lines = [{ ...order.lines[0]! }];
    const paid = { ...order, status: 'paid' as const, paidAt: new Date(), lines };
    const again = await ctx.database.db.transaction((tx) => recordResumeSaleEarnings(tx, paid));
    expect(again).toBe(0);
    const rows = await saleEarnings(attributed.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountCents).toBe(resumeSaleEarningCents(resumePrice.amount));
  });

  it('writes nothing for an order without attributed candidates', async () => {
    const other = await createCandidate(ctx.database.db);
    await payResumeOrder([{ candidateId: other.id, unitAmount: 1500 }]);
    const rows = await ctx.database.db.select().from(affiliateEarnings).where(eq(affiliateEarnings.candidateId, other.id));
    expect(rows).toEqual([]);
  });
});
