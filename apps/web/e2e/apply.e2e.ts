import type { ApplyPage } from '@app/contracts/apply';
import type { Dashboard } from '@app/contracts/dashboard';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, baseUrl, launchBrowser, newContext, PHONE, screenshot, signIn } from './browser.ts';

describe('candidate apply page (QR code of an address)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('applies from a phone on the parent address of premium@, and the recruiter finds the application', async () => {
    const api = await apiAs('premium@demo.test');
    const { results } = await api<{ results: { uuid: string; isParent: boolean }[] }>('/api/addresses/');
    const parent = results.find((a) => a.isParent)!;
    const publicView = (await (await fetch(`${baseUrl()}/api/apply/${parent.uuid}/`)).json()) as ApplyPage;
    expect(publicView.sites.length).toBeGreaterThan(1);
    const job = publicView.jobs.find((j) => j.site.uuid === parent.uuid)!;
    const before = (await api<Dashboard>(`/api/dashboard/?address=${parent.uuid}`)).jobs.find((j) => j.uuid === job.uuid)!.applications
      .total;

    const phone = await newContext(browser, PHONE);
    const page = await phone.newPage();
    await page.goto(`/app/addresses/${parent.uuid}/apply`);
    await expect.poll(() => page.getByTestId('apply-company').textContent()).toBe(publicView.name);
    // Jobs of the child sites are offered too, with their site.
    await expect.poll(() => page.getByTestId('apply-job-card').count()).toBe(publicView.jobs.length);
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'apply-1-phone-page');

    // Sending without choosing shows the rules in French.
    await page.getByTestId('apply-submit').click();
    await expect.poll(() => page.getByText('Choisissez un poste pour postuler.').count()).toBeGreaterThan(0);

    await page.getByRole('radio', { name: job.name }).first().check();
    await page.getByTestId('apply-first-name').fill('Maëlys');
    await page.getByTestId('apply-last-name').fill('Parmentier');
    const email = `maelys.parmentier.${Date.now()}@example.test`;
    await page.getByTestId('apply-email').fill(email);
    await page.getByTestId('apply-phone').fill('06 48 12 90 33');
    await page.getByTestId('apply-experience').click();
    await page.getByRole('option').nth(1).click();
    await page.getByTestId('apply-consent').check();
    await screenshot(page, 'apply-2-phone-form-filled');
    await page.getByTestId('apply-submit').click();
    await expect.poll(() => page.getByTestId('apply-success').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('apply-success').textContent()).toContain(job.name);
    await screenshot(page, 'apply-3-phone-thanks');

    // The same candidate on the same job: answered as the first (decision 129: no one learns who
    // applied where), and no second application (the API test counts the rows).
    await page.getByTestId('apply-again').click();
    await page.getByRole('radio', { name: job.name }).first().check();
    await page.getByTestId('apply-first-name').fill('Maëlys');
    await page.getByTestId('apply-last-name').fill('Parmentier');
    await page.getByTestId('apply-email').fill(email.toUpperCase());
    await page.getByTestId('apply-phone').fill('0648129033');
    await page.getByTestId('apply-experience').click();
    await page.getByRole('option').nth(1).click();
    await page.getByTestId('apply-consent').check();
    await page.getByTestId('apply-submit').click();
    await expect.poll(() => page.getByTestId('apply-success').isVisible()).toBe(true);
    await screenshot(page, 'apply-4-phone-applied-again');
    await phone.close();

    // The recruiter signs in and finds the application, counted on the job.
    const after = (await api<Dashboard>(`/api/dashboard/?address=${parent.uuid}`)).jobs.find((j) => j.uuid === job.uuid)!.applications;
    expect(after.total).toBe(before + 1);
    expect(after.latest.map((a) => a.firstName)).toContain('Maëlys');
    const context = await newContext(browser);
    const recruiter = await context.newPage();
    await recruiter.goto('/app/login');
    await signIn(recruiter, 'premium@demo.test');
    await recruiter.waitForURL((url) => !url.pathname.endsWith('/login'));
    await recruiter.goto('/app/resumes');
    await expect
      .poll(() => recruiter.getByTestId('application-name').filter({ hasText: 'Maëlys' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await screenshot(recruiter, 'apply-5-recruiter-applications');
    await context.close();
  });

  it('shows a clear page for an unknown address', async () => {
    const phone = await newContext(browser, PHONE);
    const page = await phone.newPage();
    await page.goto('/app/addresses/00000000-0000-4000-8000-000000000000/apply');
    await expect.poll(() => page.getByTestId('apply-not-found').isVisible()).toBe(true);
    await screenshot(page, 'apply-6-phone-not-found');
    await phone.close();
  });
});
