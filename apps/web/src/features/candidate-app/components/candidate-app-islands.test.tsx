import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsReady } from '@/lib/i18n';
import { IslandTree, islandIdPrefix } from '@/marketing/island-providers';
import type { ApplyPage } from '@app/contracts/apply';
import { callsOf, mockApi } from '@/test/fetch';
import { ApplyIsland, CandidateSpaceIsland, CompanyIsland, JobsNearIsland } from './candidate-app-islands';
import '@/locales/apply';
import '@/locales/candidate-app';

/**
 * The candidate's space and "jobs near me" pre-rendered (decision 159): the HTML the build writes is
 * the page itself (the sign-in form, not a loader), and the browser takes it over without a
 * mismatch (React would render the island afresh and say so).
 */
// React's act() for the hydration below (Testing Library sets it only around its own helpers).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const initialUrl = window.location.href;
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', initialUrl);
});

async function prerenderAndHydrate(name: string, island: React.ReactElement) {
  await textsReady();
  const html = renderToString(<IslandTree>{island}</IslandTree>, { identifierPrefix: islandIdPrefix(name) });
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  let committed = false;
  await act(async () => {
    hydrateRoot(
      element,
      <IslandTree
        onCommit={() => {
          committed = true;
        }}
      >
        {island}
      </IslandTree>,
      {
        identifierPrefix: islandIdPrefix(name),
        onRecoverableError: (error) => recoverable.push(error),
      },
    );
    await Promise.resolve();
  });
  return { html, element, committed, recoverable, errors: errors.mock.calls };
}

describe('pre-rendered candidate screens (decision 159)', () => {
  it("renders the candidate's space signed out, with its sign-in form, and hydrates it as it is", async () => {
    const { html, element, committed, recoverable, errors } = await prerenderAndHydrate('candidate-space', <CandidateSpaceIsland />);
    expect(html).toContain('data-testid="candidate-sign-in"');
    expect(html).toContain('Suivez vos candidatures');
    expect(html).not.toContain('mantine-Loader');
    expect(committed).toBe(true);
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(element.querySelector('[data-testid="candidate-email"]')).not.toBeNull();
  });

  it('renders "jobs near me" with its search form, and hydrates it as it is', async () => {
    const { html, committed, recoverable, errors } = await prerenderAndHydrate('jobs-near', <JobsNearIsland />);
    expect(html).toContain('Offres près de chez moi');
    expect(committed).toBe(true);
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
  });
});

const SITE = '11111111-1111-4111-8111-111111111111';
const PAGE: ApplyPage = {
  uuid: SITE,
  name: 'Fournil Central',
  logo: null,
  town: 'Lyon',
  position: { latitude: 45.76, longitude: 4.84 },
  activitySector: { id: 1, name: 'Boulangerie' },
  brand: { description: 'Une boulangerie artisanale depuis 1950.', values: null, advantages: ['Tickets restaurant'], pictures: [], video: null },
  sites: [{ uuid: SITE, name: 'Fournil Central', town: 'Lyon', freeApplication: false }],
  jobs: [
    {
      uuid: '33333333-3333-4333-8333-333333333333',
      name: 'Boulanger',
      contracts: [{ id: 1, name: 'CDI' }],
      workingTime: { id: 1, name: 'Temps plein' },
      remote: null,
      urgent: true,
      site: { uuid: SITE, name: 'Fournil Central', town: 'Lyon' },
    },
  ],
  freeApplication: false,
};

describe('the QR apply page and the company page rendered per site (decision 165)', () => {
  it("renders the apply page with the site's answer seeded (its brand and form, no loader), hydrates it as it is, and does not count the visit again", async () => {
    window.history.replaceState(null, '', `/app/addresses/${SITE}/apply`);
    const calls = mockApi({ 'referenceLists.listExperiences': () => ({ status: 200, body: [] }) });
    const { html, element, committed, recoverable, errors } = await prerenderAndHydrate('apply', <ApplyIsland uuid={SITE} page={PAGE} />);
    expect(html).toContain('Fournil Central');
    expect(html).toContain('data-testid="apply-first-name"');
    expect(html).not.toContain('mantine-Loader');
    expect(committed).toBe(true);
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(element.querySelector('[data-testid="apply-submit"]')).not.toBeNull();
    // The site's answer came with the page; the page's script counted the visit (main.ts).
    expect(callsOf(calls, 'apply.getApplyPage')).toHaveLength(0);
    expect(callsOf(calls, 'fingerprints.recordVisit')).toHaveLength(0);
  });

  it("renders the company page with the site's brand and jobs, and hydrates it as it is", async () => {
    window.history.replaceState(null, '', `/app/entreprise/${SITE}`);
    const calls = mockApi({});
    const { html, committed, recoverable, errors } = await prerenderAndHydrate('company', <CompanyIsland uuid={SITE} page={PAGE} />);
    expect(html).toContain('data-testid="company-name"');
    expect(html).toContain('Une boulangerie artisanale depuis 1950.');
    expect(html).toContain('Boulanger');
    expect(html).toContain('data-testid="company-follow-sign-in"');
    expect(committed).toBe(true);
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(callsOf(calls, 'apply.getApplyPage')).toHaveLength(0);
  });
});
