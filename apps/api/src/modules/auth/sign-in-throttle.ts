import type { Redis } from 'ioredis';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { counterLimiter } from '../../lib/counter-limiter.ts';

/** Failed sign-ins a single account may take from all addresses together, per window: this many times the per-address budget. */
export const ACCOUNT_BUDGET_FACTOR = 5;

/** What `take` decided: wait this many seconds (0: the attempt may check the password). */
export interface SignInTicket {
  wait: number;
  /** This attempt spent the account's last unit of the window: the owner is mailed an unlock link. */
  accountJustLocked: boolean;
  /** After the password check: a success gives the units back, any other outcome than a wrong password too. */
  settle(outcome: 'success' | 'wrong' | 'error'): Promise<void>;
}

const secondsOf = (res: unknown): number => {
  const ms = (res as Partial<RateLimiterRes> | null)?.msBeforeNext;
  return typeof ms === 'number' ? Math.max(1, Math.ceil(ms / 1000)) : 0;
};

const NOTHING = async (): Promise<void> => undefined;

/**
 * The sign-in budget (decisions 073, 117). Each attempt TAKES a unit before the password is
 * checked (one atomic increment: Redis INCR through rate-limiter-flexible's script, or the memory
 * store's synchronous increment), so N parallel attempts check at most the budget's passwords;
 * only then is the password checked. A success gives its unit back (only failures count, as
 * before) and clears its address's count; an attempt that ended on a server error gives it back too.
 *
 * Budgets of a window: `maxPerAddress` per client address and e-mail; `maxPerAddress x 5` per
 * e-mail from all addresses together, so that rotating addresses cannot brute-force one account.
 * That account-wide budget is the one a stranger can spend: an attempt made from a device on which
 * the holder proved themselves (a sign-in, or the unlock link mailed when the account budget is
 * spent) is counted on that device's own budget instead, so the owner is never locked out of it.
 * Shared through Redis when REDIS_URL is set (a memory counter stands in while Redis is away), in
 * process memory otherwise. `email` is already normalized. The staff's sign-in (decisions 152, 157)
 * counts on the same implementation, with its own counters and ceiling.
 */
export class SignInThrottle {
  private readonly perAddress: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;
  private readonly perDevice: RateLimiterAbstract;

  /**
   * `options`: the counters' name (`login-fail` for the customers; the staff's sign-in has its own,
   * decision 157) and the account-wide budget (by default `maxPerAddress x 5`).
   */
  constructor(redis: Redis | null, maxPerAddress: number, windowSeconds: number, options: { prefix?: string; accountMax?: number } = {}) {
    const prefix = options.prefix ?? 'login-fail';
    this.perAddress = counterLimiter(redis, `${prefix}-ip`, maxPerAddress, windowSeconds);
    this.perAccount = counterLimiter(
      redis,
      `${prefix}-account`,
      options.accountMax ?? maxPerAddress * ACCOUNT_BUDGET_FACTOR,
      windowSeconds,
    );
    this.perDevice = counterLimiter(redis, `${prefix}-device`, maxPerAddress, windowSeconds);
  }

  /** Takes one unit of each budget the attempt counts on, before its password is checked. */
  async take(ip: string, email: string, deviceId: string | null): Promise<SignInTicket> {
    if (deviceId) {
      const key = `${deviceId}|${email}`;
      const taken = await this.consume(this.perDevice, key);
      if (taken.wait > 0) return { wait: taken.wait, accountJustLocked: false, settle: NOTHING };
      return {
        wait: 0,
        accountJustLocked: false,
        settle: async (outcome) => {
          if (outcome === 'success') await this.perDevice.delete(key).catch(() => undefined);
          else if (outcome === 'error') await this.giveBack(this.perDevice, key);
        },
      };
    }
    const addressKey = `${ip}|${email}`;
    const address = await this.consume(this.perAddress, addressKey);
    // A spent address budget does not touch the account's: a locked-out client cannot drain it further.
    if (address.wait > 0) return { wait: address.wait, accountJustLocked: false, settle: NOTHING };
    const account = await this.consume(this.perAccount, email);
    if (account.wait > 0) {
      // Refused without a check: the address's unit goes back.
      await this.giveBack(this.perAddress, addressKey);
      return { wait: account.wait, accountJustLocked: account.consumed === this.perAccount.points + 1, settle: NOTHING };
    }
    return {
      wait: 0,
      accountJustLocked: false,
      settle: async (outcome) => {
        if (outcome === 'wrong') return;
        if (outcome === 'success') await this.perAddress.delete(addressKey).catch(() => undefined);
        else await this.giveBack(this.perAddress, addressKey);
        await this.giveBack(this.perAccount, email);
      },
    };
  }

  /** One atomic increment; a spent budget answers the seconds to wait. A store error lets the attempt through, as the route limits do. */
  private async consume(limiter: RateLimiterAbstract, key: string): Promise<{ wait: number; consumed: number }> {
    try {
      const res = await limiter.consume(key, 1);
      return { wait: 0, consumed: res.consumedPoints };
    } catch (res) {
      return { wait: secondsOf(res), consumed: (res as Partial<RateLimiterRes> | null)?.consumedPoints ?? 0 };
    }
  }

  private async giveBack(limiter: RateLimiterAbstract, key: string): Promise<void> {
    await limiter.reward(key, 1).catch(() => undefined);
  }
}
