import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { SlotPrice } from '@app/contracts/price-slots';
import type { Db } from '../../db/client.ts';
import { prices, products } from '../../db/schema/index.ts';

/**
 * The prices valid now, as the public pages show them (decision 160): read from the price rows,
 * kept in the process until the next validity boundary (a future-dated price starting, a price
 * ending), until a staff change in this process (`pricesChanged`), and at most `MAX_AGE_MS` (a
 * change made through another process of the API). `version` names the set: the filled pages are
 * kept per version.
 */
export interface CurrentPrices {
  prices: SlotPrice[];
  version: string;
}

/** At most this long before a change made by another API process shows (one process sees its own at once). */
export const MAX_AGE_MS = 60_000;

/** Raised by each staff change: a cache made before it is read again. */
let generation = 0;

/** A staff change of prices took effect: every cache of this process reads the rows again. */
export function pricesChanged(): void {
  generation += 1;
}

/** A price row's window holds `at` (decision 160): `priceValidAt`'s rule, on a row already read. */
export const validAt = (row: { validFrom: Date | null; validTo: Date | null }, at: Date): boolean =>
  (!row.validFrom || row.validFrom <= at) && (!row.validTo || row.validTo > at);

/** The rows valid at `now` (active product and price) and the next instant the set changes by a date. */
export async function readCurrentPrices(db: Db, now: Date): Promise<CurrentPrices & { until: number }> {
  // Valid now or later: the rows of now, and the dates where the set changes next.
  const rows = await db
    .select({
      id: prices.id,
      code: products.code,
      unitAmount: prices.unitAmount,
      interval: prices.interval,
      intervalCount: prices.intervalCount,
      validFrom: prices.validFrom,
      validTo: prices.validTo,
    })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(and(eq(prices.active, true), eq(products.active, true), or(isNull(prices.validTo), gt(prices.validTo, now))));
  const current = rows.filter((r) => validAt(r, now)).sort((a, b) => a.id - b.id);
  const boundaries = rows
    .flatMap((r) => [r.validFrom, r.validTo])
    .map((d) => d?.getTime())
    .filter((t): t is number => t !== undefined && t > now.getTime());
  return {
    prices: current.map(({ code, unitAmount, interval, intervalCount }) => ({
      code,
      unitAmount,
      interval: interval as SlotPrice['interval'],
      intervalCount,
    })),
    version: current.map((r) => `${r.id}:${r.unitAmount}`).join(','),
    until: Math.min(now.getTime() + MAX_AGE_MS, ...boundaries),
  };
}

/** The prices valid now, read at most once per validity window (see above); `clock` for tests. */
export function currentPrices(db: Db, clock: () => Date = () => new Date()): () => Promise<CurrentPrices> {
  let cached: { value: CurrentPrices; until: number; generation: number } | undefined;
  let reading: Promise<CurrentPrices> | undefined;
  return async () => {
    const now = clock();
    if (cached && cached.generation === generation && now.getTime() < cached.until) return cached.value;
    // Concurrent requests share one read.
    reading ??= (async () => {
      const seen = generation;
      try {
        const { until, ...value } = await readCurrentPrices(db, now);
        cached = { value, until, generation: seen };
        return value;
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  };
}
