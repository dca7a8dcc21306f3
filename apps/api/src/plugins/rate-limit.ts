import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isIPv6 } from 'node:net';
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
 * The client a rate limit counts (decision 140): an IPv4 address as is, an IPv6 address by its /64
 * network. One subscriber or one cloud machine receives a whole /64, so counting each address alone
 * would give an attacker 2^64 budgets. An IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`) counts as
 * the IPv4 address. Every limiter keys on this (routes' `keyGenerator`, named counters).
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip.split('%')[0] ?? ip)) return ip;
  const address = (ip.split('%')[0] ?? ip).toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  // Groups of 16 bits; a dotted IPv4 tail stands for two groups; `::` for the missing zero groups.
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [before, after] = address.split('::');
  const head = groups(before);
  const tail = groups(after);
  const full = [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail];
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The default key of every route limit: the client, by `clientKey`. */
export const clientKeyOf = (request: FastifyRequest): string => clientKey(request.ip);

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
    await app.register(rateLimit, {
      global: false,
      keyGenerator: clientKeyOf,
      ...(redis ? { redis, nameSpace: 'qrecrute-rl:', skipOnError: true } : {}),
    });
  },
  { name: 'rate-limit' },
);

/** Posters an account may download in POSTER_RATE_WINDOW (decision 115): a print run needs a few. */
export const POSTER_RATE_MAX = 30;
export const POSTER_RATE_WINDOW = '15 minutes';

/**
 * The rate limit of a signed-in route, counted per signed-in user rather than per client address (an
 * office shares one address; an attacker has many): it runs as a preHandler, after the route's
 * sign-in check, so `request.auth` is known (by the client, by `clientKey`, when it is not).
 */
export const accountRateLimit = (route: string, max: number, timeWindow: number | string) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${route}:${request.auth ? `user:${request.auth.userId}` : `ip:${clientKeyOf(request)}`}`,
});

/**
 * The rate limit of a candidate's route (issue 33, decision 158), counted per proven address after
 * the session check (a preHandler, as `accountRateLimit`): refused callers are answered by the
 * policy, never by a count they share with the candidate's client address.
 */
export const candidateRateLimit = (route: string, max: number, timeWindow: number | string) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    `${route}:${request.candidate ? `candidate:${request.candidate.email}` : `ip:${clientKeyOf(request)}`}`,
});

/** The rate limit of a poster route, per account (decision 115). */
export const posterRateLimit = (route: string) => accountRateLimit(route, POSTER_RATE_MAX, POSTER_RATE_WINDOW);

/**
 * Saves carrying uploaded files (logo, pictures) an account may send in UPLOAD_RATE_WINDOW (decision
 * 140): each may hold an SVG that the shared worker pool cleans, so one account must not fill it.
 * A busy form saves a few times a minute.
 */
export const UPLOAD_RATE_MAX = 30;
export const UPLOAD_RATE_WINDOW = '15 minutes';
export const uploadRateLimit = (route: string) => accountRateLimit(route, UPLOAD_RATE_MAX, UPLOAD_RATE_WINDOW);

/**
 * Downloads of one's own data an account may make in ACCOUNT_DATA_RATE_WINDOW (decision 144): each
 * zip or PDF is made in the shared worker pool; a person downloads a few, an attacker's loop filled it.
 */
export const ACCOUNT_DATA_RATE_MAX = 10;
export const ACCOUNT_DATA_RATE_WINDOW = '15 minutes';
