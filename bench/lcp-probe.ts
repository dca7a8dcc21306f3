/// <reference lib="dom" />
/**
 * Where a signed-in page's first load spends its main thread (issue 15, item 3): opens pages in
 * Chromium with the CPU slowed down like Lighthouse's mobile audit (4x) and prints the largest
 * contentful paint (time and element), first contentful paint, the long tasks and their total
 * blocking time (the part of each task over 50 ms), median of PROBE_RUNS loads (3).
 *
 *   npm run build -w @app/web && npm run bench:lcp-probe
 *
 * Environment: PROBE_DIST (apps/web/dist), PROBE_ROUTES (comma-separated, both), PROBE_RUNS (3), PROBE_CPU (4), PROBE_CONSENT=1 (the user has
 * answered the cookie banner before, as a returning user has: the banner is not shown),
 * PROBE_CPU_PROFILE=dir (also writes each load's V8 CPU profile there, to open in DevTools; build
 * with `vite build --sourcemap` to see the sources' names).
 */
import fs from 'node:fs';
import path from 'node:path';
import { answerConsentBanner, launchChromium, loadAverage, median, repoRoot, signedInState, startWebServer, type Role } from './lib.ts';

const dist = path.resolve(process.env.PROBE_DIST ?? path.join(repoRoot, 'apps/web/dist'));
const RUNS = Number(process.env.PROBE_RUNS ?? 3);
const CPU = Number(process.env.PROBE_CPU ?? 4);
const PAGES: { path: string; role: Exclude<Role, 'anonymous'> }[] = [
  { path: '/app/resumes-shop', role: 'head-hunter' },
  { path: '/app/jobs', role: 'recruiter-premium' },
];

interface Probe {
  fcp: number;
  lcp: number;
  lcpElement: string;
  tasks: { start: number; duration: number }[];
}

async function main() {
  const server = await startWebServer(dist, 'lcp-probe');
  const browser = await launchChromium();
  try {
    const only = process.env.PROBE_ROUTES?.split(',');
    for (const { path: route, role } of PAGES.filter((p) => !only || only.includes(p.path))) {
      const state = await signedInState(browser, server.base, role);
      const runs: Probe[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const context = await browser.newContext({ storageState: state, viewport: { width: 390, height: 844 } });
        if (process.env.PROBE_CONSENT === '1') await answerConsentBanner(context, server.base);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        await page.addInitScript(() => {
          const w = window as unknown as { __probe: Probe };
          w.__probe = { fcp: 0, lcp: 0, lcpElement: '', tasks: [] };
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__probe.tasks.push({ start: e.startTime, duration: e.duration });
          }).observe({ type: 'longtask', buffered: true });
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null; size: number })[]) {
              w.__probe.lcp = e.startTime;
              const el = e.element;
              w.__probe.lcpElement = el
                ? `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" ${e.size}px²`
                : '?';
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__probe.fcp = e.startTime;
          }).observe({ type: 'paint', buffered: true });
        });
        const profileDir = process.env.PROBE_CPU_PROFILE;
        if (profileDir) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        await page.goto(`${server.base}${route}`, { waitUntil: 'networkidle' });
        // The first render waits for the first screen's answers (decision 108): at 4x it paints
        // more than a second after the network is idle. Then a second more for later paints.
        await page.waitForFunction(() => (window as unknown as { __probe: Probe }).__probe.fcp > 0, null, { timeout: 60_000 });
        await page.waitForTimeout(1000);
        if (profileDir) {
          const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
          fs.mkdirSync(profileDir, { recursive: true });
          fs.writeFileSync(path.join(profileDir, `${route.replace(/\W+/g, '-')}-${i + 1}.cpuprofile`), JSON.stringify(profile));
        }
        runs.push(await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe));
        await context.close();
      }
      const tbt = (p: Probe) => p.tasks.filter((t) => t.start >= p.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      for (const [i, p] of runs.entries()) {
        console.log(
          `${route} run ${i + 1}: FCP ${Math.round(p.fcp)} ms, LCP ${Math.round(p.lcp)} ms (${p.lcpElement}), TBT ${Math.round(tbt(p))} ms, long tasks ${p.tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' ')}`,
        );
      }
      console.log(
        `${route}: medians FCP ${Math.round(median(runs.map((p) => p.fcp)))} ms, LCP ${Math.round(median(runs.map((p) => p.lcp)))} ms, TBT ${Math.round(median(runs.map(tbt)))} ms (CPU ${CPU}x, no network throttling); load ${loadAverage()}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
