import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAYOUT_AFFILIATES } from './accounts.ts';
import { baseUrl, downloadedBytes, launchBrowser, newContext, screenshot } from './browser.ts';

/**
 * The back office's money (issue 34 items 3 and 4, decision 160) at 1280x900: a finance staff member
 * (TOTP) prepares last month's payouts, holds one affiliate's with a reason, makes the month's SEPA
 * file (the held one left out), downloads it (XML, its file name), marks it sent to the bank; then
 * changes a price, which the public products list and the public pricing page serve at once; extends an affiliate's kit by a free
 * month; the audit log shows every step.
 */
describe('admin: payouts and prices', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function signInStaff(page: Page) {
    const staff = inject('moneyStaff');
    await page.goto('/admin');
    await page.getByLabel('Adresse e-mail').fill(staff.email);
    await page.getByLabel(/^Mot de passe/).fill(staff.password);
    await page.getByLabel(/Code de l'application/).fill(await generate({ secret: staff.totpSecret }));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('tab', { name: 'Versements' }).waitFor();
    return staff;
  }

  it('holds a payout, makes and downloads the month file without it, marks it sent; changes a price; all audited', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const staff = await signInStaff(page);

    await page.getByRole('tab', { name: 'Versements' }).click();
    await page.getByRole('button', { name: 'Préparer les versements du mois' }).click();
    const held = page.getByRole('row').filter({ hasText: 'Bruno Retenu' });
    const paid = page.getByRole('row').filter({ hasText: 'Agathe Versement' });
    await held.waitFor();
    await paid.waitFor();
    expect(await held.textContent()).toContain('Prêt');
    // The IBAN is masked.
    expect(await held.textContent()).toMatch(/FR76 \*{4} \*{4}/);
    await screenshot(page, 'admin-payouts');

    await held.getByRole('button', { name: 'Retenir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retenir ce versement' });
    await dialog.getByLabel("Motif (écrit dans le journal d'audit)").fill('RIB à vérifier avec l’affilié');
    await screenshot(page, 'admin-payout-hold', { fullPage: false });
    await dialog.getByRole('button', { name: 'Retenir' }).click();
    await held.getByText('Retenu', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Créer le fichier SEPA du mois' }).click();
    await page.getByRole('status').filter({ hasText: 'Fichier créé : 1 virement' }).waitFor();
    const fileRow = page.getByRole('row').filter({ hasText: 'QR-PAY-' });
    await fileRow.waitFor();
    expect(await fileRow.textContent()).toContain(PAYOUT_AFFILIATES[0]);
    expect(await fileRow.textContent()).not.toContain(PAYOUT_AFFILIATES[1]);
    // The held payout is still owed, out of the file.
    expect(await held.textContent()).toContain('Retenu');

    const [download] = await Promise.all([page.waitForEvent('download'), fileRow.getByRole('button', { name: 'Télécharger' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^QR-PAY-\d{6}-[0-9A-F]{10}\.xml$/);
    const xml = (await downloadedBytes(download)).toString('utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(xml).toContain('Agathe Versement');
    expect(xml).not.toContain('Bruno Retenu');
    expect(xml).toContain('<NbOfTxs>1</NbOfTxs>');

    await fileRow.getByRole('button', { name: 'Marquer « envoyé à la banque »' }).click();
    await fileRow.getByText(/Envoyé à la banque le/).waitFor();
    await screenshot(page, 'admin-payout-file');

    // A price changed now: the public products list serves it at once.
    await page.getByRole('tab', { name: 'Prix' }).click();
    const poster = page.locator('[data-product="additional_poster"]').filter({ hasText: 'En vigueur' });
    await poster.getByRole('button', { name: 'Modifier' }).click();
    const priceDialog = page.getByRole('dialog');
    await priceDialog.getByLabel('Nouveau prix HT').fill('18');
    await priceDialog.getByLabel("Motif (écrit dans le journal d'audit)").fill('Hausse du papier');
    await screenshot(page, 'admin-price-change', { fullPage: false });
    await priceDialog.getByRole('button', { name: 'Enregistrer le prix' }).click();
    await page.getByRole('status').filter({ hasText: 'Nouveau prix' }).waitFor();
    await page.locator('[data-product="additional_poster"]').filter({ hasText: 'Terminé' }).waitFor();
    await screenshot(page, 'admin-prices');
    const { results: products } = (await (await fetch(`${baseUrl()}/api/products/`)).json()) as {
      results: { code: string; prices: { unitAmount: number }[] }[];
    };
    expect(products.find((p) => p.code === 'additional_poster')!.prices.map((p) => p.unitAmount)).toEqual([1800]);
    // The public pricing page served next shows it too (its price slots filled by the API, decision 160), in French and English.
    for (const [lang, ht, ttc] of [
      ['fr', "18 € HT l'unité", "21,60 € TTC l'unité"],
      ['en', '€18 excl. VAT each', '€21.60 incl. VAT each'],
    ] as const) {
      const visitor = await newContext(browser, { viewport: { width: 1280, height: 900 } });
      await visitor.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
      const site = await visitor.newPage();
      await site.goto('/#tarifs');
      const plain = async (id: string) => (await site.getByTestId(id).textContent())?.replace(/[\u202f\u00a0]/g, ' ');
      expect(await plain('price-poster-ht')).toBe(ht);
      expect(await plain('price-poster-ttc')).toBe(ttc);
      expect(await site.content()).not.toContain('%%price:');
      await site.getByTestId('prices-affiliate').scrollIntoViewIfNeeded();
      await screenshot(site, `site-pricing-after-change-${lang}`, { fullPage: false });
      await visitor.close();
    }
    // The poster back at 15 € (a second change, audited too): the journeys after this file (registration's kit totals) count on it.
    await page
      .locator('[data-product="additional_poster"]')
      .filter({ hasText: 'En vigueur' })
      .getByRole('button', { name: 'Modifier' })
      .click();
    await page.getByRole('dialog').getByLabel('Nouveau prix HT').fill('15');
    await page.getByRole('dialog').getByLabel("Motif (écrit dans le journal d'audit)").fill('Retour au tarif');
    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer le prix' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const { results } = (await (await fetch(`${baseUrl()}/api/products/`)).json()) as {
          results: { code: string; prices: { unitAmount: number }[] }[];
        };
        return results.find((p) => p.code === 'additional_poster')!.prices.map((p) => p.unitAmount);
      })
      .toEqual([1500]);

    // An affiliate's kit subscription extended by a free month: its paid period moves on.
    await page.getByRole('tab', { name: 'Abonnements' }).click();
    await page.getByLabel('E-mail du compte client').fill(PAYOUT_AFFILIATES[1]);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const kit = page.getByRole('row').filter({ hasText: 'Kit affilié' });
    await kit.waitFor();
    // Its state in words, never the provider's code.
    await kit.getByRole('cell', { name: 'Actif', exact: true }).waitFor();
    const periodBefore = await kit.textContent();
    await kit.getByRole('button', { name: 'Prolonger / déplacer' }).click();
    const subDialog = page.getByRole('dialog');
    await subDialog.getByLabel("Motif (écrit dans le journal d'audit)").fill('Mois offert');
    await screenshot(page, 'admin-subscription-extend', { fullPage: false });
    await subDialog.getByRole('button', { name: 'Prolonger / déplacer' }).click();
    await subDialog.waitFor({ state: 'detached' });
    await expect.poll(() => kit.textContent()).not.toBe(periodBefore);
    await screenshot(page, 'admin-subscriptions');

    // The audit log: every step, by this staff member.
    await page.getByRole('tab', { name: "Journal d'audit" }).click();
    // Each action in words (admin.labels.auditActions), never its code.
    for (const action of [
      'Versements du mois préparés',
      'Versement retenu',
      'Fichier SEPA créé',
      'Fichier SEPA téléchargé',
      'Fichier SEPA envoyé à la banque',
      'Changement de prix',
    ]) {
      const entry = page.getByRole('row').filter({ hasText: action });
      await entry.first().waitFor();
      expect(await entry.first().textContent()).toContain(staff.email);
    }
    await screenshot(page, 'admin-money-audit');
    await context.close();
  });
});
