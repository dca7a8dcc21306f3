import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, DEMO_PASSWORD, downloadedBytes, launchBrowser, newContext, screenshot, signIn } from './browser.ts';

const EMAIL = 'affilie@demo.test';

interface Dashboard {
  signUps: { thisMonth: number; total: number };
  resumesSold: { thisMonth: number; total: number };
  threshold: { reached: boolean; remaining: number };
}

describe('affiliate area (affilie@demo.test)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the dashboard figures, downloads the poster, and saves the bank details', async () => {
    const api = await apiAs(EMAIL);
    const expected = await api<Dashboard>('/api/affiliate/dashboard/');
    const original = await api<{ accountHolderName: string | null; iban: string | null; phoneNumber: string | null }>(
      '/api/affiliate/profile/',
    );
    // 15 from the demo data, more when the candidate sign-up journey ran first on the same server.
    expect(expected.signUps.total).toBeGreaterThanOrEqual(15);

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/login');
    await signIn(page, EMAIL);
    await page.waitForURL((url) => url.pathname === '/app/affiliate/dashboard');

    // Dashboard figures.
    await expect.poll(() => page.getByTestId('affiliate-dashboard').isVisible()).toBe(true);
    expect(await page.getByTestId('affiliate-signups-value').textContent()).toBe(String(expected.signUps.thisMonth));
    expect(await page.getByTestId('affiliate-signups-hint').textContent()).toBe(`${expected.signUps.total} au total`);
    expect(await page.getByTestId('affiliate-resumes-sold-hint').textContent()).toBe(`${expected.resumesSold.total} au total`);
    expect(await page.getByTestId('affiliate-threshold-rule').textContent()).toBe('Vos gains sont versés à partir de 10 CV vendus.');
    expect(await page.getByTestId('affiliate-threshold-progress').textContent()).toBe(`${expected.resumesSold.total} / 10 CV vendus`);
    expect(await page.getByText('Paiement par virement mensuel le 3 du mois suivant.').count()).toBe(1);
    expect(await page.getByTestId('affiliate-kit-delivery').textContent()).toMatch(/^Livraison annoncée le \d{1,2} \S+ \d{4}$/);
    expect(await page.getByTestId('affiliate-history-row').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('affiliate-qr-image').isVisible()).toBe(true);
    await page.getByTestId('affiliate-kit-infos-toggle').click();
    await screenshot(page, 'affiliate-dashboard');

    // No button label is cut at 1280 px (issue 11, item 8): "Télécharger le QR code (PNG)" wraps.
    await page.setViewportSize({ width: 1280, height: 900 });
    const cut = await page
      .locator('.mantine-Button-label:visible')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
    expect(cut).toEqual([]);

    // The A4 poster.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('affiliate-download-poster').click()]);
    expect(download.suggestedFilename()).toBe('affiche-qrecrute.pdf');
    expect((await downloadedBytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Profile, then the bank details page.
    await page.getByTestId('nav-affiliate-profile').click();
    await page.waitForURL((url) => url.pathname === '/app/affiliate/profile');
    await expect.poll(() => page.getByTestId('affiliate-profile-form').isVisible()).toBe(true);
    expect(await page.getByTestId('affiliate-email').inputValue()).toBe(EMAIL);
    await screenshot(page, 'affiliate-profile');
    await page.getByTestId('affiliate-change-bank-link').click();
    await page.waitForURL((url) => url.pathname === '/app/affiliate/change-bank-details');
    // The saved IBAN is shown masked, with "Modifier" (issue 29: it was whole in the form).
    await expect.poll(() => page.getByTestId('bank-details-edit').isVisible()).toBe(true);
    expect(await page.getByTestId('affiliate-current-iban').textContent()).toMatch(
      /^IBAN enregistré : [A-Z]{2}\d{2} \*\*\*\* \*\*\*\* \w{4}$/,
    );
    await page.getByTestId('bank-details-edit').click();
    await expect.poll(() => page.getByTestId('bank-details-form').isVisible()).toBe(true);

    await page.getByTestId('bank-account-holder-name').fill('Durand Conseil SARL');
    await page.getByTestId('bank-iban').fill('');
    await page.getByTestId('bank-iban').pressSequentially('FR7630006000011234567890188');
    await expect.poll(() => page.getByText("Cet IBAN n'est pas valide : vérifiez les caractères saisis").count()).toBe(1);
    expect(await page.getByTestId('bank-details-save').isDisabled()).toBe(true);
    await page.getByTestId('bank-iban').fill('');
    await page.getByTestId('bank-iban').pressSequentially('fr7630006000011234567890189');
    expect(await page.getByTestId('bank-iban').inputValue()).toBe('FR76 3000 6000 0112 3456 7890 189');
    // New bank details need the current password (decision 116).
    expect(await page.getByTestId('bank-details-save').isDisabled()).toBe(true);
    await page.getByTestId('bank-current-password').fill(DEMO_PASSWORD);
    await screenshot(page, 'affiliate-change-bank-details');
    await page.getByTestId('bank-details-save').click();
    await expect.poll(() => page.getByText('Vos informations ont bien été enregistrées.').count()).toBeGreaterThan(0);

    await page.reload();
    await expect.poll(() => page.getByTestId('bank-details-edit').isVisible()).toBe(true);
    expect(await page.getByTestId('affiliate-current-iban').textContent()).toBe('IBAN enregistré : FR76 **** **** 0189');
    expect(await page.getByText('Titulaire : Durand Conseil SARL').count()).toBe(1);
    // The payouts wait 48 hours after the change, and the page says until when.
    expect(await page.getByTestId('affiliate-bank-held').textContent()).toContain('vos virements attendent jusqu');
    await screenshot(page, 'affiliate-change-bank-details-saved');

    // Leave the demo data as it was for the other journeys.
    await api('/api/affiliate/profile/', {
      method: 'PATCH',
      body: JSON.stringify({ accountHolderName: original.accountHolderName, iban: original.iban, currentPassword: DEMO_PASSWORD }),
    });
    await context.close();
  });
});
