import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

export const DEMO_PASSWORD = 'Demo-Password-2026!';
export const SCREENSHOT_DIR = path.resolve(new URL('.', import.meta.url).pathname, 'screenshots');

/**
 * The run's Chromium (Debian's, with the flags this machine needs: architecture, "Tests"), started
 * once by global-setup.ts: a journey connects to it, and its `browser.close()` closes its own
 * contexts and disconnects (decision 127). Started here when no run provides one.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserWsEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export const baseUrl = (): string => inject('baseUrl');

/** A phone (iPhone 12-14 size): most candidates scan the poster's QR code with one. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } as const;

/**
 * The bytes of a download. The journeys share one Chromium they connect to (decision 127), and a
 * connected browser keeps its downloads on its side: `download.path()` is refused there, so the
 * file is copied here with `saveAs`.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return fs.readFileSync(file);
}

/**
 * Calls the API with a demo account's token: set-up and checks only (the journeys go through the
 * pages). JSON in and out; a 204 gives null.
 */
export async function apiAs(email: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${baseUrl()}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { access } = (await res.json()) as { access: string };
  return async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const r = await fetch(`${baseUrl()}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json', ...init.headers },
    });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return (r.status === 204 ? null : await r.json()) as T;
  };
}

/** A mail's text with its quoted-printable soft breaks and escapes undone. */
export const decodeQp = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/** The raw text of the latest mail to `email` received after `after` (ms) that `pick` accepts (the journeys' SMTP server). */
export async function mailedTo(email: string, after: number, pick: (raw: string) => boolean, timeoutMs = 15_000): Promise<string> {
  const dir = inject('mailDir');
  const suffix = `-${email.toLowerCase()}.eml`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(suffix) && Number(f.split('-')[0]) >= after)
      .sort();
    for (const file of files.reverse()) {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      if (pick(raw)) return raw;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no such mail to ${email}`);
}

const CODE_SUBJECT = /^Subject: (\d{6}) est votre code/m;

/** The registration code last mailed to `email`. */
export async function mailedCode(email: string, after = 0, timeoutMs = 15_000): Promise<string> {
  const raw = await mailedTo(email, after, (text) => CODE_SUBJECT.test(text), timeoutMs);
  return CODE_SUBJECT.exec(raw)![1]!;
}

/** Confirms the e-mail typed in a registration form: asks for the code, reads the mail, types it. */
export async function confirmEmail(page: Page, testIdPrefix: string, email: string): Promise<void> {
  const asked = Date.now() - 1000;
  await page.getByTestId(`${testIdPrefix}-email-code-send`).click();
  const code = await mailedCode(email, asked);
  await page.getByTestId(`${testIdPrefix}-email-code`).locator('input').first().click();
  await page.keyboard.type(code);
  await page.getByTestId(`${testIdPrefix}-email-confirmed`).waitFor({ timeout: 15_000 });
}

/**
 * A browser context on the product; `host: '127.0.0.1'` reaches it by address instead of localhost.
 * Its visitor has already answered the cookie banner (refused), unless `undecided` (the consent journeys).
 */
export async function newContext(
  browser: Browser,
  options: { host?: string; undecided?: boolean } & BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { host, undecided, ...contextOptions } = options;
  const base = new URL(baseUrl());
  if (host) base.hostname = host;
  const context = await browser.newContext({
    baseURL: base.origin,
    locale: 'fr-FR',
    viewport: { width: 1366, height: 860 },
    ...contextOptions,
  });
  if (!undecided) await context.addCookies([{ name: 'consent', value: JSON.stringify({ videos: false }), url: base.origin }]);
  return context;
}

/** The whole page, or with `fullPage: false` what the screen shows (a modal over a long page). */
/**
 * Wakes an island of a page rendered as HTML (decisions 096, 165) as a first touch does, and waits
 * until it is live: a tap before is replayed once it is, but Playwright's `check()` wants the state
 * changed at once.
 */
export async function liveIsland(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"] > *`).first().hover();
  await page.locator(`[data-island="${name}"][data-live]`).waitFor({ state: 'attached' });
}

export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** Signs in through the login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * A landing screen at both sizes (issue 29, decision 121): what matters on it (`ready`) is visible
 * at 1280x900 and at 390x844, each screen shot once the recruiter menu has finished sliding in or
 * out; the journey goes on at 1280x900.
 */
export async function atBothSizes(page: Page, name: string, ready: () => Locator): Promise<void> {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await ready().waitFor({ state: 'visible' });
    const nav = page.getByTestId('main-navigation');
    if ((await nav.count()) > 0) {
      await expect
        .poll(async () => {
          const box = await nav.boundingBox();
          return !box || (width > 390 ? box.x >= 0 : box.x + box.width <= 0);
        })
        .toBe(true);
    }
    await screenshot(page, `${name}-${width}`, { fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
