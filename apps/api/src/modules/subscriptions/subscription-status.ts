import { sql, type SQL } from 'drizzle-orm';

/**
 * When a subscription runs: one rule for every reader (issue 14), in TypeScript and in SQL.
 * It runs while its status is `active`, or `past_due` (the provider still retrying, decision 070),
 * and its paid period is not over. An address whose subscription runs opens its applicants'
 * contact details; a premium head-hunter subscription that runs keeps premium; the unique index of
 * migration 0017 holds one running subscription per address.
 */
export const LIVE_STATUSES = ['active', 'past_due'] as const;

export const isRunning = (status: string, currentPeriodEnd: Date, now = new Date()): boolean =>
  (LIVE_STATUSES as readonly string[]).includes(status) && currentPeriodEnd.getTime() > now.getTime();

/** The same rule on a row of `subscriptions` named `alias` in the query (`now` defaults to the database's). */
export const runningSql = (alias: string, now?: Date): SQL =>
  sql`(${sql.raw(alias)}.status IN (${sql.join(
    LIVE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}) AND ${sql.raw(alias)}.current_period_end > ${now ? sql`${now.toISOString()}::timestamptz` : sql`now()`})`;

/**
 * The status shown on the address card and the subscriptions list: a period over without renewal
 * reads `expired`, whatever the stored status says (spec section 4).
 */
export const effectiveStatus = (status: string, currentPeriodEnd: Date, now = new Date()): string =>
  (LIVE_STATUSES as readonly string[]).includes(status) && currentPeriodEnd.getTime() <= now.getTime() ? 'expired' : status;

/** The instant `effectiveStatus` turns to `expired` by time alone (epoch ms), or Infinity when it never will. */
export const statusExpiresAt = (status: string, currentPeriodEnd: Date, now = new Date()): number =>
  isRunning(status, currentPeriodEnd, now) ? currentPeriodEnd.getTime() : Number.POSITIVE_INFINITY;
