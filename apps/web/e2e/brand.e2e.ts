import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signIn } from './browser.ts';

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(`/app/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, email);
  await page.waitForURL(`**/app${path}`);
  return page;
}

/** Confirms a tab's save dialog and waits for the spec's success text. */
async function saveTab(page: Page, tab: string, success: string) {
  await page.getByTestId(`brand-${tab}-save`).click();
  await page.getByTestId(`brand-${tab}-save-confirm`).click();
  await page.getByTestId('toast-success').filter({ hasText: success }).first().waitFor();
  await expect.poll(() => page.getByTestId(`brand-${tab}-save`).isDisabled()).toBe(true);
}

describe('employer-brand page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('edits values, toggles an advantage, adds a custom one, and finds them after a reload', async () => {
    const page = await signedIn(browser, 'premium@demo.test', '/brand');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Marque employeur');

    // Values tab.
    const description = 'Boulangerie artisanale depuis 1998, nous formons chaque année des apprentis passionnés.';
    await page.getByTestId('brand-description').fill(description);
    await page.getByTestId('brand-values').fill('Transmission, exigence et bonne humeur.');
    await expect.poll(() => page.getByTestId('brand-values-counter').textContent()).toBe('39 / 2000 caractères');
    await screenshot(page, 'brand-values');
    await saveTab(page, 'values', 'Vos valeurs ont bien été enregistrées.');

    // Unsaved changes then a tab switch: the dialog; cancel discards.
    await page.getByTestId('brand-values').fill('Un brouillon');
    await page.getByTestId('brand-tab-media').click();
    await page.getByTestId('brand-unsaved-discard').waitFor();
    await screenshot(page, 'brand-unsaved-dialog');
    await page.getByTestId('brand-unsaved-discard').click();
    await page.getByTestId('brand-video-link').waitFor();
    await screenshot(page, 'brand-media');
    // A Vimeo link is previewed in Vimeo's do-not-track player, once videos are allowed; delete clears (issue 29).
    await page.getByTestId('brand-video-link').fill('https://vimeo.com/76979871');
    await page.getByTestId('video-allow').click();
    await expect
      .poll(() => page.getByTestId('brand-video-preview').getAttribute('src'))
      .toBe('https://player.vimeo.com/video/76979871?dnt=1');
    await screenshot(page, 'brand-media-vimeo');
    await page.getByTestId('brand-video-delete').click();
    await expect.poll(() => page.getByTestId('brand-video-link').inputValue()).toBe('');
    expect(await page.getByTestId('brand-video-preview').count()).toBe(0);
    // Not saved (other journeys read the demo video): leaving the tab discards the change.
    await page.getByTestId('brand-tab-advantages').click();
    await page.getByTestId('brand-unsaved-discard').click();

    // Advantages tab: toggle one, save; add a custom one.
    await page.getByTestId('brand-tab-advantages').click();
    const parking = page.getByRole('switch', { name: 'Parking gratuit' });
    await parking.waitFor({ state: 'attached' });
    expect(await parking.isChecked()).toBe(false);
    await parking.check({ force: true });
    await saveTab(page, 'advantages', 'Vos avantages ont bien été enregistrés.');
    await page.getByTestId('brand-advantage-name').fill('Crèche d’entreprise');
    await page.getByTestId('brand-advantage-add').click();
    await page.getByTestId('brand-other-advantage').filter({ hasText: 'Crèche d’entreprise' }).waitFor();
    await screenshot(page, 'brand-advantages');

    // Recruitment tab.
    await page.getByTestId('brand-tab-recruitment').click();
    await page.getByTestId('brand-step-slot').first().waitFor();
    expect(await page.getByTestId('brand-step-slot').count()).toBe(4); // 3 demo steps + 1 empty
    await screenshot(page, 'brand-recruitment');

    // Reload: everything is saved.
    await page.reload();
    await page.getByTestId('brand-description').waitFor();
    expect(await page.getByTestId('brand-description').inputValue()).toBe(description);
    expect(await page.getByTestId('brand-values').inputValue()).toBe('Transmission, exigence et bonne humeur.');
    await page.getByTestId('brand-tab-advantages').click();
    await page.getByRole('switch', { name: 'Parking gratuit' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('switch', { name: 'Parking gratuit' }).isChecked()).toBe(true);
    expect(await page.getByTestId('brand-other-advantage').filter({ hasText: 'Crèche d’entreprise' }).count()).toBe(1);

    // Preview as candidates see it.
    await page.getByTestId('brand-preview-link').click();
    await page.waitForURL('**/app/brand/preview');
    await page.getByTestId('brand-phone-description').waitFor();
    expect(await page.getByTestId('brand-phone-description').textContent()).toContain(description);
    expect(await page.getByTestId('brand-phone-advantages').textContent()).toContain('Crèche d’entreprise');
    expect(await page.getByTestId('brand-phone-advantages').textContent()).toContain('Parking gratuit');
    await screenshot(page, 'brand-preview');
  }, 120_000);
});
