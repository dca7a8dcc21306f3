import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { vatOf } from '@app/contracts/catalogue';
import type { PriceChangeAnswer, StaffPrice } from '@app/contracts/staff-money';
import type { Db } from '../../db/client.ts';
import { priceFreeProducts, prices, products } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import type { StaffContext } from '../../plugins/staff-auth.ts';
import { pricesChanged, validAt } from '../products/index.ts';
import { appendAudit } from './staff.repository.ts';
import { auditBy } from './staff.service.ts';

/**
 * Products' prices with their validity dates in the back office (issue 34 item 3, decision 160). A
 * change ends the price row at the chosen instant (`valid_to`, one conditional UPDATE: a row
 * already ended or replaced is not changed twice) and starts its successor (same product, period,
 * default flag and offered products) at that instant; the checkout resolves a named price to the row
 * valid at its own time. Orders and invoices hold their amounts and never change.
 */

/** How far in the past a "now" change may be dated (the request's own transit). */
const CLOCK_SLACK_MS = 60_000;

const selectPrices = (db: Db) =>
  db
    .select({ price: prices, code: products.code, name: products.name })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId));

function staffPrice(row: { price: typeof prices.$inferSelect; code: string; name: string }, now: Date): StaffPrice {
  const p = row.price;
  const current = p.active && validAt(p, now);
  return {
    id: p.id,
    productCode: row.code,
    productName: row.name,
    unitAmount: p.unitAmount,
    vatAmount: vatOf(p.unitAmount),
    interval: p.interval,
    intervalCount: p.intervalCount,
    isDefault: p.isDefault,
    validFrom: p.validFrom?.toISOString() ?? null,
    validTo: p.validTo?.toISOString() ?? null,
    current,
  };
}

export async function listStaffPrices(db: Db, now = new Date()): Promise<StaffPrice[]> {
  const rows = await selectPrices(db)
    .where(eq(prices.active, true))
    .orderBy(asc(products.id), asc(prices.position), sql`${prices.validFrom} NULLS FIRST`, asc(prices.id));
  return rows.map((r) => staffPrice(r, now));
}

export async function changePrice(
  db: Db,
  staff: StaffContext,
  id: number,
  change: { unitAmount: number; validFrom?: string | undefined; reason: string },
  now = new Date(),
): Promise<PriceChangeAnswer> {
  const from = change.validFrom ? new Date(change.validFrom) : now;
  if (from.getTime() < now.getTime() - CLOCK_SLACK_MS)
    throw fieldError('validation_failed', 'validFrom', 'form.validation.price_valid_from_past');
  const { previousId, nextId } = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(prices).where(eq(prices.id, id)).for('update').limit(1);
    if (!old || !old.active) throw notFound();
    if (old.validFrom && old.validFrom >= from)
      throw fieldError('validation_failed', 'validFrom', 'form.validation.price_valid_from_before_start');
    // One change per price row: the row still open is ended here, once.
    const ended = await tx
      .update(prices)
      .set({ validTo: from })
      .where(and(eq(prices.id, id), isNull(prices.validTo)))
      .returning({ id: prices.id });
    if (ended.length === 0) throw new AppError('conflict', 'This price already has a successor: change the latest one');
    const [next] = await tx
      .insert(prices)
      .values({
        productId: old.productId,
        unitAmount: change.unitAmount,
        currency: old.currency,
        interval: old.interval,
        intervalCount: old.intervalCount,
        isDefault: old.isDefault,
        active: true,
        position: old.position,
        validFrom: from,
      })
      .returning({ id: prices.id });
    const offered = await tx.select().from(priceFreeProducts).where(eq(priceFreeProducts.priceId, id));
    if (offered.length) await tx.insert(priceFreeProducts).values(offered.map((o) => ({ ...o, priceId: next!.id })));
    return { previousId: id, nextId: next!.id };
  });
  // The public pages' prices of this process are read again (a future-dated change waits its date there too).
  pricesChanged();
  const [previous] = await selectPrices(db).where(eq(prices.id, previousId));
  const [next] = await selectPrices(db).where(eq(prices.id, nextId));
  const answer = { previous: staffPrice(previous!, now), next: staffPrice(next!, now) };
  await appendAudit(db, {
    ...auditBy(staff),
    action: 'price.change',
    target: `price:${previousId}`,
    before: { priceId: previousId, unitAmount: answer.previous.unitAmount, validTo: null },
    after: { priceId: nextId, unitAmount: answer.next.unitAmount, validFrom: answer.next.validFrom, reason: change.reason },
  });
  return answer;
}
