import type { FastifyInstance } from 'fastify';
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
