import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newContext, screenshot, signIn } from './browser.ts';

/** Calls the API as a demo account (to arrange a journey's starting point). */
async function api(email: string) {
  const tokens = (await (
    await fetch(`${baseUrl()}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
  ).json()) as { access: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens.access}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.status === 204 ? null : ((await res.json()) as unknown);
  };
  return call;
}

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(`/app/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, email);
  await page.waitForURL(`**/app${path}`);
  return page;
}

describe('jobs, criteria and business units', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('adds a job through the wizard with its criteria and finds it on the jobs page after a reload', async () => {
    const page = await signedIn(browser, 'chasseur@demo.test', '/add-address-job/1');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe("Ajout d'un métier");
    await expect.poll(() => page.getByTestId('step-progress').textContent()).toContain('Étape 1 sur 3');
    await expect.poll(() => page.getByTestId('wizard-next').isDisabled()).toBe(true);

    // Job title: suggestions from 3 letters; a title that is not picked is refused.
    await page.getByTestId('job-title-input').fill('toilet');
    await page.getByTestId('job-suggestion').first().waitFor();
    await screenshot(page, 'jobs-wizard-suggestions');
    await page.getByTestId('job-suggestion').filter({ hasText: 'Toiletteur' }).first().click();
    await page.getByTestId('salary-input').fill('2150');
    await page.getByTestId('salary-input').blur();
    await expect.poll(() => page.getByTestId('salary-input').inputValue()).toBe('2\u202f150');
    await page.getByTestId('wizard-next').click();

    // Step 2: contract, working time, remote.
    await page.waitForURL('**/app/add-address-job/2');
    await page.getByText('CDI', { exact: true }).click();
    await page.getByText('Temps plein', { exact: true }).click();
    await page.getByText('Sur site', { exact: true }).click();
    await screenshot(page, 'jobs-wizard-step-2');
    await page.getByTestId('wizard-next').click();

    // Step 3: criteria, with their counts; save only within the limits.
    await page.waitForURL('**/app/add-address-job/3');
    await page.getByTestId('criteria-experiences').getByText('1 à 3 ans', { exact: true }).click();
    await page.getByTestId('languages-select').click();
    await page.getByRole('option', { name: 'Français', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('criteria-licences').getByText('B', { exact: true }).click();
    await page.getByText('CACES (0)').click();
    await page.getByTestId('caces-view').waitFor();
    await page.getByTestId('criteria-licences').getByText('Voiture', { exact: true }).click();
    for (const name of ['Autonomie', 'Rigueur', 'Patience'])
      await page.getByTestId('criteria-personal-qualities').getByText(name, { exact: true }).click();
    await page.getByTestId('knowledge-select').click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    const softSkills = page.getByTestId('criteria-soft-skills').locator('label');
    for (let i = 0; i < 4; i++) await softSkills.nth(i).click();
    await expect.poll(() => page.getByTestId('count-professionalSoftSkills').textContent()).toBe('4 / 3');
    await expect.poll(() => page.getByTestId('wizard-save').isDisabled()).toBe(true);
    await screenshot(page, 'jobs-wizard-step-3-over-limit');
    await softSkills.nth(3).click();
    await expect.poll(() => page.getByTestId('wizard-save').isEnabled()).toBe(true);
    await page.getByTestId('wizard-save').click();

    await page.waitForURL('**/app/jobs');
    await expect.poll(() => page.getByText('Le métier a été ajouté').count()).toBeGreaterThan(0);
    await page.reload();
    const card = page.getByTestId('job-card').filter({ hasText: 'Toiletteur' });
    await card.first().waitFor();
    await expect.poll(() => card.first().getByTestId('job-card-salary').textContent()).toBe('2\u202f150 € brut / mois');
    await screenshot(page, 'jobs-page-headhunter');

    // The edit-job modal opens with the job's values.
    await card.first().getByTestId('job-card-edit-icon').click();
    const modal = page.getByTestId('edit-job-modal');
    await expect.poll(() => modal.getByTestId('job-title-input').inputValue()).toContain('Toiletteur');
    await expect.poll(() => modal.getByTestId('edit-job-save').isEnabled()).toBe(true);
    await page.waitForTimeout(300);
    await screenshot(page, 'jobs-edit-modal');
    await page.keyboard.press('Escape');

    // The criteria were stored: the edit wizard shows them.
    await card.first().getByTestId('job-card-actions').click();
    await page.getByTestId('job-card-access').click();
    await page.waitForURL('**/app/edit-address-job/*/1');
    await expect.poll(() => page.getByTestId('job-title-input').inputValue()).toContain('Toiletteur');
    // Each step's code loads with it: wait for the step before the next click.
    await page.getByTestId('wizard-next').click();
    await page.waitForURL('**/app/edit-address-job/*/2');
    await page.getByTestId('wizard-next').click();
    await page.waitForURL('**/app/edit-address-job/*/3');
    await expect.poll(() => page.getByTestId('count-personalQualities').textContent()).toBe('3 / 5');
    await expect.poll(() => page.getByTestId('count-professionalSoftSkills').textContent()).toBe('3 / 3');
    await page.close();
    // The longest journey: on a busy machine it has taken more than the default 60 s.
  }, 180_000);

  it('asks before putting the last active job on stand-by, and cancel keeps it active', async () => {
    const email = 'chasseur-premium@demo.test';
    const call = await api(email);
    const profile = (await call('GET', '/api/recruiter/me/profile/')) as {
      recruiter: { uuid: string; addresses: { uuid: string; recruiter_uuid: string }[] };
    };
    const address = profile.recruiter.addresses.find((a) => a.recruiter_uuid === profile.recruiter.uuid)!;
    const jobs = (await call('GET', `/api/addresses-jobs/?address=${address.uuid}`)) as { uuid: string; name: string }[];
    for (const job of jobs.slice(1)) await call('PATCH', `/api/addresses-jobs/${job.uuid}/`, { active: false });
    const last = jobs[0]!;

    const page = await signedIn(browser, email, '/jobs');
    const card = page.getByTestId('job-card').filter({ hasText: last.name }).first();
    await card.waitFor();
    const active = card.getByTestId('job-card-active');
    await expect.poll(() => active.isChecked()).toBe(true);
    await active.click({ force: true });
    await page.getByTestId('stand-by-modal').getByText("l'adresse ne sera plus visible sur le QR code", { exact: false }).waitFor();
    await screenshot(page, 'jobs-stand-by-modal');
    await expect.poll(() => page.getByTestId('stand-by-confirm').textContent()).toBe('Mettre en veille');
    await page.getByTestId('stand-by-cancel').click();
    await expect.poll(() => active.isChecked()).toBe(true);
    await page.reload();
    await page.getByTestId('job-card').filter({ hasText: last.name }).first().waitFor();
    await expect
      .poll(() => page.getByTestId('job-card').filter({ hasText: last.name }).first().getByTestId('job-card-active').isChecked())
      .toBe(true);
    await page.close();
  });

  it('adds a business unit, its form checked by the schema fetched at the first validation (decision 163)', async () => {
    const page = await signedIn(browser, 'premium@demo.test', '/business-unit');
    const cards = page.getByTestId('business-unit-card');
    await cards.first().waitFor();
    const before = await cards.count();
    const name = page.getByTestId('business-unit-name');
    await page.getByTestId('business-unit-add').click();
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await cards.count()).toBe(before);
    await name.fill('Pâtisserie e2e');
    await page.getByTestId('business-unit-add').click();
    await expect.poll(() => page.getByText('Pôle d’activité ajouté avec succès').count()).toBeGreaterThan(0);
    await expect.poll(() => cards.count()).toBe(before + 1);
    await expect.poll(() => name.inputValue()).toBe('');
    await page.close();
  });

  it('deletes a business unit', async () => {
    const page = await signedIn(browser, 'premium@demo.test', '/business-unit');
    const cards = page.getByTestId('business-unit-card');
    await cards.first().waitFor();
    const before = await cards.count();
    const name = await cards.first().getAttribute('data-name');
    await screenshot(page, 'business-units');
    await cards.first().getByTestId('business-unit-delete').click();
    await page.getByTestId('delete-business-unit-confirm').click();
    await expect.poll(() => page.getByText('Pôle d’activité supprimé avec succès').count()).toBeGreaterThan(0);
    await expect.poll(() => cards.count()).toBe(before - 1);
    await page.reload();
    await cards.first().waitFor();
    expect(await page.getByTestId('business-unit-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).not.toContain(
      name,
    );
    await page.close();
  });

  it('shows the dashboard: manager, my jobs, and each job’s recent applications', async () => {
    const page = await signedIn(browser, 'premium@demo.test', '/dashboard');
    await page.getByTestId('dashboard-navbar').waitFor();
    await page.getByTestId('job-applications-card').first().waitFor();
    await expect.poll(() => page.getByTestId('notification-bar-manager').getAttribute('href')).toBe('/app/account');
    await screenshot(page, 'dashboard-premium');
    await page.getByTestId('dashboard-add-job').click();
    await page.getByTestId('new-job-modal').getByTestId('job-title-input').waitFor();
    await expect.poll(() => page.getByTestId('new-job-next').isDisabled()).toBe(true);
    await screenshot(page, 'dashboard-new-job-modal');
    await page.close();
  });
});
