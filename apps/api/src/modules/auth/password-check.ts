import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.ts';
import { counterLimiter, consumeOrWait } from '../../lib/counter-limiter.ts';
import { AppError, rateLimited } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import * as repo from './auth.repository.ts';

/** Current-password checks an account may fail in a window, whatever the route (decision 144). */
export const PASSWORD_CHECK_TRIES = 5;
export const PASSWORD_CHECK_WINDOW_SECONDS = 15 * 60;

/** One budget per database (per app): shared by every route that asks the current password. */
const budgets = new WeakMap<Db, RateLimiterAbstract>();

/**
 * Gives the app's password-check budget its store: Redis when configured, so that every instance
 * counts the same tries (routes.ts, once). Without it, the budget is kept in this process.
 */
export function usePasswordCheckStore(db: Db, redis: Redis | null): void {
  budgets.set(db, counterLimiter(redis, 'current-password', PASSWORD_CHECK_TRIES, PASSWORD_CHECK_WINDOW_SECONDS));
}

const budgetOf = (db: Db): RateLimiterAbstract => {
  if (!budgets.has(db)) usePasswordCheckStore(db, null);
  return budgets.get(db)!;
};

/**
 * The one check of a signed-in user's current password, before every identity change (password,
 * e-mail, SIRET, bank details, deletion). Each check first takes a unit of the account's budget (one
 * atomic increment), so that a stolen session cannot try passwords faster than sign-in allows, by
 * any route or mix of routes; a right password gives it back. Answers the user, or `wrong_password`
 * on `field` (429 once the budget is spent).
 */
export async function requirePassword(deps: { db: Db }, userId: number, password: string, field: string) {
  const key = String(userId);
  const budget = budgetOf(deps.db);
  const wait = await consumeOrWait(budget, key);
  if (wait > 0) throw rateLimited(wait);
  const user = await repo.findUserById(deps.db, userId);
  // An account without a password (invited, decision 097) sets one first.
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('wrong_password', 'Wrong password', { [field]: ['errors.wrong_password'] });
  }
  await budget.reward(key, 1).catch(() => undefined);
  return user;
}
