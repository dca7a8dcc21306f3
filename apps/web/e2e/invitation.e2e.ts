import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITED } from './accounts.ts';
import { launchBrowser, mailedTo, newContext, screenshot } from './browser.ts';

/** Quoted-printable soft breaks and escapes undone, enough to read a mailed link. */
const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

const PASSWORD = 'Bienvenue-2026!';
const SCREENS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

/** The path of the invitation link mailed to `email` by the sales team's command (global-setup.ts). */
async function invitationPath(email: string): Promise<string> {
  const raw = decodeQp(await mailedTo(email, 0, (text) => decodeQp(text).includes('?invitation=')));
  const link = /http:\/\/localhost:\d+(\/\?invitation=[A-Za-z0-9_-]+)/.exec(raw);
  expect(link, 'the mail holds the link to the site').not.toBeNull();
  return link![1]!;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Choisissez votre mot de passe' });

/**
 * Decision 097: an account created by the sales team opens its mailed link on the site, chooses its
 * password in the set-password modal (spec section 2) and lands signed in on /app/resumes/.
 */
describe('invitation: the set-password modal of the public site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [size, options] of Object.entries(SCREENS) as [keyof typeof SCREENS, (typeof SCREENS)[keyof typeof SCREENS]][]) {
    it(`${size}: checks both fields, shows and hides the password, then signs the new account in`, async () => {
      const context = await newContext(browser, options);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });

      if (size === 'phone') {
        // A link that no longer serves: the modal says so in French; Escape closes it and drops the query.
        await page.goto('/?invitation=lien-perime');
        await dialog(page).waitFor();
        await page.getByTestId('set-password-password').fill(PASSWORD);
        await page.getByTestId('set-password-repeat').fill(PASSWORD);
        await page.getByTestId('set-password-submit').click();
        const error = page.getByTestId('set-password-error');
        await error.waitFor();
        expect(await error.textContent()).toContain("Ce lien d'invitation n'est plus valide");
        await screenshot(page, 'invitation-invalid-390', { fullPage: false });
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'hidden' });
        expect(new URL(page.url()).search).toBe('');
      }

      await page.goto(await invitationPath(INVITED[size].email));
      await dialog(page).waitFor();
      // The modal's code came with the query only: the site's first load has no such file.
      expect(scripts.some((path) => path.includes('set-password-modal'))).toBe(true);
      // Focus is in the dialog, on the first field.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('set-password-password');

      const password = page.getByTestId('set-password-password');
      const repeat = page.getByTestId('set-password-repeat');
      const submit = page.getByTestId('set-password-submit');
      await password.fill('Ab1!');
      await repeat.fill('Ab1!');
      await password.focus();
      await expect.poll(() => dialog(page).getByText('Ce champ ne contient pas assez de caractères').count()).toBe(1);
      expect(await submit.isDisabled()).toBe(true);

      await password.fill(PASSWORD);
      await repeat.fill(`${PASSWORD}x`);
      await password.focus();
      await expect.poll(() => dialog(page).getByText('Les deux saisies ne correspondent pas').count()).toBe(1);
      expect(await submit.isDisabled()).toBe(true);

      // Show / hide: the toggle of the first field turns its input to text and back.
      const toggle = dialog(page).getByRole('button', { name: 'Afficher ou masquer le mot de passe' }).first();
      expect(await password.getAttribute('type')).toBe('password');
      await toggle.click();
      expect(await password.getAttribute('type')).toBe('text');
      await toggle.click();
      expect(await password.getAttribute('type')).toBe('password');

      await repeat.fill(PASSWORD);
      await expect.poll(() => submit.isDisabled()).toBe(false);
      await screenshot(page, `invitation-modal-${size === 'desktop' ? 1280 : 390}`, { fullPage: false });
      await submit.click();
      await page.waitForURL((url) => /^\/app\/resumes\/?$/.test(url.pathname), { timeout: 20_000 });
      // The API opened the session in its HttpOnly cookies (decision 117).
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
      expect(cookies.qr_access?.value.split('.')).toHaveLength(3);
      expect(cookies.qr_refresh?.value.length).toBeGreaterThan(30);
      expect(cookies.qr_refresh).toMatchObject({ path: '/api/token/', sameSite: 'Strict', httpOnly: true });
      // Signed in: the profile answers for the new account, to the page's own calls (cookie and X-Requested-With).
      const profile = await page.evaluate(async () => {
        const res = await fetch('/api/recruiter/me/profile/', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
        return (await res.json()) as { email: string; recruiter: { company: string; premium: boolean } };
      });
      expect(profile).toMatchObject({ email: INVITED[size].email, recruiter: { company: INVITED[size].company, premium: true } });
      await page.waitForLoadState('networkidle');
      await screenshot(page, `invitation-signed-in-${size === 'desktop' ? 1280 : 390}`);
      await context.close();
    }, 90_000);
  }
});
