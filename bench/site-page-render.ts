/**
 * Render time of the pages the API renders per site (decision 165): the QR apply page and a site's
 * company page, with the build's renderer (`apps/web/dist/renderer/prerender.js`), in each language,
 * for a site with a brand and `SITE_RENDER_JOBS` jobs (8). Each render blocks the API's event loop
 * for its duration; the API renders a page once per site, language and change of the site's answer.
 *
 *   npm run build -w @app/web && node --import tsx bench/site-page-render.ts
 *
 * Environment: SITE_RENDER_RUNS (20 per page and language), SITE_RENDER_DIST (apps/web/dist).
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApplyPage } from '@app/contracts/apply';
import { SUPPORTED_LANGUAGES, type Language } from '@app/contracts/constants';

const dist = path.resolve(process.env.SITE_RENDER_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
const runs = Number(process.env.SITE_RENDER_RUNS ?? 20);
const jobCount = Number(process.env.SITE_RENDER_JOBS ?? 8);
const SITE = '11111111-1111-4111-8111-111111111111';
const page: ApplyPage = {
  uuid: SITE,
  name: 'Fournil Central',
  logo: null,
  town: 'Lyon',
  position: { latitude: 45.76, longitude: 4.84 },
  activitySector: { id: 1, name: 'Boulangerie' },
  brand: {
    description: 'Une boulangerie artisanale depuis 1950. '.repeat(10),
    values: 'Exigence et convivialité.',
    advantages: ['Tickets restaurant', 'Mutuelle'],
    pictures: [],
    video: null,
  },
  sites: [{ uuid: SITE, name: 'Fournil Central', town: 'Lyon', freeApplication: true }],
  jobs: Array.from({ length: jobCount }, (_, i) => ({
    uuid: `33333333-3333-4333-8333-${String(i).padStart(12, '0')}`,
    name: `Boulanger ${i + 1}`,
    contracts: [{ id: 1, name: 'CDI' }],
    workingTime: { id: 1, name: 'Temps plein' },
    remote: null,
    urgent: i === 0,
    site: { uuid: SITE, name: 'Fournil Central', town: 'Lyon' },
  })),
  freeApplication: true,
};

const { renderSitePage } = (await import(pathToFileURL(path.join(dist, 'renderer', 'prerender.js')).href)) as {
  renderSitePage: (
    key: 'appApply' | 'appCompany',
    language: Language,
    props: { uuid: string; page: ApplyPage },
  ) => Promise<{ html: string }>;
};
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${runs} renders per page and language, ${jobCount} jobs`,
);
for (const key of ['appApply', 'appCompany'] as const) {
  for (const language of SUPPORTED_LANGUAGES) {
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < runs + 1; i += 1) {
      const started = performance.now();
      const { html } = await renderSitePage(key, language, { uuid: SITE, page });
      // The first render of a page loads its texts and warms the code: reported apart.
      times.push(performance.now() - started);
      size = html.length;
    }
    const [first, ...rest] = times;
    const sorted = rest.sort((a, b) => a - b);
    console.log(
      `${key} ${language}: first ${first!.toFixed(1)} ms, then median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms; island HTML ${(size / 1024).toFixed(1)} kB`,
    );
  }
}
