import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, confirmEmail, decodeQp, downloadedBytes, launchBrowser, mailedTo, newContext, screenshot, signIn } from './browser.ts';

/**
 * The data lifecycle (decision 093): a recruiter downloads all their data (zip, JSON and PDF) from the
 * account page, then erases their account and can no longer sign in. A fresh head-hunter is
 * registered for it, so that the demo accounts stay for the other journeys.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Donnees-2026!';

async function registerHeadhunter(page: Page, email: string) {
  await page.goto('/app/register/1');
  await page.getByTestId('register-type').getByText('Je suis chasseur de têtes').click();
  await page.getByTestId('headhunter-form').waitFor();
  await page.getByTestId('headhunter-email').fill(email);
  await confirmEmail(page, 'headhunter', email);
  await page.getByTestId('headhunter-password').fill(PASSWORD);
  await page.getByTestId('headhunter-password-repeat').fill(PASSWORD);
  const sector = page.getByTestId('register-activity-sector');
  await sector.click();
  await sector.fill('tran');
  const suggestion = page.getByTestId('register-activity-sector-suggestion').first();
  await suggestion.waitFor({ state: 'visible', timeout: 15_000 });
  await suggestion.click();
  // The first search (decision 121): a job and where.
  for (const [testId, term] of [
    ['register-job', 'vendeur'],
    ['register-place', 'Villeurbanne'],
  ] as const) {
    // The field at the top of the window first: its list opens below it in view, so clicking an
    // option scrolls nothing (a scroll that takes the field out of view hides its list).
    await page.getByTestId(testId).evaluate((field) => field.scrollIntoView({ block: 'start' }));
    await page.getByTestId(testId).fill(term);
    const hit = page.getByTestId(`${testId}-suggestion`).first();
    await hit.waitFor({ state: 'visible', timeout: 15_000 });
    await hit.click();
  }
  await page.getByTestId('headhunter-submit').click();
  await page.waitForURL('**/app/register/success');
  await page.getByTestId('register-success-continue').click();
  await page.waitForURL('**/app/resumes-shop');
}

async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), bytes: await downloadedBytes(file) };
}

describe('my data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a recruiter downloads their data as JSON, PDF and zip, then erases their account', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `donnees-${unique()}@example.test`;
    await registerHeadhunter(page, email);

    await page.goto('/app/account');
    await page.getByTestId('my-data-card').waitFor();
    await screenshot(page, 'account-my-data');

    const json = await download(page, 'my-data-json');
    expect(json.name).toMatch(/^qrecrute-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.bytes.toString('utf8')) as { subject: string; tables: Record<string, Record<string, unknown>[]> };
    expect(data.subject).toBe('recruiter');
    expect(data.tables.users?.[0]?.email).toBe(email);
    expect(data.tables.recruiters?.[0]?.is_headhunter).toBe(true);
    expect(json.bytes.toString('utf8')).not.toContain('password_hash');

    const pdf = await download(page, 'my-data-pdf');
    expect(pdf.name).toMatch(/^qrecrute-donnees-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The whole answer (decision 133): a zip with the JSON, the PDF and a read-me; ISO 8601 times.
    const zip = await download(page, 'my-data-zip');
    expect(zip.name).toMatch(/^qrecrute-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['LISEZMOI.txt', 'donnees.json', 'donnees.pdf']));
    const zipped = JSON.parse(strFromU8(entries['donnees.json']!)) as { tables: Record<string, Record<string, unknown>[]> };
    expect(zipped.tables.users?.[0]?.email).toBe(email);
    expect(zipped.tables.users?.[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    await page.getByTestId('delete-account-open').click();
    await page.getByTestId('delete-account-word').fill('SUPPRIMER');
    await page.getByTestId('delete-account-password').fill(PASSWORD);
    await screenshot(page, 'account-erase-confirm');
    await page.getByTestId('delete-account-confirm').click();
    await page.waitForURL((url) => url.pathname === '/');

    // The account is gone: signing in again is refused.
    await page.goto('/app/login');
    await signIn(page, email, PASSWORD);
    await expect
      .poll(() => page.getByText('Impossible de se connecter, merci de réessayer.').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/app/login');
    await context.close();
  });

  it('opens a candidate data link that is not valid with a clear message, and asks for a new link by e-mail', async () => {
    // A demo candidate's address, read as the premium head-hunter (who sees every contact).
    const api = await apiAs('chasseur-premium@demo.test');
    const { results } = await api<{ results: { uuid: string }[] }>('/api/candidate/?page=1');
    const { email, firstName } = await api<{ email: string; firstName: string }>(`/api/candidate/${results[0]!.uuid}/`);

    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/app/my-data?token=a.b.c');
    await expect
      .poll(() => page.getByText("Ce lien n'est plus valide : vos données ont peut-être déjà été effacées.").count())
      .toBeGreaterThan(0);
    await page.getByTestId('candidate-data-new-link').waitFor();
    await screenshot(page, 'candidate-data-invalid');

    // A bad address is refused in the form; the candidate's own address gets a new link.
    await page.getByTestId('candidate-data-new-link-email').fill('pas-un-email');
    await page.getByTestId('candidate-data-new-link-submit').click();
    await expect.poll(() => page.getByText('Veuillez saisir une adresse e-mail valide').count()).toBeGreaterThan(0);
    const sentAt = Date.now();
    await page.getByTestId('candidate-data-new-link-email').fill(email.toUpperCase());
    await page.getByTestId('candidate-data-new-link-submit').click();
    await expect.poll(() => page.getByTestId('candidate-data-new-link-sent').textContent()).toContain(email.toUpperCase());
    await screenshot(page, 'candidate-data-new-link-sent');

    const mail = decodeQp(await mailedTo(email, sentAt, (raw) => decodeQp(raw).includes('/app/my-data?token=')));
    const link = new URL(/https?:\/\/[^\s"<>]+\/app\/my-data\?token=[\w.-]+/.exec(mail)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect.poll(() => page.getByText(`Bonjour ${firstName},`).count()).toBeGreaterThan(0);
    await page.getByTestId('candidate-data-keep').waitFor();
    await context.close();
  });
});
