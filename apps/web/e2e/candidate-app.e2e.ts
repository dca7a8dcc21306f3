import type { ApplyPage } from '@app/contracts/apply';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  baseUrl,
  decodeQp,
  launchBrowser,
  liveIsland,
  mailedCode,
  mailedTo,
  newContext,
  PHONE,
  screenshot,
  signIn,
} from './browser.ts';

/**
 * The candidate's side (issue 33): a new candidate applies from a QR page on a phone, opens their
 * space with the code mailed to them, and sees the application in "Mes candidatures"; the recruiter
 * moves it to "entretien" with a message; the candidate sees it and got the mail.
 */
describe("the candidate's space (issue 33)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  // At a phone's size and a computer's (issue 33's "Done when": 390x844 and 1280x900).
  it.each([
    ['phone', PHONE],
    ['desktop', { viewport: { width: 1280, height: 900 } }],
  ] as const)(
    'applies from a QR page, signs in with the mailed code, and follows the status the recruiter sets (%s)',
    async (size, device) => {
      const api = await apiAs('premium@demo.test');
      const { results } = await api<{ results: { uuid: string; isParent: boolean }[] }>('/api/addresses/');
      const parent = results.find((a) => a.isParent)!;
      const publicView = (await (await fetch(`${baseUrl()}/api/apply/${parent.uuid}/`)).json()) as ApplyPage;
      const job = publicView.jobs.find((j) => j.site.uuid === parent.uuid)!;

      // A new candidate applies from their phone.
      const phone = await newContext(browser, device);
      const page = await phone.newPage();
      await page.goto(`/app/addresses/${parent.uuid}/apply`);
      await expect.poll(() => page.getByTestId('apply-company').textContent()).toBe(publicView.name);
      await expect.poll(() => page.getByTestId('apply-candidate-space').isVisible()).toBe(true);
      // The page as the API rendered it (decision 165): its form is live at the first touch.
      await liveIsland(page, 'apply');
      await page.getByRole('radio', { name: job.name }).first().check();
      await page.getByTestId('apply-first-name').fill('Inès');
      await page.getByTestId('apply-last-name').fill('Garnier');
      const email = `ines.garnier.${Date.now()}@example.test`;
      await page.getByTestId('apply-email').fill(email);
      await page.getByTestId('apply-phone').fill('06 31 52 74 08');
      await page.getByTestId('apply-experience').click();
      await page.getByRole('option').nth(1).click();
      await page.getByTestId('apply-consent').check();
      const applied = Date.now() - 1000;
      await page.getByTestId('apply-submit').click();
      await expect.poll(() => page.getByTestId('apply-success').isVisible()).toBe(true);
      await screenshot(page, `candidate-app-1-applied-${size}`);

      // The candidate confirms the application from the link mailed to them (decision 119): only a
      // confirmed application carries the recruiter's status mails and messages to them.
      const confirmMail = decodeQp(await mailedTo(email, applied, (raw) => decodeQp(raw).includes('/app/confirm-email?token=')));
      const confirmLink = /\/app\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(confirmMail)![0];
      await page.goto(confirmLink);
      await page.getByTestId('confirm-email-submit').click();
      await page.getByTestId('confirm-email-done').waitFor({ state: 'visible', timeout: 15_000 });

      // Then their space: the e-mail, then the code mailed to it.
      await page.goto('/app/candidat');
      await page.getByTestId('candidate-email').fill(email);
      const asked = Date.now() - 1000;
      await page.getByTestId('candidate-send-code').click();
      const code = await mailedCode(email, asked);
      await page.getByTestId('candidate-code').waitFor({ state: 'visible' });
      await screenshot(page, `candidate-app-2a-code-${size}`);
      await page.getByTestId('candidate-code').locator('input').first().click();
      await page.keyboard.type(code);
      await expect.poll(() => page.getByTestId('candidate-greeting').textContent(), { timeout: 15_000 }).toContain('Inès');
      const card = page.getByTestId('candidate-application');
      await expect.poll(() => card.count()).toBe(1);
      await expect.poll(() => card.textContent()).toContain(job.name);
      await expect.poll(() => card.getByTestId('application-status').textContent()).toBe('Reçue');
      const applicationUuid = (await card.getAttribute('data-uuid'))!;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device.viewport.width);
      await screenshot(page, `candidate-app-2-my-applications-${size}`);

      // Signed in, the QR page of another site of the account starts with their address and first name
      // (the rest waits for the mailed confirmation, decision 119), editable; the second application is listed.
      const other = publicView.jobs.find((j) => j.site.uuid !== parent.uuid);
      if (other) {
        await page.goto(`/app/addresses/${other.site.uuid}/apply`);
        await expect.poll(() => page.getByTestId('apply-email').inputValue(), { timeout: 15_000 }).toBe(email);
        expect(await page.getByTestId('apply-first-name').inputValue()).toBe('Inès');
        await page.getByRole('radio', { name: other.name }).first().check();
        await page.getByTestId('apply-last-name').fill('Garnier');
        await page.getByTestId('apply-phone').fill('06 31 52 74 08');
        await page.getByTestId('apply-experience').click();
        await page.getByRole('option').nth(1).click();
        await page.getByTestId('apply-consent').check();
        await screenshot(page, `candidate-app-2b-second-site-prefilled-${size}`);
        await page.getByTestId('apply-submit').click();
        await expect.poll(() => page.getByTestId('apply-success').isVisible()).toBe(true);
        await page.getByTestId('apply-follow').click();
        await page.waitForURL((url) => url.pathname === '/app/candidat');
        await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(2);
      }

      // The recruiter opens the application (it becomes "Vue") and moves it to "Entretien" with a message.
      const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
      const recruiter = await context.newPage();
      await recruiter.goto('/app/login');
      await signIn(recruiter, 'premium@demo.test');
      await recruiter.waitForURL((url) => !url.pathname.endsWith('/login'));
      await recruiter.goto('/app/resumes');
      const row = recruiter.locator(`[data-testid="application-row"][data-uuid="${applicationUuid}"]`);
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      // Confirmed: the recruiter opens the candidate's profile, where the status is moved.
      await row.getByTestId('application-profile-link').click();
      const control = recruiter.getByTestId('application-status-control');
      await control.waitFor({ state: 'visible', timeout: 15_000 });
      await expect.poll(() => control.getByTestId('application-status').textContent()).toBe('Vue');
      await recruiter.getByTestId('application-status-select').click();
      await recruiter.getByRole('option', { name: 'Entretien' }).click();
      await recruiter.getByTestId('application-status-message').fill('Pouvez-vous venir mardi à 10 h ?');
      const moved = Date.now() - 1000;
      await recruiter.getByTestId('application-status-save').click();
      await expect.poll(() => control.getByTestId('application-status').textContent()).toBe('Entretien');
      // What the candidate was told stands above an empty box, not as a draft to send again.
      await expect.poll(() => control.getByTestId('application-status-told').textContent()).toContain('Pouvez-vous venir mardi à 10 h ?');
      expect(await control.getByTestId('application-status-message').inputValue()).toBe('');
      await screenshot(recruiter, `candidate-app-3-recruiter-status-${size}`, { fullPage: false });
      await context.close();

      // The candidate got the mail, and sees "Entretien" with the message.
      const mail = decodeQp(await mailedTo(email, moved, (raw) => decodeQp(raw).includes('Entretien')));
      expect(mail).toContain('Pouvez-vous venir mardi');
      await page.reload();
      const first = page.locator(`[data-testid="candidate-application"][data-uuid="${applicationUuid}"]`);
      await expect.poll(() => first.getByTestId('application-status').textContent(), { timeout: 15_000 }).toBe('Entretien');
      await expect.poll(() => first.getByTestId('candidate-application-message').textContent()).toContain('Pouvez-vous venir mardi');
      await screenshot(page, `candidate-app-4-interview-${size}`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, `candidate-app-5-desktop-interview-${size}`);

      // Signing out ends the session: the sign-in again.
      await page.getByTestId('candidate-sign-out').click();
      await expect.poll(() => page.getByTestId('candidate-sign-in').isVisible()).toBe(true);
      await phone.close();
    },
  );
  it("signs in with the code mail's link in another browser, keeps a profile, and applies in one tap (decision 158)", async () => {
    const api = await apiAs('premium@demo.test');
    const { results } = await api<{ results: { uuid: string; isParent: boolean }[] }>('/api/addresses/');
    const parent = results.find((a) => a.isParent)!;
    const publicView = (await (await fetch(`${baseUrl()}/api/apply/${parent.uuid}/`)).json()) as ApplyPage;
    const job = publicView.jobs.find((j) => j.site.uuid === parent.uuid)!;
    const email = `maelle.roux.${Date.now()}@example.test`;

    // The code is asked from a phone...
    const phone = await newContext(browser, PHONE);
    const asking = await phone.newPage();
    await asking.goto('/app/candidat');
    await asking.getByTestId('candidate-email').fill(email);
    const asked = Date.now() - 1000;
    await asking.getByTestId('candidate-send-code').click();
    const mail = decodeQp(await mailedTo(email, asked, (raw) => decodeQp(raw).includes('/app/candidat?lien=')));
    const link = /\/app\/candidat\?lien=[A-Za-z0-9_-]+/.exec(mail)![0];
    await phone.close();

    // ...and its link opens the space in another browser (a code works only where it was asked).
    const desktop = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await desktop.newPage();
    await page.goto(link);
    await page.getByTestId('candidate-link-open').click();
    await page.getByTestId('candidate-greeting').waitFor({ state: 'visible', timeout: 15_000 });

    // "Mon profil": the details every one-tap application reuses.
    await page.getByTestId('candidate-profile-open').click();
    await page.getByTestId('profile-first-name').fill('Maëlle');
    await page.getByTestId('profile-last-name').fill('Roux');
    await page.getByTestId('profile-phone').fill('06 44 55 66 77');
    await page.getByTestId('profile-availability').click();
    await page.getByRole('option', { name: 'Dans le mois' }).click();
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.getByTestId('candidate-greeting').textContent(), { timeout: 15_000 }).toContain('Maëlle');
    await screenshot(page, 'candidate-app-6-desktop-profile');

    // A QR page: the form starts from the profile; one tap sends it, confirmed at once.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/app/addresses/${parent.uuid}/apply`);
    await expect.poll(() => page.getByTestId('apply-last-name').inputValue(), { timeout: 15_000 }).toBe('Roux');
    expect(await page.getByTestId('apply-phone').inputValue()).toBe('06 44 55 66 77');
    await page.getByRole('radio', { name: job.name }).first().check();
    await page.getByTestId('apply-experience').click();
    await page.getByRole('option').nth(1).click();
    await page.getByTestId('apply-consent').check();
    expect(await page.getByTestId('apply-submit').textContent()).toBe('Postuler');
    await screenshot(page, 'candidate-app-7-phone-one-tap');
    await page.getByTestId('apply-submit').click();
    await expect.poll(() => page.getByTestId('apply-success').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.goto('/app/candidat');
    const card = page.getByTestId('candidate-application');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => card.textContent()).toContain(job.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'candidate-app-8-phone-listed');

    // The CV of the profile, from the phone: a PDF chosen, stored, shown by its name and read back.
    await page.getByTestId('candidate-profile-open').click();
    const cvInput = page.locator('[data-testid="candidate-cv"] input[type="file"]');
    await cvInput.waitFor({ state: 'attached', timeout: 15_000 });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await cvInput.setInputFiles({ name: 'CV Maëlle Roux.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => page.getByTestId('candidate-cv-name').textContent(), { timeout: 15_000 }).toBe('CV Maëlle Roux.pdf');
    expect(await page.getByTestId('candidate-cv-choose').textContent()).toBe('Remplacer mon CV');
    const own = await page.request.get('/api/candidate-app/profile/cv/', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(own.status()).toBe(200);
    expect(Buffer.from(await own.body()).equals(pdf)).toBe(true);
    await page.getByTestId('candidate-cv').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'candidate-app-9-phone-cv', { fullPage: false });
    await desktop.close();
  });

  it('confirms in one tap, from the signed-in space, an application whose mailed link was never opened (walk of 2026-11-29)', async () => {
    const api = await apiAs('premium@demo.test');
    const { results } = await api<{ results: { uuid: string; isParent: boolean }[] }>('/api/addresses/');
    const parent = results.find((a) => a.isParent)!;
    const publicView = (await (await fetch(`${baseUrl()}/api/apply/${parent.uuid}/`)).json()) as ApplyPage;
    const job = publicView.jobs.find((j) => j.site.uuid === parent.uuid)!;
    const email = `lea.martin.${Date.now()}@example.test`;

    const phone = await newContext(browser, PHONE);
    const page = await phone.newPage();
    await page.goto(`/app/addresses/${parent.uuid}/apply`);
    await expect.poll(() => page.getByTestId('apply-company').textContent()).toBe(publicView.name);
    await liveIsland(page, 'apply');
    await page.getByRole('radio', { name: job.name }).first().check();
    await page.getByTestId('apply-first-name').fill('Léa');
    await page.getByTestId('apply-last-name').fill('Martin');
    await page.getByTestId('apply-email').fill(email);
    await page.getByTestId('apply-phone').fill('06 21 43 65 87');
    await page.getByTestId('apply-experience').click();
    await page.getByRole('option').nth(1).click();
    await page.getByTestId('apply-consent').check();
    await page.getByTestId('apply-submit').click();
    await expect.poll(() => page.getByTestId('apply-success').isVisible()).toBe(true);

    // The mailed link is never opened: the candidate signs in with the code instead.
    await page.goto('/app/candidat');
    await page.getByTestId('candidate-email').fill(email);
    const asked = Date.now() - 1000;
    await page.getByTestId('candidate-send-code').click();
    const code = await mailedCode(email, asked);
    await page.getByTestId('candidate-code').waitFor({ state: 'visible' });
    await page.getByTestId('candidate-code').locator('input').first().click();
    await page.keyboard.type(code);
    const card = page.getByTestId('candidate-application');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    const uuid = (await card.getAttribute('data-uuid'))!;
    // Signing in confirmed nothing: the space says why, and the recruiter still sees it unconfirmed.
    const why = card.getByTestId('candidate-application-unconfirmed');
    await expect.poll(() => why.textContent()).toContain('Candidature non confirmée');
    expect((await api<{ emailConfirmed: boolean }>(`/api/applications/${uuid}/`)).emailConfirmed).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'candidate-app-10-phone-unconfirmed');

    await why.getByTestId('candidate-application-confirm').click();
    await expect.poll(() => why.count(), { timeout: 15_000 }).toBe(0);
    expect((await api<{ emailConfirmed: boolean }>(`/api/applications/${uuid}/`)).emailConfirmed).toBe(true);

    // Now a status change with a message reaches the candidate: the mail and the space.
    const moved = Date.now() - 1000;
    const answer = await api<{ mailed: boolean }>(`/api/applications/${uuid}/status/`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'interview', message: 'Venez jeudi à 15 h.' }),
    });
    expect(answer.mailed).toBe(true);
    expect(decodeQp(await mailedTo(email, moved, (raw) => decodeQp(raw).includes('Entretien')))).toContain('Venez jeudi');
    await page.reload();
    await expect.poll(() => card.getByTestId('candidate-application-message').textContent(), { timeout: 15_000 }).toContain('Venez jeudi');
    await screenshot(page, 'candidate-app-11-phone-confirmed-message');
    await phone.close();
  });
});
