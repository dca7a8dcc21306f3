import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newContext, screenshot, signIn } from './browser.ts';

/** Navigation items of spec section 6 for each demo account (premium means maxAddresses > 0). */
const ROLES = [
  {
    email: 'premium@demo.test',
    landing: '/app/resumes',
    nav: [
      'nav-resumes',
      'nav-businessUnit',
      'nav-jobs',
      'nav-brand',
      'nav-separator',
      'nav-myQrCodes',
      'nav-addresses',
      'nav-premium',
      'nav-account',
      'nav-logout',
    ],
  },
  {
    email: 'chasseur@demo.test',
    landing: '/app/resumes-shop',
    nav: ['nav-resumesShop', 'nav-businessUnit', 'nav-jobs', 'nav-separator', 'nav-myQrCodes', 'nav-premium', 'nav-account', 'nav-logout'],
  },
  {
    email: 'chasseur-premium@demo.test',
    landing: '/app/resumes-shop',
    nav: ['nav-resumesShop', 'nav-businessUnit', 'nav-jobs', 'nav-brand', 'nav-separator', 'nav-myQrCodes', 'nav-account', 'nav-logout'],
  },
  {
    email: 'affilie@demo.test',
    landing: '/app/affiliate/dashboard',
    nav: ['nav-affiliate-dashboard', 'nav-affiliate-profile', 'nav-logout'],
  },
] as const;

const navItems = async (page: Page): Promise<string[]> => {
  const ids = await page
    .locator('[data-testid^="nav-"]:visible')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.testid ?? ''));
  return [...new Set(ids.filter((id) => id !== 'nav-affiliate-profile-warning'))].sort();
};

