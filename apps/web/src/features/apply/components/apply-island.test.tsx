import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, mockApi } from '@/test/fetch';
import { prerenderAndHydrate, SITE_PAGE as PAGE, SITE_PAGE_UUID as SITE } from '@/test/islands';
import { ApplyIsland } from './apply-island';
import '@/locales/apply';
import '@/locales/candidate-app';

/** The QR apply page rendered per site by the API (decision 165), then taken over by the browser. */
const initialUrl = window.location.href;
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', initialUrl);
});

describe('the QR apply page rendered per site (decision 165)', () => {
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
});
