import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, screenshot, signIn } from './browser.ts';

/**
 * English (issue 16 item 3, decision 092): the account menu switches the application to English and
 * back; the page re-renders, `<html lang>` follows, the choice is kept a year in the `lang` cookie,
 * and a French visitor downloads no English text.
 */

const text = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

const chooseInMenu = async (page: Page, language: 'fr' | 'en') => {
  await page.getByTestId('account-menu').click();
  await page.getByTestId(`menu-language-${language}`).click();
};

describe('language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('switches the application to English and back from the account menu', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Every script the page receives while French: none may hold English texts.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });

    await page.goto('/app/login');
    await signIn(page, 'premium@demo.test');
    await page.waitForURL('**/app/resumes');
    await expect.poll(() => text(page, 'nav-jobs')).toBe('Métiers');
    expect(await htmlLang(page)).toBe('fr');
    // Dates follow the language: applications are grouped by day ('12 janv. 2026', then '12 Jan 2026').
    await expect.poll(() => text(page, 'application-day-title')).toMatch(/^\d{1,2} [a-zéû]+\.? \d{4}$/);
    const frenchScripts = await Promise.all(scripts);
    expect(frenchScripts.length).toBeGreaterThan(3);
    expect(frenchScripts.filter((body) => body.includes('Terms and conditions') || body.includes('Something went wrong'))).toEqual([]);

    await chooseInMenu(page, 'en');
    await expect.poll(() => text(page, 'nav-jobs')).toBe('Jobs');
    await expect.poll(() => text(page, 'nav-resumes')).toBe('Candidates');
    await expect.poll(() => page.getByTestId('page-title').first().innerText()).toBe('Candidates');
    expect(await page.getByTestId('app-footer').innerText()).toContain('Terms and conditions');
    expect(await htmlLang(page)).toBe('en');
    await expect.poll(() => text(page, 'application-day-title')).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    const lang = (await context.cookies()).find((c) => c.name === 'lang');
    expect(lang?.value).toBe('en');
    expect(lang?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 86400);
    await page.getByTestId('account-menu').click();
    await expect.poll(() => page.getByTestId('menu-language-en').getAttribute('aria-current')).toBe('true');
    await screenshot(page, 'language-menu-en');
    await page.keyboard.press('Escape');

    // The choice persists: a new load, and a page whose texts load with it, come in English.
    await page.goto('/app/jobs');
    await expect.poll(() => page.getByTestId('page-title').first().innerText()).toBe('Jobs');
    expect(await htmlLang(page)).toBe('en');
    expect(await text(page, 'nav-account')).toBe('My account');

    await chooseInMenu(page, 'fr');
    await expect.poll(() => page.getByTestId('page-title').first().innerText()).toBe('Métiers');
    expect(await text(page, 'nav-account')).toBe('Mon compte');
    expect(await htmlLang(page)).toBe('fr');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('fr');
    await context.close();
  });

  it('opens in English on a phone when the cookie says so, account menu included', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'lang', value: 'en', url: new URL(baseUrl()).origin }]);
    const page = await context.newPage();
    await page.goto('/app/login');
    await expect.poll(() => page.getByTestId('login-submit').innerText()).toBe('Log in');
    expect(await htmlLang(page)).toBe('en');
    await signIn(page, 'premium@demo.test');
    await page.waitForURL('**/app/resumes');
    await page.getByTestId('account-menu').click();
    await expect.poll(() => page.getByTestId('menu-account').innerText()).toBe('My account');
    await screenshot(page, 'language-menu-en-mobile');
    await context.close();
  });

  it('keeps the choice made in the public site footer: the site reloads pre-rendered in English, its parts live in English, and back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const langCookie = async () => (await context.cookies()).find((c) => c.name === 'lang')?.value;
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await expect.poll(() => footer.getByTestId('language-en').innerText()).toBe('English');
    await footer.getByTestId('language-en').click();
    await expect.poll(langCookie).toBe('en');
    await page.waitForLoadState('load');
    const hero = page.getByTestId('hero-title-recruiter');
    await expect.poll(() => hero.innerText()).toBe('Recruit with a QR code');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    // An island woken in English matches the English page (no French fallback, no hydration error).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.getByTestId('audience-toggle').getByText("I'm looking for a job").click();
    await expect.poll(() => page.getByTestId('hero-title-candidate').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await screenshot(page, 'language-site-en');
    await page.getByTestId('site-footer').getByTestId('language-fr').click();
    await expect.poll(langCookie).toBe('fr');
    await expect.poll(() => hero.innerText()).toBe('Recrutez grâce au QR code');
    await context.close();
  });
});