describe('signing in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the French login page', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/app');
    await page.waitForURL('**/app/login');
    await expect.poll(() => page.getByTestId('login-submit').isVisible()).toBe(true);
    await screenshot(page, 'login');
    await page.close();
  });

  it('serves the login page pre-rendered: the page script only, then the form signs in with what was typed before it was live (decision 098)', async () => {
    const page = await (await newContext(browser)).newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
    });
    // A hydration that does not match the pre-rendered HTML is reported as an error (island-runtime.tsx).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/app/login?redirect=%2Fapp%2Fjobs', { waitUntil: 'networkidle' });
    // The page is there before any application code: the form, the links, the title.
    expect(await page.getByTestId('login-submit').innerText()).toBe('Se connecter');
    expect(await page.title()).toBe('Connexion · QRecrute');
    expect(await page.getByTestId('login-register').getAttribute('href')).toBe('/app/register/1');
    expect(scripts.map((script) => script.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(['/assets/marketing', '/assets/site-script']);
    expect(await page.locator('[data-island="login"]').getAttribute('data-live')).toBeNull();
    // Typed and submitted at once: the island wakes up, keeps the text and replays the click.
    await page.getByTestId('login-email').fill('premium@demo.test');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/app/jobs');
    expect(scripts.some((script) => script.startsWith('/assets/login-island'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a wrong password with the spec message', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/app/login');
    await signIn(page, 'premium@demo.test', 'not-the-password');
    await expect.poll(() => page.getByText('Impossible de se connecter, merci de réessayer.').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/app/login');
    await page.close();
  });

  for (const role of ROLES) {
    it(`lands ${role.email} on ${role.landing} with exactly its navigation`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto('/app/login');
      await signIn(page, role.email);
      await page.waitForURL(`**${role.landing}`);
      await expect.poll(() => page.getByTestId('page-title').first().isVisible()).toBe(true);
      await expect.poll(() => navItems(page)).toEqual([...role.nav].sort());
      // The session's tokens are in HttpOnly cookies the API set (decision 117): no script of the page reads them.
      const cookies = await context.cookies();
      const access = cookies.find((c) => c.name === 'qr_access');
      const refresh = cookies.find((c) => c.name === 'qr_refresh');
      expect(access).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
      expect(refresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/token/' });
      expect(refresh!.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 86400);
      expect(cookies.find((c) => c.name === 'access' || c.name === 'refresh')).toBeUndefined();
      expect(await page.evaluate(() => document.cookie)).not.toMatch(/qr_access|qr_refresh/);
      await screenshot(page, `landing-${role.email.split('@')[0]}`);
      await context.close();
    });
  }

  it('holds the standard recruiter without paid orders on the reset screen', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/app/login');
    await signIn(page, 'recruteur@demo.test');
    await page.waitForURL('**/app/recruiter/reset**');
    await page.goto('/app/jobs');
    await page.waitForURL('**/app/recruiter/reset?redirect=**');
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toContain('/jobs');
    await screenshot(page, 'landing-recruteur');
    await page.close();
  });

  it('sends a role away from a page it may not use, to its landing page, without an error (issue 11, item 4)', async () => {
    for (const [email, wanted, landing] of [
      ['premium@demo.test', '/app/resumes-shop', '/app/resumes'],
      ['premium@demo.test', '/app/shopping-basket', '/app/resumes'],
      ['premium@demo.test', '/app/recruiter/reset', '/app/resumes'],
      ['chasseur-premium@demo.test', '/app/shopping-basket', '/app/resumes-shop'],
    ] as const) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const forbidden: string[] = [];
      page.on('response', (res) => {
        if (res.status() === 403) forbidden.push(res.url());
      });
      await page.goto('/app/login');
      await signIn(page, email);
      await page.waitForURL((url) => url.pathname !== '/app/login');
      await page.goto(wanted);
      await page.waitForURL(`**${landing}`);
      await expect.poll(() => page.getByTestId('page-title').first().isVisible()).toBe(true);
      expect(forbidden).toEqual([]);
      await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBe(0);
      await context.close();
    }
  });

  it('does not ask a premium recruiter to become premium (issue 11, item 7)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/login');
    await signIn(page, 'premium@demo.test');
    await page.waitForURL('**/app/resumes');
    const cta = page.locator('[data-testid="nav-premium"]:visible').first();
    await expect.poll(() => cta.textContent()).toContain('Votre offre Premium');
    expect(await cta.textContent()).not.toContain('Passer Premium');
    await cta.click();
    await expect.poll(() => page.getByTestId('premium-popup-title').textContent()).toBe('Vous êtes Premium');
    await screenshot(page, 'premium-popup-premium-recruiter');
    await context.close();
  });

  it('sends a signed-out deep link to login and back to the wanted page after sign-in', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/app/jobs?tab=1');
    await page.waitForURL('**/app/login?redirect=**');
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/\/jobs\?tab=1$/);
    await signIn(page, 'premium@demo.test');
    await page.waitForURL('**/app/jobs?tab=1');
    await expect.poll(() => page.getByTestId('page-title').first().isVisible()).toBe(true);
    await page.close();
  });

  it('sends a signed-in user away from the login page to their landing page', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/app/login');
    await signIn(page, 'chasseur@demo.test');
    await page.waitForURL('**/app/resumes-shop');
    await page.goto('/app/login');
    await page.waitForURL('**/app/resumes-shop');
    await page.close();
  });

  it('lists the invoices of a paying demo account, and downloads one (issue 11, item 11)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/login');
    await signIn(page, 'chasseur@demo.test');
    await page.waitForURL('**/app/resumes-shop');
    await page.goto('/app/account');
    const row = page.getByTestId('invoice-row').first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toMatch(/FA-\d{4}-\d{6}/);
    // The PDF may still be in the making right after the first start: the sweep makes it within seconds.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('invoice-row').first().waitFor();
          return page.getByTestId('invoice-download').count();
        },
        { timeout: 30_000, interval: 2000 },
      )
      .toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').first().click()]);
    expect(download.suggestedFilename()).toMatch(/^FA-\d{4}-\d{6}\.pdf$/);
    await screenshot(page, 'account-invoices-demo');
    await context.close();
  });

  it('logs a recruiter out to the site root and an affiliate out to /affiliation; every other tab leaves its private page at once', async () => {
    for (const [email, landing, after, privatePage] of [
      ['premium@demo.test', '/app/resumes', '/', '/app/account'],
      ['affilie@demo.test', '/app/affiliate/dashboard', '/affiliation', '/app/affiliate/profile'],
    ] as const) {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto('/app/login');
      await signIn(page, email);
      await page.waitForURL(`**${landing}`);
      // A second tab of the same browser on a page of the account's private data.
      const otherTab = await context.newPage();
      await otherTab.goto(privatePage);
      await expect.poll(() => otherTab.getByTestId('nav-logout').filter({ visible: true }).count()).toBeGreaterThan(0);
      await page.bringToFront();
      await page.getByTestId('nav-logout').filter({ visible: true }).first().click();
      await page.getByTestId('logout-confirm').click();
      await page.waitForURL((url) => url.pathname === after);
      // The other tab leaves without being touched (no navigation, no focus): before, it kept
      // showing the account's data until its next request (decision 117, session-sync).
      await otherTab.waitForURL((url) => url.pathname === '/app/login', { timeout: 5000 });
      expect(await otherTab.getByTestId('nav-logout').count()).toBe(0);
      await otherTab.close();
      // Signed out on the server: the API cleared its cookies (and revoked the session, decision 117).
      expect((await context.cookies()).filter((c) => ['qr_access', 'qr_refresh', 'signed_in'].includes(c.name))).toEqual([]);
      await page.goto('/app/dashboard');
      await page.waitForURL('**/app/login?redirect=**');
      await context.close();
    }
  });

  it('serves the marketing site at the root with the sign-in buttons', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/');
    await expect.poll(() => page.getByTestId('site-login').first().isVisible()).toBe(true);
    await screenshot(page, 'marketing-home');
    expect(baseUrl()).toMatch(/^http:\/\/localhost:\d+$/);
    await page.close();
  });
});
