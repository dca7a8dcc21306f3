import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newContext, signIn } from './browser.ts';

/**
 * Issue 15, item 4 (docs/decisions/094): every screen of spec section 2, opened by a role that may
 * see it, has no serious or critical axe-core violation, and so do the pages of the public site.
 * Routes with a parameter take it from the demo data: the
 * first application, resume, job and blank address the demo accounts can reach.
 */
type Role = 'anonymous' | 'premium' | 'headhunter' | 'affiliate' | 'franchise';

const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, { email: string; landing: string }> = {
  premium: { email: 'premium@demo.test', landing: '/app/resumes' },
  headhunter: { email: 'chasseur@demo.test', landing: '/app/resumes-shop' },
  affiliate: { email: 'affilie@demo.test', landing: '/app/affiliate/dashboard' },
  // Held on the reset screen: no paid order, not premium.
  franchise: { email: 'franchise@demo.test', landing: '/app/recruiter/reset' },
};

/** Values of the routes with a parameter, found by the earlier checks (they run in order). */
const found: { application?: string; resume?: string; publicResume?: string; job?: string; blankAddress?: string } = {};

interface Screen {
  path: string | (() => string);
  role: Role;
  /** Where the screen may land when it sends the visitor on (a guard); the path itself otherwise. */
  landsOn?: RegExp;
  /** A test id shown once the screen has its content. */
  ready?: string;
  /** On a phone (390x844): the layouts show a burger and a side menu instead of the navigation. */
  phone?: boolean;
  /** Reads a parameter for later screens. */
  after?: (page: Page) => Promise<void>;
}

const hrefOf = async (page: Page, testId: string) => {
  const link = page.getByTestId(testId).first();
  await link.waitFor();
  return (await link.getAttribute('href'))!;
};

