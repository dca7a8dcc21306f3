import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderAndHydrate, SITE_PAGE as PAGE, SITE_PAGE_UUID as SITE } from '@/test/islands';
import { callsOf, mockApi } from '@/test/fetch';
import { CandidateSpaceIsland, CompanyIsland, JobsNearIsland } from './candidate-app-islands';
import '@/locales/candidate-app';

/**
 * The candidate's space and "jobs near me" pre-rendered (decision 159): the HTML the build writes is
 * the page itself (the sign-in form, not a loader), and the browser takes it over without a
 * mismatch (React would render the island afresh and say so).
 */
const initialUrl = window.location.href;
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', initialUrl);
});

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

describe('the company page rendered per site (decision 165)', () => {
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
