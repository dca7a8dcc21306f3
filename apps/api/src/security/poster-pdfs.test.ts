import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../db/schema/index.ts';
import { offThreadRuns } from '../lib/off-thread.ts';
import { seedReference } from '../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../test/reference-catalogue.ts';
import { createUser, login } from '../../test/helpers.ts';
import { createAddressActor, createAddressesApp, type AddressActor } from '../../test/addresses-fixtures.ts';
import { healthAtRest, healthDuring, listen } from '../../test/event-loop.ts';

/**
 * Issue 28, "Poster PDFs cost 1.2-1.5 s of event loop each with no limit: 20 requests kept the
 * server busy 30 s, health waited 8.6 s". Posters are now drawn with a vector QR code in a worker
 * thread, kept per content, and limited per account (decision 115).
 */
const POSTER_BUDGET = 30; // posters per account and route in 15 minutes (plugins/rate-limit.ts, POSTER_RATE_MAX)

describe('Poster PDFs (issue 28): no event loop held, made once, limited per account', () => {
  let ctx: Awaited<ReturnType<typeof createAddressesApp>>;
  let recruiter: AddressActor;
  let affiliateAccess: string;
  let base: string;
  let rest: number;

  const get = async (path: string, access: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${access}` } });
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };
  const addressPoster = (actor = recruiter) => get(`/api/addresses/${actor.address.uuid}/poster/`, actor.access);

  beforeAll(async () => {
    ctx = await createAddressesApp();
    await seedReference(ctx.database.db, TEST_REFERENCE);
    recruiter = await createAddressActor(ctx.app, ctx.database, 'recruiter', 'Boulangerie Martin');
    const affiliate = await createUser(ctx.database, { affiliate: true });
    affiliateAccess = (await login(ctx.app, affiliate.email, affiliate.password)).access;
    base = await listen(ctx.app);
    // Two first posters start the two worker threads, as the first requests after a start do.
    const warm = await Promise.all(['Premier', 'Second'].map((name) => createAddressActor(ctx.app, ctx.database, 'recruiter', name)));
    for (const res of await Promise.all(warm.map((actor) => addressPoster(actor)))) expect(res.status).toBe(200);
    rest = await healthAtRest(base);
  });
  afterAll(async () => ctx?.close());

  /**
   * Up to three tries with new accounts (a poster already made would come from the cache); the best
   * counts. As in hostile-svg.test.ts (decision 115): the loop's longest hold is at most the smaller
   * of the health route's worst answer (timed from another thread) and the main thread's CPU time
   * over the 20 requests, which must be under 100 ms (before the fix, 1.2-1.5 s a poster); the
   * health's worst is printed and held to 1 s.
   */
  it('20 parallel poster requests: every one answered, the loop held under 100 ms (health timed meanwhile)', async () => {
    const worst: number[] = [];
    const held: number[] = [];
    for (let t = 0; t < 3 && !(Math.min(...held) < 100); t++) {
      const actor = await createAddressActor(ctx.app, ctx.database, 'recruiter', `Boulangerie ${t}`);
      const affiliate = await createUser(ctx.database, { affiliate: true });
      const access = (await login(ctx.app, affiliate.email, affiliate.password)).access;
      const before = offThreadRuns('address-poster') + offThreadRuns('affiliate-poster');
      const started = performance.now();
      const { result, max, times, mainCpuMs } = await healthDuring(base, () =>
        Promise.all([
          ...Array.from({ length: 10 }, () => addressPoster(actor)),
          ...Array.from({ length: 5 }, () => get('/api/affiliate/poster/', access)),
          ...Array.from({ length: 5 }, () => get('/api/affiliate/poster/?format=sticker', access)),
        ]),
      );
      const total = performance.now() - started;
      const made = offThreadRuns('address-poster') + offThreadRuns('affiliate-poster') - before;
      worst.push(max);
      held.push(Math.min(max, mainCpuMs));
      console.log(
        `20 parallel posters, try ${t + 1}: ${total.toFixed(0)} ms in all, ${made} made (the rest shared); health at rest ${rest.toFixed(1)} ms, ` +
          `worst meanwhile ${max.toFixed(1)} ms (x${(max / rest).toFixed(1)}, ${times.length} calls); main thread CPU ${mainCpuMs.toFixed(1)} ms`,
      );
      for (const res of result) {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      // The same poster asked ten times at once is made once: address poster, A4 and sticker.
      expect(made).toBe(3);
    }
    expect(Math.min(...held)).toBeLessThan(100);
    expect(Math.min(...worst)).toBeLessThan(1_000);
  });

  it('the second request is served from the cache; a renamed address gets a new poster', async () => {
    const before = offThreadRuns('address-poster');
    const first = await addressPoster();
    const runs = offThreadRuns('address-poster');
    expect(runs).toBe(before + 1);
    const second = await addressPoster();
    expect(offThreadRuns('address-poster')).toBe(runs);
    expect(second.body.equals(first.body)).toBe(true);

    await ctx.database.db.update(addresses).set({ name: 'Boulangerie Dupont' }).where(eq(addresses.uuid, recruiter.address.uuid));
    const renamed = await addressPoster();
    expect(offThreadRuns('address-poster')).toBe(runs + 1);
    expect(renamed.body.equals(first.body)).toBe(false);
    expect(renamed.headers.get('x-suggested-filename')).toBe('affiche-boulangerie-dupont.pdf');
  });

  it(`past ${POSTER_BUDGET} posters in 15 minutes an account gets 429 with Retry-After; another account is not affected`, async () => {
    const actor = await createAddressActor(ctx.app, ctx.database, 'recruiter', 'Boulangerie Limite');
    for (let i = 0; i < POSTER_BUDGET; i++) expect((await addressPoster(actor)).status, `poster ${i + 1}`).toBe(200);
    const refused = await addressPoster(actor);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Counted per user, not per client address (every request here comes from 127.0.0.1).
    expect((await addressPoster()).status).toBe(200);
    // The affiliate's poster route has its own budget.
    expect((await get('/api/affiliate/poster/', affiliateAccess)).status).toBe(200);
  });
});
