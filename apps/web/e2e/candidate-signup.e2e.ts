import type { AffiliateDashboard } from '@app/contracts/affiliates';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, newContext, PHONE, screenshot, signIn } from './browser.ts';

const AFFILIATE_EMAIL = 'affilie@demo.test';

describe("candidate sign-up page (an affiliate's QR code)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("signs a candidate up from a phone through affilie@'s link, counted for the affiliate once proven", async () => {
    const api = await apiAs(AFFILIATE_EMAIL);
    const before = await api<AffiliateDashboard>('/api/affiliate/dashboard/');
    const link = new URL(before.signupUrl);
    expect(link.pathname).toBe('/app/candidate-signup');
    expect(link.searchParams.get('affiliate')).toMatch(/^[0-9a-f-]{36}$/);

    const phone = await newContext(browser, PHONE);
    const page = await phone.newPage();
    await page.goto(`${link.pathname}${link.search}`);
    await expect.poll(() => page.getByTestId('signup-recommended').isVisible()).toBe(true);
    expect(await page.getByTestId('signup-recommended').textContent()).toMatch(/^Recommandé par \S/);
    expect(await page.getByText('Trouvez un emploi près de chez vous').count()).toBe(1);
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'candidate-signup-1-phone-page');

    // Sending an empty form shows the rules in French.
    await page.getByTestId('signup-submit').click();
    await expect.poll(() => page.getByText('Choisissez le métier que vous recherchez.').count()).toBeGreaterThan(0);

    await page.getByTestId('signup-first-name').fill('Noémie');
    await page.getByTestId('signup-last-name').fill('Lefebvre');
    await page.getByTestId('signup-email').fill(`noemie.lefebvre.${Date.now()}@example.test`);
    await page.getByTestId('signup-phone').fill('06 71 23 45 89');
    await page.getByTestId('signup-job').pressSequentially('boula');
    await page.getByTestId('signup-job-suggestion').first().click();
    await page.getByTestId('signup-experience').click();
    await page.getByRole('option').nth(1).click();
    await page.getByTestId('signup-city').pressSequentially('Lyon');
    await page.getByTestId('signup-city-suggestion').first().click({ timeout: 15_000 });
    await page.getByTestId('signup-consent').check();
    await screenshot(page, 'candidate-signup-2-phone-form-filled');
    await page.getByTestId('signup-submit').click();
    await expect.poll(() => page.getByTestId('signup-success').isVisible()).toBe(true);
    expect(await page.getByTestId('signup-success').textContent()).toContain('Bienvenue Noémie !');
    await screenshot(page, 'candidate-signup-3-phone-thanks');
    await phone.close();

    // The affiliate's sign-ups count proven ones (decisions 119, 122): none more until the mailed
    // link is used (the API tests follow it to the +1).
    const after = await api<AffiliateDashboard>('/api/affiliate/dashboard/');
    expect(after.signUps).toEqual(before.signUps);
    const context = await newContext(browser);
    const desk = await context.newPage();
    await desk.goto('/app/login');
    await signIn(desk, AFFILIATE_EMAIL);
    await desk.waitForURL((url) => url.pathname === '/app/affiliate/dashboard');
    // The dashboard says the API's figures.
    await expect.poll(() => desk.getByTestId('affiliate-signups-hint').textContent()).toBe(`${after.signUps.total} au total`);
    expect(await desk.getByTestId('affiliate-signups-value').textContent()).toBe(String(after.signUps.thisMonth));
    await context.close();
  });
});
