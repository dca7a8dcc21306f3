import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection the rate limits and sign-in counters share, when REDIS_URL is set. */
    redis: Redis | null;
  }
}

/**
 * Rate limits, per route (`global: false`: each public route sets its own). Several instances share
 * their counts through Redis when REDIS_URL is set (architecture, "Scaling out"); otherwise each
 * process counts in memory.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl: string | undefined }) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 })
      : null;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err }, 'redis unavailable; rate limits skip it until it answers'));
      // Commands fail fast while Redis is away (no offline queue), so wait for the first connection
      // here; without it the first requests after start would not be counted.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 3000);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    app.decorate('redis', redis);
    await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'qrecrute-rl:', skipOnError: true } : {}) });
  },
  { name: 'rate-limit' },
);

/** Posters an account may download in POSTER_RATE_WINDOW (decision 115): a print run needs a few. */
export const POSTER_RATE_MAX = 30;
export const POSTER_RATE_WINDOW = '15 minutes';

/**
 * The rate limit of a poster route, counted per signed-in user rather than per client address (an
 * office shares one address; an attacker has many): it runs as a preHandler, after the route's
 * sign-in check, so `request.auth` is known.
 */
export const posterRateLimit = (route: string) => ({
  max: POSTER_RATE_MAX,
  timeWindow: POSTER_RATE_WINDOW,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${route}:${request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`}`,
});
