import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, screenshot as fullScreenshot, signIn } from './browser.ts';

/** Full-page screenshot from the top (the layout's header is fixed). */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullScreenshot(page, name);
}

async function signedIn(browser: Browser, email: string, path: string, permissions: string[] = []): Promise<Page> {
  const context = await newContext(browser);
  if (permissions.length > 0) await context.grantPermissions(permissions, { origin: baseUrl() });
  const page = await context.newPage();
  await page.goto(`/app/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, email);
  await page.waitForURL(`**/app${path}`);
  return page;
}

const headerBasketCount = async (page: Page) =>
  (await page.getByTestId('header-basket-count').count()) === 0 ? '0' : await page.getByTestId('header-basket-count').textContent();

describe('candidates, resume shop and basket', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("the resume shop's first screen asks the API only what the spec names, each call once (issue 15, item 5)", async () => {
    const page = await signedIn(browser, 'chasseur@demo.test', '/resumes-shop');
    await page.getByTestId('group-general').getByTestId('candidate-card').first().waitFor();
    // A fresh load of the page, signed in (the sign-in's own calls are not counted).
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.reload();
    await page.locator('[data-testid="group-general"][data-loading="false"]').getByTestId('candidate-card').first().waitFor();
    await page.locator('[data-testid="group-new"][data-loading="false"]').waitFor();
    await page.waitForLoadState('networkidle');
    const count = (pattern: RegExp) => calls.filter((c) => pattern.test(c)).length;
    // The shell's signed-in user, the two candidate lists (general and new) and the job filters.
    expect(count(/^GET \/api\/recruiter\/me\/profile\/$/)).toBe(1);
    expect(count(/^GET \/api\/candidate\/\?(?=.*new_candidates=0)/)).toBe(1);
    expect(count(/^GET \/api\/candidate\/\?(?=.*new_candidates=1)/)).toBe(1);
    expect(count(/^GET \/api\/addresses\/[0-9a-f-]{36}\/filters\/$/)).toBe(1);
    expect(calls, calls.join('\n')).toHaveLength(4);
    await page.context().close();
  });

  it('a head-hunter filters the shop by job, favours a candidate, buys two resumes on the checkout and reads their contact details', async () => {
    const page = await signedIn(browser, 'chasseur@demo.test', '/resumes-shop');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('CVthèque');
    await page.getByTestId('group-general').getByTestId('candidate-card').first().waitFor();
    await screenshot(page, 'candidates-shop-matching');

    // Filter by another job: the query carries its uuid and the lists reload.
    const jobSelect = page.getByTestId('filter-job');
    await jobSelect.click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    // The job with the most candidates (its label ends with the count), other than the one shown.
    const current = await jobSelect.inputValue();
    const labels = await options.allTextContents();
    const counts = labels.map((l) => (l === current ? -1 : Number(/\((\d+)\)$/.exec(l)?.[1] ?? 0)));
    const best = counts.indexOf(Math.max(...counts));
    const label = labels[best] ?? '';
    await options.nth(best).click();
    await page.waitForURL(/job=[0-9a-f-]{36}/);
    await expect.poll(() => jobSelect.inputValue()).toBe(label);
    // Wait for the new job's lists (the previous ones stay on screen while they load).
    await page.locator('[data-testid="group-general"][data-loading="false"]').waitFor();
    await page.locator('[data-testid="group-new"][data-loading="false"]').waitFor();
    const general = page.getByTestId('group-general');
    await general.getByTestId('candidate-card').first().waitFor();
    await expect.poll(() => page.getByTestId('group-general-count').textContent()).toMatch(/candidat/);

    // Favour the first candidate: the heart fills and the favourites section holds it.
    const first = general.getByTestId('candidate-card').first();
    const firstUuid = await first.getAttribute('data-uuid');
    const wasFavorite = (await first.getByTestId('favorite-heart').getAttribute('data-favorite')) === 'true';
    if (wasFavorite) {
      await first.getByTestId('favorite-heart').click();
      await expect.poll(() => first.getByTestId('favorite-heart').getAttribute('data-favorite')).toBe('false');
    }
    await first.getByTestId('favorite-heart').click();
    await expect.poll(() => first.getByTestId('favorite-heart').getAttribute('data-favorite')).toBe('true');

    // Two resumes not bought yet into the basket (check icon, header count).
    const toggles = page.getByTestId('candidate-basket-toggle');
    await toggles.first().waitFor();
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    await expect.poll(() => page.locator('[data-testid="candidate-basket-toggle"][data-in-basket="true"]').count()).toBe(2);
    await expect.poll(() => headerBasketCount(page)).toBe('2');
    const chosen = await page
      .locator('[data-testid="candidate-basket-toggle"][data-in-basket="true"]')
      .evaluateAll((buttons) => buttons.map((b) => b.closest('[data-testid="candidate-card"]')?.getAttribute('data-uuid')));
    await screenshot(page, 'candidates-shop-filtered-basket');

    await page.getByTestId('shop-section-favorites').click();
    await page.waitForURL(/section=favorites/);
    await page.getByTestId('group-favorites').locator(`[data-testid="candidate-card"][data-uuid="${firstUuid}"]`).waitFor();
    await screenshot(page, 'candidates-shop-favorites');
    await page.getByTestId('shop-section-purchases').click();
    await page.waitForURL(/section=purchases/);
    await page.locator('[data-testid="purchase-group"], [data-testid="purchases-empty"]').first().waitFor();
    await screenshot(page, 'candidates-shop-purchases');

    // The basket: grouped by job, the order summary, then the embedded checkout.
    await page.getByTestId('header-basket').click();
    await page.waitForURL('**/app/shopping-basket');
    await expect.poll(() => page.getByTestId('basket-item').count()).toBe(2);
    await expect.poll(() => page.getByTestId('summary-total-incl-amount').textContent()).toMatch(/€/);
    await expect.poll(() => page.getByTestId('basket-security').isVisible()).toBe(true);
    await screenshot(page, 'candidates-basket');
    await page.getByTestId('basket-validate').click();
    await page.waitForURL('**/checkout/**');
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toMatch(/€/);
    await screenshot(page, 'candidates-checkout');
    await page.getByRole('button', { name: 'Payer' }).click();

    // Back on the order-confirmed page once the webhook marked the order paid.
    await page.waitForURL('**/app/shopping-order-confirmed/**');
    await page.getByTestId('order-paid').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('order-candidate').count()).toBe(2);
    await expect.poll(() => headerBasketCount(page)).toBe('0');
    await screenshot(page, 'candidates-order-confirmed');

    // Their contact details at once.
    await page.getByTestId('order-candidate-link').first().click();
    await page.waitForURL('**/app/resumes-shop/**');
    const bought = page.url().split('/resumes-shop/')[1]?.split(/[?#]/)[0];
    expect(chosen).toContain(bought);
    await page.getByTestId('profile-contact').waitFor();
    await expect.poll(() => page.getByTestId('contact-email').textContent()).toMatch(/@/);
    await expect.poll(() => page.getByTestId('profile-purchased').isVisible()).toBe(true);
    await screenshot(page, 'candidates-profile-bought');
    await page.context().close();
  });

  it('a premium recruiter opens an application, copies its public link, which opens signed out without contact details', async () => {
    const page = await signedIn(browser, 'premium@demo.test', '/resumes', ['clipboard-read', 'clipboard-write']);
    await page.getByTestId('application-row').first().waitFor();
    await expect.poll(() => page.getByTestId('application-day-title').first().textContent()).toMatch(/\d{4}$/);
    await screenshot(page, 'candidates-resumes');

    // The date filters reload the list.
    await page.getByTestId('resumes-filter-7').click();
    await page.getByTestId('resumes-count').waitFor();
    await page.getByTestId('resumes-filter-all').click();

    await page.getByTestId('application-profile-link').first().click();
    await page.waitForURL(/\/app\/resumes\/[0-9a-f-]{36}\?applicationUuid=/);
    await page.getByTestId('profile-header').waitFor();
    // Premium with subscribed addresses: the contact details of an applicant are shown.
    await page.getByTestId('profile-contact').waitFor();
    const lastName = (await page.getByTestId('contact-last-name').textContent()) ?? '';
    const email = (await page.getByTestId('contact-email').textContent()) ?? '';
    expect(lastName.length).toBeGreaterThan(1);
    await page.getByTestId('public-link-copy').click();
    await expect.poll(() => page.getByTestId('public-link-copy').textContent()).toBe('Lien copié');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await page.getByTestId('public-link-url').inputValue();
    expect(copied).toBe(shown);
    expect(copied).toMatch(/\/app\/public-resume\/[0-9a-f-]{36}\?application=[0-9a-f-]{36}$/);
    await screenshot(page, 'candidates-application-profile');

    // Signed out, in a fresh browser context.
    const anonymous = await (await newContext(browser)).newPage();
    await anonymous.goto(copied);
    await anonymous.getByTestId('public-resume').waitFor();
    await expect.poll(() => anonymous.getByTestId('public-notice').isVisible()).toBe(true);
    const text = (await anonymous.locator('body').textContent()) ?? '';
    expect(text).not.toContain(email);
    expect(text).not.toContain(lastName);
    expect(await anonymous.getByTestId('profile-contact').count()).toBe(0);
    await screenshot(anonymous, 'candidates-public-resume');
    // Its heart keeps nothing for a visitor: it leads to the sign-in, then to the profile among the
    // reader's applications, where the heart works (decision 136).
    await anonymous.getByTestId('public-favorite').click();
    await anonymous.waitForURL(/\/app\/login\?redirect=/);
    await signIn(anonymous, 'premium@demo.test');
    await anonymous.waitForURL(/\/app\/resumes\/[0-9a-f-]{36}\?applicationUuid=[0-9a-f-]{36}$/);
    await anonymous.getByTestId('profile-favorite').waitFor();
    await anonymous.context().close();
    await page.context().close();
  });
});
