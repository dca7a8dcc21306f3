import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signIn } from './browser.ts';

/**
 * The support side of the back office (issue 34 items 2 and 6, decision 161) at 1280x900: a staff
 * member signs in with TOTP, finds a customer by SIRET, opens the account, views it as the customer
 * (read-only: a save is refused), suspends it (the customer's own session stops at once), reactivates
 * it, retries the failed job, and finds each of these in the audit log.
 */
const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

/** A call of the page's own scripts (its cookies, its origin): status and error code. */
const callAs = (page: Page, method: string, url: string, body?: object) =>
  page.evaluate(
    async ([m, u, b, h]) => {
      const headers = { ...(h as Record<string, string>), ...(b ? { 'Content-Type': 'application/json' } : {}) };
      const res = await fetch(u as string, { method: m as string, headers, body: b ? JSON.stringify(b) : undefined });
      const text = await res.text();
      const code = (() => {
        try {
          return (JSON.parse(text) as { code?: string }).code ?? null;
        } catch {
          return null;
        }
      })();
      return { status: res.status, code };
    },
    [method, url, body ?? null, XRW] as const,
  );

/** Signs in at /admin with a TOTP code; a code of a step already used (another journey) waits for the next step. */
async function staffSignIn(page: Page, staff: { email: string; password: string; totpSecret: string }) {
  await page.goto('/admin');
  await page.getByRole('heading', { name: "Connexion de l'équipe" }).waitFor();
  await page.getByLabel('Adresse e-mail').fill(staff.email);
  await page.getByLabel(/^Mot de passe/).fill(staff.password);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByLabel(/Code de l'application/).fill(await generate({ secret: staff.totpSecret }));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const outcome = await Promise.race([
      page
        .getByRole('tab', { name: 'Clients' })
        .waitFor()
        .then(() => 'in'),
      page
        .getByRole('alert')
        .waitFor()
        .then(() => 'refused'),
    ]);
    if (outcome === 'in') return;
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('staff sign-in failed');
}

describe('admin: the support', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds a customer by SIRET, views the account read-only, suspends and reactivates it, retries a failed job; all audited', async () => {
    const staff = inject('supportStaff');
    const customer = inject('supportCustomer');
    // The customer, signed in in their own browser.
    const theirs = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
    await theirs.goto('/app/login');
    await signIn(theirs, customer.email, customer.password);
    await theirs.waitForURL(/\/app\/(?!login)/);
    expect((await callAs(theirs, 'GET', '/api/recruiter/me/')).status).toBe(200);

    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await staffSignIn(page, staff);

    // Search by SIRET, open the account.
    await page.getByRole('tab', { name: 'Clients' }).click();
    await page.getByTestId('customer-query').fill(customer.siret);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await row.waitFor();
    await screenshot(page, 'admin-support-search', { fullPage: false });
    await row.getByRole('button', { name: 'Ouvrir' }).click();
    await page.getByTestId('customer-view').waitFor();
    expect(await page.getByTestId('customer-state').textContent()).toBe('Actif');
    await screenshot(page, 'admin-support-account');

    // View as the customer: read-only, in another tab of the staff member's browser.
    await page.getByRole('button', { name: 'Voir comme le client (lecture seule)' }).click();
    const link = await page.getByTestId('view-as-link').getAttribute('href');
    const view = await context.newPage();
    await view.goto(link!);
    await view.waitForURL(/\/app\//);
    await view.waitForLoadState('networkidle');
    // Every page of the view says it is the support's, read-only.
    await view.getByTestId('support-view').getByText('Consultation par le support en lecture seule').waitFor();
    await screenshot(view, 'admin-support-view-as', { fullPage: false });
    expect((await callAs(view, 'GET', '/api/recruiter/me/')).status).toBe(200);
    expect(await callAs(view, 'PATCH', '/api/recruiter/me/profile/', { company: 'Changée par le support' })).toEqual({
      status: 403,
      code: 'view_only',
    });
    await view.close();

    // Suspend: the customer's own session stops at once.
    await page.getByRole('button', { name: 'Suspendre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspendre le compte' });
    await dialog.getByTestId('reason').fill('Demande du client par téléphone');
    await screenshot(page, 'admin-support-suspend', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByRole('status').filter({ hasText: 'Compte suspendu.' }).waitFor();
    expect(await page.getByTestId('customer-state').textContent()).toBe('Suspendu');
    expect((await callAs(theirs, 'GET', '/api/recruiter/me/')).status).toBe(401);
    // The customer's open page: its next call ends the session, and the login page says why.
    await theirs.reload();
    await theirs.getByTestId('login-suspended').getByText('Votre compte est suspendu.', { exact: false }).waitFor();
    expect(new URL(theirs.url()).pathname).toBe('/app/login');
    await screenshot(theirs, 'admin-support-customer-suspended', { fullPage: false });
    expect((await callAs(theirs, 'POST', '/api/token/refresh/')).status).toBeGreaterThanOrEqual(401);

    // Reactivate.
    await page.getByRole('button', { name: 'Réactiver' }).click();
    const back = page.getByRole('dialog', { name: 'Réactiver le compte' });
    await back.getByTestId('reason').fill('Situation réglée');
    await back.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByRole('status').filter({ hasText: 'Compte réactivé.' }).waitFor();
    expect(await page.getByTestId('customer-state').textContent()).toBe('Actif');

    // Operations: the failed job, retried.
    await page.getByRole('tab', { name: 'Exploitation' }).click();
    const job = page.getByRole('row').filter({ hasText: 'storage unreachable' });
    await job.waitFor();
    await page.locator('[data-health="database"]').waitFor();
    await screenshot(page, 'admin-support-operations');
    await job.getByRole('button', { name: 'Relancer' }).click();
    await page.getByRole('status').filter({ hasText: 'Tâche relancée.' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'storage unreachable' }).count()).toBe(0);

    // The audit log: each change, by the staff member.
    await page.getByRole('tab', { name: "Journal d'audit" }).click();
    // Each action in words (admin.labels.auditActions), never its code.
    for (const action of ['Consultation en tant que client', 'Suspension du compte', 'Réactivation du compte', 'Tâche relancée']) {
      const entry = page.getByRole('row').filter({ hasText: action });
      await entry.first().waitFor();
      expect(await entry.first().textContent()).toContain(staff.email);
    }
    await screenshot(page, 'admin-support-audit');
  }, 180_000);
});
