import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { fillPath, listOperations } from '../../test/openapi-routes.ts';
import { declareRoute } from '../plugins/openapi.ts';
import { PUBLIC_SEARCH_RATE_LIMIT } from '../lib/public-rate-limits.ts';

/**
 * Every route without a sign-in is rate limited per client (decision 144): an anonymous caller must
 * not make the server work without bound (the job-title search, the catalogue, the reference lists,
 * public files and resumes had no limit). `declareRoute` refuses to start with such a route; this
 * walks the routes the app registered and asks each public one once.
 */

/** The public routes that say why they have no limit (`config.unlimited`): these only. */
const UNLIMITED = ['GET /api/health/live', 'GET /api/health/ready', 'POST /api/payments/webhook/'];

describe('every public route is rate limited (decision 144)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('a public route without a limit stops the start; a signed-in one, a limited one or one that says why passes', () => {
    // The route's policy (decision 146) says whether it signs in.
    const route = (extra: Partial<RouteOptions> & { policy?: 'public' | 'signedIn' }): RouteOptions =>
      ({
        method: 'GET',
        url: '/api/things/',
        handler: () => null,
        schema: { operationId: 'things.listThings', response: { 200: {} } },
        policy: 'public',
        ...extra,
      }) as RouteOptions;
    expect(() => declareRoute(route({}), new Map())).toThrow(/needs a rate limit/);
    expect(() => declareRoute(route({ config: { rateLimit: { max: 1, timeWindow: 1000 } } }), new Map())).not.toThrow();
    expect(() => declareRoute(route({ config: { unlimited: 'a probe' } }), new Map())).not.toThrow();
    expect(() => declareRoute(route({ policy: 'signedIn' }), new Map())).not.toThrow();
  });

  it('walks every public operation: each answers with its limit, but the three that say why', async () => {
    const operations = (await listOperations(ctx.app)).filter((op) => !op.secured);
    expect(operations.length).toBeGreaterThan(30);
    const unlimited: string[] = [];
    for (const op of operations) {
      const res = await ctx.app.inject({
        method: op.method,
        url: fillPath(op.path, {}),
        headers: { 'x-forwarded-for': '198.51.100.7' },
        ...(op.body ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${op.method} ${op.path}`).toBeLessThan(500);
      if (res.headers['x-ratelimit-limit'] === undefined) unlimited.push(`${op.method} ${op.path}`);
    }
    expect(unlimited.sort()).toEqual(UNLIMITED);
  }, 120_000);

  it(`the job-title search answers 429 past ${PUBLIC_SEARCH_RATE_LIMIT.max} a minute from one client (an IPv6 /64), another client still searches`, async () => {
    const search = (client: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/jobs/search/?term=boulanger', headers: { 'x-forwarded-for': client } });
    const answers = [];
    // One client: each address of one /64 network counts as one (clientKey, decision 140).
    for (let i = 0; i < PUBLIC_SEARCH_RATE_LIMIT.max + 1; i++)
      answers.push((await search(`2001:db8:5:7::${(i + 1).toString(16)}`)).statusCode);
    expect(answers.slice(0, PUBLIC_SEARCH_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await search('2001:db8:5:8::1')).statusCode).toBe(200);
  }, 120_000);
});
