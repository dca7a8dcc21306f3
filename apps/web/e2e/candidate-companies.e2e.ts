import type { ApplyPage } from '@app/contracts/apply';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, baseUrl, decodeQp, launchBrowser, mailedCode, mailedTo, newContext, PHONE, screenshot } from './browser.ts';

/**
 * Companies worth following (issue 33 item 4): on a phone, a candidate opens a site's company page,
 * searches jobs near a town, signs in and follows the company; the recruiter publishes a job (makes
 * one active again); the candidate gets the alert mail, and sees the company in their space.
 */
describe('companies worth following (issue 33 item 4)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  // At a phone's size and a computer's (issue 33's "Done when": 390x844 and 1280x900).
  it.each([
    ['phone', PHONE],
    ['desktop', { viewport: { width: 1280, height: 900 } }],
  ] as const)('company page, jobs near a town, follow, a published job mails the follower (%s)', async (size, device) => {
    const api = await apiAs('premium@demo.test');
    const { results } = await api<{ results: { uuid: string; isParent: boolean }[] }>('/api/addresses/');
    const parent = results.find((a) => a.isParent)!;
    const publicView = (await (await fetch(`${baseUrl()}/api/apply/${parent.uuid}/`)).json()) as ApplyPage;

    const phone = await newContext(browser, device);
    const page = await phone.newPage();
    // From the QR page's header to the company page.
    await page.goto(`/app/addresses/${parent.uuid}/apply`);
    await page.getByTestId('apply-company-page').click();
    await page.waitForURL((url) => url.pathname === `/app/entreprise/${parent.uuid}`);
    await expect.poll(() => page.getByTestId('company-name').textContent()).toBe(publicView.name);
    await expect.poll(() => page.getByTestId('company-job').count()).toBe(publicView.jobs.length);
    expect(await page.getByTestId('company-apply').getAttribute('href')).toBe(`/app/addresses/${parent.uuid}/apply`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device.viewport.width);
    await screenshot(page, `candidate-companies-1-company-page-${size}`);

    // Jobs near a town (Paris 2e, the demo's Paris site): the site is listed with its distance.
    await page.goto('/app/candidat/pres-de-chez-moi');
    await page.getByTestId('jobs-near-town').fill('75002');
    await page.getByTestId('jobs-near-search').click();
    const found = page.locator(`[data-testid="jobs-near-site"][href="/app/entreprise/${parent.uuid}"]`);
    await expect.poll(() => found.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => found.textContent()).toMatch(/km/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device.viewport.width);
    await screenshot(page, `candidate-companies-2-jobs-near-${size}`);

    // Signs in (a new candidate: the space needs no application) and follows the company.
    const email = `suivi.${Date.now()}@example.test`;
    await page.goto('/app/candidat');
    await page.getByTestId('candidate-email').fill(email);
    const asked = Date.now() - 1000;
    await page.getByTestId('candidate-send-code').click();
    const code = await mailedCode(email, asked);
    await page.getByTestId('candidate-code').locator('input').first().click();
    await page.keyboard.type(code);
    await expect.poll(() => page.getByTestId('candidate-greeting').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.goto(`/app/entreprise/${parent.uuid}`);
    const follow = page.getByTestId('company-follow');
    await expect.poll(() => follow.textContent(), { timeout: 15_000 }).toBe('Suivre cette entreprise');
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, `candidate-companies-3-following-${size}`);

    // The recruiter publishes a job: one of the site's jobs made active again.
    const job = publicView.jobs.find((j) => j.site.uuid === parent.uuid)!;
    await api(`/api/addresses-jobs/${job.uuid}/`, { method: 'PATCH', body: JSON.stringify({ active: false }) });
    const published = Date.now() - 1000;
    await api(`/api/addresses-jobs/${job.uuid}/`, { method: 'PATCH', body: JSON.stringify({ active: true }) });
    const mail = decodeQp(await mailedTo(email, published, (raw) => decodeQp(raw).includes(`/app/entreprise/${parent.uuid}`)));
    expect(mail).toContain('une entreprise que vous suivez, recrute');
    expect(mail).toContain(job.name);

    // The space lists the company followed; one tap stops.
    await page.goto('/app/candidat');
    const row = page.locator(`[data-testid="candidate-follow"][data-uuid="${parent.uuid}"]`);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, `candidate-companies-4-followed-${size}`);
    await row.getByTestId('candidate-unfollow').click();
    await expect.poll(() => page.getByTestId('candidate-follows-empty').isVisible()).toBe(true);
    await phone.close();
  });
});
