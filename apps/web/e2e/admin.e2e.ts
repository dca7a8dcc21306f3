import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, decodeQp, launchBrowser, mailedTo, newContext, screenshot, signIn } from './browser.ts';

/**
 * The operators' back office (issue 34, decision 152) at 1280x900: a staff member made by
 * `npm run staff:create` (global-setup.ts) signs in at /admin with the password and a TOTP code
 * computed here with the same library, sees the payment that could not be fulfilled on the home
 * screen, refunds it (the buyer gets the mail), and finds the refund in the audit log. A signed-in
 * customer's pages download none of the back office's code.
 */
describe('admin: the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs in with TOTP, refunds the flagged payment, and the audit log shows it', async () => {
    const staff = inject('staff');
    const buyer = inject('flaggedBuyer');
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const adminScripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') adminScripts.add(new URL(request.url()).pathname);
    });

    await page.goto('/admin');
    await page.getByRole('heading', { name: "Connexion de l'équipe" }).waitFor();
    // A wrong code first: one answer for every failure.
    await page.getByLabel('Adresse e-mail').fill(staff.email);
    await page.getByLabel(/^Mot de passe/).fill(staff.password);
    await page.getByLabel(/Code de l'application/).fill('000000');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('alert').filter({ hasText: 'E-mail, mot de passe ou code incorrect.' }).waitFor();
    await page.getByLabel(/Code de l'application/).fill(await generate({ secret: staff.totpSecret }));
    await screenshot(page, 'admin-sign-in', { fullPage: false });
    await page.getByRole('button', { name: 'Se connecter' }).click();

    // The home screen: the flagged payment, left to an operator.
    await page.getByRole('tab', { name: 'Paiements à traiter' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Boulangerie Remboursée' });
    await row.waitFor();
    expect(await row.textContent()).toContain('À traiter');
    // Charged 9 €, for an order of 15 €.
    expect(await row.textContent()).toMatch(/9(,00)?\s€.*15(,00)?\s€/);
    await screenshot(page, 'admin-flagged');

    const asked = Date.now() - 1000;
    await row.getByRole('button', { name: 'Rembourser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rembourser ce paiement en totalité' });
    await dialog.waitFor();
    await dialog.getByLabel("Motif (pour le journal d'audit)").fill('Montant incorrect, client prévenu par téléphone');
    await screenshot(page, 'admin-refund', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirmer le remboursement' }).click();
    await page.getByRole('status').filter({ hasText: 'Paiement remboursé, client prévenu.' }).waitFor();
    await row.getByText('Remboursé, client prévenu').waitFor();
    expect(await row.getByRole('button', { name: 'Rembourser' }).count()).toBe(0);
    await screenshot(page, 'admin-refunded');

    // The buyer is told, by mail.
    const mail = decodeQp(await mailedTo(buyer, asked, (raw) => decodeQp(raw).includes('Votre paiement de')));
    expect(mail).toContain('Votre paiement de');

    // The audit log: the refund, by whom, before and after.
    await page.getByRole('tab', { name: "Journal d'audit" }).click();
    const entry = page.getByRole('row').filter({ hasText: /^Remboursement(?! partiel)/ });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(staff.email);
    expect(await entry.textContent()).toContain('notified');
    expect(await page.getByRole('row').filter({ hasText: 'Connexion' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-audit');

    // A visitor writes through the site's contact form; the staff member answers it from the inbox,
    // the visitor gets the answer by mail, and the answer is in the audit log.
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto('/#contact');
    const token = `Question ${Date.now()}`;
    const visitorEmail = `visiteur-${Date.now()}@example.test`;
    await visitor.getByTestId('contact-email').fill(visitorEmail);
    await visitor.getByTestId('contact-message').fill(`Bonjour, ${token} : combien pour 3 sites ?`);
    await visitor.getByTestId('contact-submit').click();
    await visitor.getByTestId('contact-success').waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Messages' }).click();
    const card = page.getByTestId('inbox-message').filter({ hasText: token });
    await card.waitFor();
    await card.getByRole('button', { name: 'Répondre' }).click();
    await card.getByLabel('Votre réponse (envoyée par e-mail)').fill('Bonjour, 3 sites : voyez nos tarifs premium. Bonne journée.');
    const answeredAt = Date.now() - 1000;
    await card.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await card.getByLabel('Votre réponse (envoyée par e-mail)').waitFor({ state: 'detached' });
    const answerMail = decodeQp(await mailedTo(visitorEmail, answeredAt, (raw) => decodeQp(raw).includes('voyez nos tarifs premium')));
    expect(answerMail).toContain(token);
    // The "answered" tab shows the message with what was sent.
    await page.getByText('Répondus', { exact: true }).click();
    await page
      .getByTestId('inbox-message')
      .filter({ hasText: token })
      .getByTestId('inbox-answer')
      .filter({ hasText: 'voyez nos tarifs premium' })
      .waitFor();
    await page.getByRole('tab', { name: "Journal d'audit" }).click();
    await page.getByRole('row').filter({ hasText: 'Réponse à un message' }).first().waitFor();

    // On a phone: the inbox and the flagged payments read without a sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [tab, name] of [
      ['Messages', 'admin-inbox-phone'],
      ['Paiements à traiter', 'admin-flagged-phone'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), tab).toBeLessThanOrEqual(390);
      await screenshot(page, name);
    }

    // The back office's own chunk came with it; a signed-in customer's pages fetch none of its files.
    const customer = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
    const customerScripts = new Set<string>();
    customer.on('request', (request) => {
      if (request.resourceType() === 'script') customerScripts.add(new URL(request.url()).pathname);
    });
    await customer.goto('/app/login');
    await signIn(customer, 'premium@demo.test');
    await customer.waitForURL(/\/app\/(?!login)/);
    await customer.waitForLoadState('networkidle');
    expect(customerScripts.size).toBeGreaterThan(0);
    // Not vacuous: the back office's screens and paths are in what /admin loaded.
    const bodies = async (paths: Set<string>) => Promise.all([...paths].map(async (p) => (await fetch(`${baseUrl()}${p}`)).text()));
    const adminCode = (await bodies(adminScripts)).join('\n');
    expect(adminCode).toContain('listFlaggedPayments');
    expect(adminCode).toContain('Rembourser ce paiement');
    for (const [i, code] of (await bodies(customerScripts)).entries()) {
      const file = [...customerScripts][i];
      expect(code.includes('listFlaggedPayments'), `${file} holds a back office path`).toBe(false);
      expect(code.includes('Rembourser ce paiement'), `${file} holds a back office text`).toBe(false);
    }
    await context.close();
  });
});
