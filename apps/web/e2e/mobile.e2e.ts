import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signIn } from './browser.ts';

/**
 * The candidate lists on a phone (390 x 844, issue 11, item 6): nothing squeezed under another
 * element, nothing off-screen.
 */
const WIDTH = 390;

async function phone(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/app/login');
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/app/login');
  await page.goto(path);
  return page;
}

/** The element's box lies inside the screen's width. */
const onScreen = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= WIDTH;
};

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('candidate lists on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows a premium recruiter’s applications with the heart and the profile button under the candidate, on screen', async () => {
    const page = await phone(browser, 'premium@demo.test', '/app/resumes');
    // A confirmed application's row: one whose e-mail is not confirmed yet (another journey may have
    // just applied) shows the details typed with it, without the heart or the profile (decision 119).
    const row = page
      .getByTestId('application-row')
      .filter({ has: page.getByTestId('application-profile-link') })
      .first();
    await row.waitFor();
    await row.scrollIntoViewIfNeeded();
    const heart = row.getByTestId('application-favorite');
    const button = row.getByTestId('application-profile-link');
    expect(await onScreen(heart)).toBe(true);
    expect(await onScreen(button)).toBe(true);
    const name = (await row.getByTestId('application-name').boundingBox())!;
    expect(overlaps(name, (await heart.boundingBox())!)).toBe(false);
    expect(overlaps(name, (await button.boundingBox())!)).toBe(false);
    // The six period filters are a list here, on screen.
    expect(await onScreen(page.getByTestId('resumes-filter-select'))).toBe(true);
    await screenshot(page, 'mobile-resumes');
    await page.context().close();
  });

  it('shows the three resume-shop sections on screen', async () => {
    const page = await phone(browser, 'chasseur@demo.test', '/app/resumes-shop');
    for (const section of ['matching', 'favorites', 'purchases']) {
      const tab = page.getByTestId(`shop-section-${section}`);
      await tab.waitFor();
      expect(await onScreen(tab)).toBe(true);
    }
    await screenshot(page, 'mobile-resumes-shop');
    await page.context().close();
  });

  it('filters the applications by two jobs at once, at 1280 px (spec section 2 multi-filter, issue 11 item 11)', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/app/login');
    await signIn(page, 'premium@demo.test');
    await page.waitForURL('**/app/resumes');
    await page.getByTestId('application-row').first().waitFor();
    await page.getByTestId('filter-job').click();
    const options = page.locator('[role="option"]:visible');
    await options.first().waitFor();
    const picked = [(await options.nth(0).textContent())!, (await options.nth(1).textContent())!].map((t) => t.replace(/\s*\(\d+\)$/, ''));
    // One at a time, each found by its name: the list re-renders (counts, order) after each pick.
    for (const [index, name] of picked.entries()) {
      // The whole name (one job's name may be part of another's), with its count or without.
      const exact = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\(\\d+\\))?\\s*$`);
      await options.filter({ hasText: exact }).first().click();
      await expect.poll(() => new URL(page.url()).searchParams.getAll('job').length).toBe(index + 1);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.getAll('job').length).toBe(2);
    await expect
      .poll(async () => {
        const jobs = await page.getByTestId('application-row').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
        return jobs.length > 0 && jobs.every((text) => picked.some((name) => text.includes(name)));
      })
      .toBe(true);
    await screenshot(page, 'resumes-multi-filter');
    await context.close();
  });
});
