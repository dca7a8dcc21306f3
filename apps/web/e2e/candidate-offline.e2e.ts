import type { ApplyPage } from '@app/contracts/apply';
import type { Dashboard } from '@app/contracts/dashboard';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, baseUrl, launchBrowser, newContext, PHONE, screenshot } from './browser.ts';

/**
 * The installable candidate app on a bad network (issue 33 item 5, decision 155): the QR apply page
 * installs the service worker, opens again without a network, keeps an application sent offline and
 * sends it when the network returns.
 */
describe('candidate app: installable, and applying without a network', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is installable from the apply page: a manifest with icons and a service worker controlling the page', async () => {
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as {
      start_url: string;
      scope: string;
      display: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/app/candidat', scope: '/app/', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of ['/app-icon-192.png', '/app-icon-512.png', '/app-icon-maskable-512.png']) {
      const res = await fetch(`${baseUrl()}${icon}`);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    // The public site does not carry it (it stays as light as it was).
    expect(await (await fetch(`${baseUrl()}/`)).text()).not.toContain('rel="manifest"');
  });

  // At a phone's size and a computer's (issue 33's "Done when": 390x844 and 1280x900).
  it.each([
    ['phone', PHONE],
    ['desktop', { viewport: { width: 1280, height: 900 } }],
  ] as const)(
    'opens the apply page again offline, keeps the application, and sends it when the network returns (%s)',
    async (size, device) => {
      const api = await apiAs('premium@demo.test');
      const { results } = await api<{ results: { uuid: string; isParent: boolean }[] }>('/api/addresses/');
      const parent = results.find((a) => a.isParent)!;
      const publicView = (await (await fetch(`${baseUrl()}/api/apply/${parent.uuid}/`)).json()) as ApplyPage;
      const job = publicView.jobs.find((j) => j.site.uuid === parent.uuid)!;
      const before = (await api<Dashboard>(`/api/dashboard/?address=${parent.uuid}`)).jobs.find((j) => j.uuid === job.uuid)!.applications
        .total;

      const phone = await newContext(browser, device);
      const page = await phone.newPage();
      await page.goto(`/app/addresses/${parent.uuid}/apply`);
      await expect.poll(() => page.getByTestId('apply-company').textContent()).toBe(publicView.name);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      // The service worker installs and takes the page; a second visit goes through it and keeps what it used.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await page.reload();
      await expect.poll(() => page.getByTestId('apply-company').textContent()).toBe(publicView.name);
      // This return with the worker in place makes the form live once the page is idle (decision 165):
      // its code and the form's reference list are then kept by the worker.
      await page.locator('[data-island="apply"][data-live]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');

      // No network: the page opens again from what the phone kept.
      await phone.setOffline(true);
      await page.reload();
      await expect.poll(() => page.getByTestId('apply-company').textContent()).toBe(publicView.name);
      await screenshot(page, `candidate-offline-1-page-without-network-${size}`);
      // The page is the API's rendering (decision 165); on this return with the worker in place its form
      // is made live once the page is idle, from what the worker kept (a tap before is replayed, but
      // Playwright's check() wants the radio checked at once).
      await page.locator('[data-island="apply"][data-live]').waitFor({ state: 'attached' });

      await page.getByRole('radio', { name: job.name }).first().check();
      await page.getByTestId('apply-first-name').fill('Inès');
      await page.getByTestId('apply-last-name').fill('Hors-Ligne');
      const email = `ines.horsligne.${Date.now()}@example.test`;
      await page.getByTestId('apply-email').fill(email);
      await page.getByTestId('apply-phone').fill('06 48 12 90 34');
      await page.getByTestId('apply-experience').click();
      await page.getByRole('option').nth(1).click();
      await page.getByTestId('apply-consent').check();
      await page.getByTestId('apply-submit').click();
      await expect.poll(() => page.getByTestId('apply-queued').textContent()).toContain('Vous êtes hors ligne');
      await screenshot(page, `candidate-offline-2-kept-on-the-phone-${size}`);
      expect(
        (await api<Dashboard>(`/api/dashboard/?address=${parent.uuid}`)).jobs.find((j) => j.uuid === job.uuid)!.applications.total,
      ).toBe(before);

      // The network returns: the application leaves by itself.
      await phone.setOffline(false);
      await expect.poll(() => page.getByTestId('apply-success').isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => page.getByTestId('apply-success').textContent()).toContain(job.name);
      await screenshot(page, `candidate-offline-3-sent-when-back-${size}`);
      const after = (await api<Dashboard>(`/api/dashboard/?address=${parent.uuid}`)).jobs.find((j) => j.uuid === job.uuid)!.applications;
      expect(after.total).toBe(before + 1);
      expect(after.latest.map((a) => a.firstName)).toContain('Inès');
      expect(await page.evaluate(() => localStorage.getItem('qrecrute.apply-outbox'))).toBeNull();
      await phone.close();
    },
  );
});
