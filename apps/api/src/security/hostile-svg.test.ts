import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@app/contracts/constants';
import { OFF_THREAD_BUDGET_MS } from '../lib/off-thread.ts';
import { seedReference } from '../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../test/reference-catalogue.ts';
import { createAddressActor, createAddressesApp, dataUrl, LYON_PLACE, SAFE_SVG, type AddressActor } from '../../test/addresses-fixtures.ts';
import { healthAtRest, healthDuring, listen } from '../../test/event-loop.ts';

/**
 * Issue 28, "A hostile SVG still freezes the server": the pre-scan read a `"` inside an unquoted
 * attribute value as an opening quote, the parser did not; `<svg><g a=x"` + 160,000 `<g>` + `">`
 * passed as 2 elements and the cleaning then ran quadratic on the event loop (480 kB: 13.8 s, the
 * health route waited 13.4 s). The family: every way to make the cleaning's work grow faster than
 * the file, sent through the real upload routes while the health route is timed over HTTP.
 */
const SIZE = IMAGE_MAX_BYTES - 64;
const fill = (head: string, unit: string, tail: string, size = SIZE) =>
  head + unit.repeat(Math.floor((size - head.length - tail.length) / unit.length)) + tail;

const ATTACKS: Record<string, string> = {
  'the issue\u2019s sample: a double quote in an unquoted value, 160,000 <g> (480 kB)': `<svg><g a=x"${'<g>'.repeat(160_000)}">`,
  'a double quote in an unquoted value, 2 MB': fill('<svg><g a=x"', '<g>', '">'),
  'a single quote in an unquoted value, 2 MB': fill("<svg xmlns='http://www.w3.org/2000/svg'><g a=x'", '<g>', "'>"),
  'a quote after an equals sign inside a tag name, 2 MB': fill('<svg><g=x"', '<g>', '"></svg>'),
  'plain deep nesting, 2 MB': fill('<svg xmlns="http://www.w3.org/2000/svg">', '<g>', '</svg>'),
  'self-closed elements, 2 MB': fill('<svg xmlns="http://www.w3.org/2000/svg">', '<g/>', '</svg>'),
  'nesting hidden in a comment the parser reads otherwise, 2 MB': fill('<svg><!- -', '<g>', '--></svg>'),
  'unclosed url( in a style, 2 MB': fill('<svg xmlns="http://www.w3.org/2000/svg"><rect style="', 'url(', '"/></svg>'),
  'many attributes on one element, 2 MB': fill('<svg xmlns="http://www.w3.org/2000/svg"><rect ', 'a=1 ', '/></svg>'),
};

describe('A hostile SVG still freezes the server (issue 28): no longer', () => {
  let ctx: Awaited<ReturnType<typeof createAddressesApp>>;
  let actor: AddressActor;
  let base: string;
  let rest: number;

  /** The two upload routes a free account has: its address's logo and its account's logo. */
  const bodies = (svg: string) => {
    const logo = dataUrl(svg, 'image/svg+xml');
    return {
      address: JSON.stringify({ logo }),
      account: JSON.stringify({ company: 'Boulangerie Martin', manager: 'Marie Martin', address: LYON_PLACE, logo }),
    };
  };
  const upload = async (route: 'address' | 'account', svgOrBody: string, ready = false) => {
    const url = route === 'address' ? `${base}/api/addresses/${actor.address.uuid}/` : `${base}/api/recruiter/me/`;
    const body = ready ? svgOrBody : bodies(svgOrBody)[route];
    const started = performance.now();
    const res = await fetch(url, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${actor.access}`, 'content-type': 'application/json' },
      body,
    });
    return {
      status: res.status,
      body: (await res.json()) as { code?: string; fieldErrors?: Record<string, string[]> },
      ms: performance.now() - started,
    };
  };

  beforeAll(async () => {
    ctx = await createAddressesApp();
    await seedReference(ctx.database.db, TEST_REFERENCE);
    actor = await createAddressActor(ctx.app, ctx.database, 'recruiter');
    base = await listen(ctx.app);
    // Two first clean files start the two worker threads, as the first uploads after a start do.
    for (const answer of await Promise.all([upload('address', SAFE_SVG), upload('account', SAFE_SVG)])) expect(answer.status).toBe(200);
    rest = await healthAtRest(base);
  });
  afterAll(async () => ctx?.close());

  /**
   * How long the loop was held, bounded from two sides (decision 115): a stretch of X ms holding the
   * loop shows both in the health route's worst answer, timed from another thread that always has a
   * request waiting, and in the main thread's CPU time (`process.threadCpuUsage`) over the attack. The
   * first is inflated when the shared machine gives the cores to other processes, the second by the
   * sum of many short pieces (JSON, base64, the client's own sending); neither can be under X. So the
   * smaller of the two, per try, must be under 100 ms; the health's worst is printed with its ratio to
   * its time at rest and held to 1 s. Before the fix both were seconds. Up to three tries, the best counts.
   */
  const TRIES = 3;
  for (const [name, svg] of Object.entries(ATTACKS)) {
    it(`${name}: refused or cleaned within the budget, the loop held under 100 ms (health timed meanwhile)`, async () => {
      expect(svg.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
      const sent = bodies(svg); // made before the measure: the client shares the server's event loop
      const worst: number[] = [];
      const held: number[] = [];
      for (let t = 0; t < TRIES && !(Math.min(...held) < 100); t++) {
        const { result, max, times, mainCpuMs } = await healthDuring(base, async () => [
          await upload('address', sent.address, true),
          await upload('account', sent.account, true),
        ]);
        worst.push(max);
        held.push(Math.min(max, mainCpuMs));
        console.log(
          `${name}, try ${t + 1}: ${result.map((r) => `${r.status} in ${r.ms.toFixed(0)} ms`).join(', ')}; health at rest ${rest.toFixed(1)} ms, ` +
            `worst meanwhile ${max.toFixed(1)} ms (x${(max / rest).toFixed(1)}, ${times.length} calls); main thread CPU ${mainCpuMs.toFixed(1)} ms`,
        );
        for (const answer of result) {
          if (answer.status !== 200)
            expect(answer).toMatchObject({
              status: 400,
              body: { code: 'file_format', fieldErrors: { logo: ['form.validation.svg_too_complex'] } },
            });
          expect(answer.ms).toBeLessThan(OFF_THREAD_BUDGET_MS + 2_000);
        }
      }
      expect(Math.min(...held)).toBeLessThan(100);
      expect(Math.min(...worst)).toBeLessThan(1_000);
    }, 60_000);
  }

  it('a designer\u2019s SVG still goes through and is cleaned', async () => {
    const answer = await upload('address', SAFE_SVG.replace('<rect', '<script>alert(1)</script><rect'));
    expect(answer.status).toBe(200);
  });
});
