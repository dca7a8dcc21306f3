import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A named counter of `points` per window: shared through Redis when REDIS_URL is set (a memory
 * counter stands in while Redis is away), in process memory otherwise (decision 073).
 */
export function counterLimiter(redis: Redis | null, keyPrefix: string, points: number, windowSeconds: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
  return redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `qrecrute-${keyPrefix}`,
        points,
        duration: windowSeconds,
        insuranceLimiter: memory,
      })
    : memory;
}

/** Takes one point; answers the seconds to wait when the budget is spent, else 0. Never throws. */
export async function consumeOrWait(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key, 1);
    return 0;
  } catch (res) {
    const ms = (res as { msBeforeNext?: number } | null)?.msBeforeNext;
    // A store error (not a spent budget) lets the call through, as the route limits do.
    return typeof ms === 'number' ? Math.max(1, Math.ceil(ms / 1000)) : 0;
  }
}