const SCREENS: Screen[] = [
  // Anonymous-only routes.
  { path: '/app/login', role: 'anonymous', ready: 'login-submit' },
  { path: '/app/lost-password', role: 'anonymous' },
  { path: '/app/lost-password/confirm', role: 'anonymous' },
  { path: '/app/register', role: 'anonymous' },
  { path: '/app/register/1', role: 'anonymous' },
  { path: '/app/register/2', role: 'anonymous', landsOn: /^\/app\/register(\/[12])?\/?$/ },
  { path: '/app/register/3', role: 'anonymous', landsOn: /^\/app\/register(\/[13])?\/?$/ },
  { path: '/app/register/4', role: 'anonymous', landsOn: /^\/app\/register(\/[14])?\/?$/ },
  { path: '/app/login-affiliate', role: 'anonymous' },
  { path: '/app/register-affiliate/1', role: 'anonymous' },
  { path: '/app/register-affiliate/2', role: 'anonymous', landsOn: /^\/app\/register-affiliate\/[12]\/?$/ },
  { path: '/app/register-affiliate/3', role: 'anonymous', landsOn: /^\/app\/register-affiliate\/[13]\/?$/ },
  { path: '/app/register-affiliate-payment', role: 'anonymous', landsOn: /^\/app\/register-affiliate(-payment|\/1)\/?$/ },
  // Authenticated routes without layout.
  { path: '/app/register/success', role: 'premium' },
  { path: '/app/addresses/add', role: 'premium' },
  { path: '/app/recruiter/reset', role: 'franchise' },
  // Default layout, premium recruiter.
  {
    path: '/app/resumes',
    role: 'premium',
    after: async (page) => {
      const href = await hrefOf(page, 'application-profile-link');
      found.application = href;
    },
  },
  {
    path: () => found.application!,
    role: 'premium',
    ready: 'profile-header',
    after: async (page) => {
      const url = new URL(await page.getByTestId('public-link-url').inputValue());
      found.publicResume = url.pathname + url.search;
    },
  },
  { path: '/app/dashboard', role: 'premium' },
  { path: '/app/business-unit', role: 'premium' },
  {
    path: '/app/jobs',
    role: 'premium',
    after: async (page) => {
      await page.getByTestId('job-card-actions').first().click();
      await page.getByTestId('job-card-access').click();
      await page.waitForURL('**/app/edit-address-job/*/1');
      found.job = new URL(page.url()).pathname.split('/')[3];
    },
  },
  { path: '/app/brand', role: 'premium' },
  { path: '/app/brand/preview', role: 'premium' },
  { path: '/app/account', role: 'premium' },
  { path: '/app/addresses', role: 'premium' },
  { path: '/app/my-qr-codes', role: 'premium' },
  { path: '/app/add-address-job/1', role: 'premium' },
  { path: '/app/add-address-job/2', role: 'premium', landsOn: /^\/app\/add-address-job\/[12]\/?$/ },
  { path: '/app/add-address-job/3', role: 'premium', landsOn: /^\/app\/add-address-job\/[13]\/?$/ },
  { path: () => `/app/edit-address-job/${found.job}/1`, role: 'premium', ready: 'wizard-next' },
  { path: () => `/app/edit-address-job/${found.job}/2`, role: 'premium' },
  { path: () => `/app/edit-address-job/${found.job}/3`, role: 'premium' },
  // Default layout, head-hunter.
  {
    path: '/app/resumes-shop',
    role: 'headhunter',
    after: async (page) => {
      found.resume = await hrefOf(page, 'candidate-link');
    },
  },
  { path: () => found.resume!, role: 'headhunter', ready: 'profile-header' },
  { path: '/app/shopping-basket', role: 'headhunter' },
  // No order of this run to show: the screen of an unknown order (its error state).
  { path: '/app/shopping-order-confirmed/00000000-0000-4000-8000-000000000000', role: 'headhunter' },
  // Affiliate layout.
  { path: '/app/affiliate/dashboard', role: 'affiliate' },
  { path: '/app/affiliate/profile', role: 'affiliate' },
  { path: '/app/affiliate/change-bank-details', role: 'affiliate' },
  // Open routes without layout.
  { path: () => found.publicResume!, role: 'anonymous', ready: 'public-resume' },
  { path: () => `/app/addresses/${found.blankAddress}/complete`, role: 'anonymous', ready: 'completion-siret' },
  { path: '/app/no-such-page', role: 'anonymous' },
  // The three layouts on a phone.
  { path: '/app/login', role: 'anonymous', phone: true, ready: 'login-submit' },
  { path: '/app/resumes', role: 'premium', phone: true },
  { path: '/app/affiliate/dashboard', role: 'affiliate', phone: true },
  // The pre-rendered public site (issue 12, decision 096), with its cookie banner, and on a phone.
  { path: '/', role: 'anonymous', ready: 'hero-title-recruiter' },
  { path: '/affiliation', role: 'anonymous' },
  { path: '/conditions-generales', role: 'anonymous' },
  { path: '/politique-de-confidentialite', role: 'anonymous' },
  { path: '/cette-page-n-existe-pas', role: 'anonymous' },
  // The set-password modal the invitation link opens (decision 097); the link is not used.
  { path: '/?invitation=a11y-check', role: 'anonymous', ready: 'set-password-password' },
  { path: '/', role: 'anonymous', phone: true, ready: 'hero-title-recruiter' },
  { path: '/?invitation=a11y-check', role: 'anonymous', phone: true, ready: 'set-password-password' },
];

