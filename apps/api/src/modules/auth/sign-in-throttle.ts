import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { counterLimiter } from '../../lib/counter-limiter.ts';

/** Failed sign-ins a single account may take from all addresses together, per window: this many times the per-address budget. */
export const ACCOUNT_BUDGET_FACTOR = 5;

/**
 * Failed sign-in counter (decision 073): per client address and e-mail, and per e-mail alone so
 * that rotating addresses cannot brute-force one account. Only failures count; a success clears
 * its address's count. Shared through Redis when REDIS_URL is set (a memory counter stands in
 * while Redis is away), in process memory otherwise. `email` is already normalized.
 */
export class SignInThrottle {
  private readonly perAddress: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;

  constructor(redis: Redis | null, maxPerAddress: number, windowSeconds: number) {
    this.perAddress = counterLimiter(redis, 'login-fail-ip', maxPerAddress, windowSeconds);
    this.perAccount = counterLimiter(redis, 'login-fail-account', maxPerAddress * ACCOUNT_BUDGET_FACTOR, windowSeconds);
  }

  /** Seconds to wait before this address may try this e-mail again, or 0. */
  async secondsToWait(ip: string, email: string): Promise<number> {
    const waits = await Promise.all(
      [
        [this.perAddress, `${ip}|${email}`],
        [this.perAccount, email],
      ].map(async ([limiter, key]) => {
        const l = limiter as RateLimiterAbstract;
        const res = await l.get(key as string).catch(() => null);
        return res && res.consumedPoints >= l.points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
      }),
    );
    return Math.max(...waits);
  }

  async failed(ip: string, email: string): Promise<void> {
    await Promise.all([this.perAddress.penalty(`${ip}|${email}`, 1), this.perAccount.penalty(email, 1)].map((p) => p.catch(() => undefined)));
  }

  async succeeded(ip: string, email: string): Promise<void> {
    await this.perAddress.delete(`${ip}|${email}`).catch(() => undefined);
  }
}