/** The uuid of an address waiting for completion (demo data, docs/decisions/013), through the API. */
async function blankAddress(): Promise<string> {
  const call = async <T>(token: string, path: string) =>
    (await (await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  const { access } = (await (
    await fetch(`${baseUrl()}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS.franchise.email, password: DEMO_PASSWORD }),
    })
  ).json()) as { access: string };
  const { results } = await call<{ results: { uuid: string; content: unknown }[] }>(access, '/api/addresses/?page_size=50');
  for (const a of results.filter((r) => r.content === null)) {
    if (!(await call<{ completed: boolean }>(access, `/api/addresses/${a.uuid}/`)).completed) return a.uuid;
  }
  throw new Error('the demo data must hold an address waiting for completion');
}

/**
 * The axe rules that can find a serious or critical violation: those of axe's default run (enabled,
 * no tag axe leaves out by default: experimental, deprecated) whose impact is serious or critical.
 * axe gives every finding of a rule that has an impact the rule's own impact (`_finalizeRuleResult`),
 * so the minor and moderate rules (regions, landmarks, heading order...) could never fail this
 * journey; they are not run (decision 148). Read from the axe-core that @axe-core/playwright injects.
 */
const SERIOUS_RULES = (() => {
  const axe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    _audit: { tagExclude: string[]; rules: { id: string; impact?: string; enabled?: boolean; tags: string[] }[] };
  };
  const { rules, tagExclude } = axe._audit;
  if (rules.some((r) => r.impact === undefined)) throw new Error('an axe rule without its impact: run every rule');
  return rules
    .filter((r) => r.enabled !== false && !r.tags.some((tag) => tagExclude.includes(tag)))
    .filter((r) => r.impact === 'serious' || r.impact === 'critical')
    .map((r) => r.id);
})();

/** Serious and critical violations, one line each with the first elements concerned. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips the details of passes and incomplete checks (decision 137).
  const { violations } = await new AxeBuilder({ page })
    .withRules(SERIOUS_RULES)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 6).map((n) => {
        // Contrast: the colours and the ratio found, to fix the right theme colour.
        const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const colours = data?.fgColor ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
        return `${n.target.join(' ')}${colours}`;
      });
      return `${v.impact} ${v.id} (${v.help}): ${nodes.join(' | ')}${v.nodes.length > 6 ? ` and ${v.nodes.length - 6} more` : ''}`;
    });
}

describe('accessibility of every screen (axe-core, 0 serious or critical violation)', () => {
  let browser: Browser;
  const contexts = new Map<string, { context: BrowserContext; page: Page }>();

  /** One signed-in page per role and screen size, reused from screen to screen. */
  async function pageAs(role: Role, phone = false): Promise<Page> {
    const key = `${role}${phone ? ' phone' : ''}`;
    const open = contexts.get(key);
    if (open) return open.page;
    const context = await newContext(browser, phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
    const page = await context.newPage();
    if (role !== 'anonymous') {
      await page.goto('/app/login');
      await signIn(page, ACCOUNTS[role].email);
      await page.waitForURL((url) => url.pathname === ACCOUNTS[role].landing);
    }
    contexts.set(key, { context, page });
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    found.blankAddress = await blankAddress();
  });
  afterAll(async () => {
    for (const { context } of contexts.values()) await context.close();
    await browser.close();
  });

  for (const screen of SCREENS) {
    const name = typeof screen.path === 'string' ? screen.path : screen.path.toString().replace(/^\(\) => /, '');
    it(`${name} (${screen.role}${screen.phone ? ', phone' : ''})`, async () => {
      const page = await pageAs(screen.role, screen.phone);
      const path = typeof screen.path === 'string' ? screen.path : screen.path();
      expect(path, 'a parameter found by an earlier screen').not.toMatch(/undefined/);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (screen.ready) await page.getByTestId(screen.ready).first().waitFor();
      // Transitions settle (a fade-in's half-transparent text would be a false contrast failure):
      // every animation that ends has ended, instead of a fixed wait (decision 127); endless ones
      // (loaders) are left running, as a visitor sees them. At most 5 s: axe then checks the screen
      // as it is, as it did after the fixed wait.
      await page
        .waitForFunction(
          () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
          undefined,
          { timeout: 5_000 },
        )
        .catch(() => undefined);
      const landed = new URL(page.url()).pathname;
      if (screen.landsOn) expect(landed).toMatch(screen.landsOn);
      else expect(landed.replace(/\/$/, '')).toBe(path.split('?')[0]!.replace(/\/$/, ''));
      const violations = await seriousViolations(page);
      // The parameters for later screens first, so that one screen's failure does not fail them.
      await screen.after?.(page);
      expect(violations).toEqual([]);
    });
  }
});
