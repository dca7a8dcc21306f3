import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_LANGUAGE } from '@app/contracts/constants';
import { fillLegalNotice, type LegalNotice } from '@app/contracts/legal-notice';
import { fillPrices, hasPriceSlots, type SlotPrice } from '@app/contracts/price-slots';
import { PRERENDERED_APP_PAGES, sitePageKey } from '@app/contracts/routes';
import { escapeHtml } from './html.ts';

/**
 * The public site's pre-rendered pages (`dist/site/<language>/<page>.html`, written by the web
 * build's apps/web/scripts/prerender.ts, decision 096): the file for a pathname in the visitor's
 * language (French when the build has no page in it), and its status (404 for an unknown path,
 * with the site's not-found page). Before the pre-rendered pages existed, the site was one page:
 * `fallback` stays the answer when a build has none.
 */
export function sitePages(
  distDir: string,
  fallback: string,
): (pathname: string, language: string | undefined) => { file: string; status: 200 | 404 } {
  const files = prerenderedFiles(distDir);
  return (pathname, language) => {
    const key = sitePageKey(pathname);
    const status = key === 'notFound' ? 404 : 200;
    return { file: files(key, language) ?? fallback, status };
  };
}

/** The pre-rendered files of the build, read once: a page's file in a language, else in French. */
function prerenderedFiles(distDir: string): (key: string, language: string | undefined) => string | undefined {
  const root = path.join(distDir, 'site');
  const files = new Set<string>();
  for (const lang of fs.existsSync(root) ? fs.readdirSync(root) : []) {
    for (const file of fs.readdirSync(path.join(root, lang))) if (file.endsWith('.html')) files.add(path.join(root, lang, file));
  }
  return (key, language) =>
    [language ?? DEFAULT_LANGUAGE, DEFAULT_LANGUAGE].map((lang) => path.join(root, lang, `${key}.html`)).find((file) => files.has(file));
}

/**
 * The application's pages pre-rendered for a first visit (decision 098; `/app/login`; the candidate's
 * space and "jobs near me", decision 159): the file for a pathname in the visitor's language, and the
 * cookie whose presence makes it the application's page instead (null: none), or undefined (another
 * page, or a build without it): the application's `index.html` then answers. A visitor with a
 * session gets the application, whose router shows them their page.
 */
export function prerenderedAppPages(
  distDir: string,
): (pathname: string, language: string | undefined, query?: URLSearchParams) => { file: string; session: string | null } | undefined {
  const files = prerenderedFiles(distDir);
  return (pathname, language, query) => {
    const page = PRERENDERED_APP_PAGES.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    // A parameter only the application answers (`appWith`): the application's page.
    if (page?.appWith?.some((name) => query?.has(name))) return undefined;
    const file = page && files(page.key, language);
    return file ? { file, session: page.session } : undefined;
  };
}

/** A page made at start from a pre-rendered file: its HTML and its compressed copies. */
export interface FilledPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The pre-rendered pages that name the operator: the legal notice, the terms and the privacy policy (decision 136). */
const OPERATOR_PAGES = new Set(['legalNotice.html', 'terms.html', 'privacy.html']);

/**
 * The pre-rendered pages filled when served: those that name the operator (`OPERATOR_PAGES`, in
 * each language) get the operator's details of the configuration in place of their tokens
 * (decision 124); those with price slots (the home page's offers and "Tarifs", the affiliation
 * page's kit) get the prices valid now in the page's language (decision 160). Made at the first
 * request of each file and, for prices, again at each new set of prices; compressed once per
 * version, kept. A file with nothing to fill: undefined (its build copies are served).
 */
export function filledPages(
  notice: LegalNotice,
  prices: () => Promise<{ prices: readonly SlotPrice[]; version: string }>,
): (file: string) => Promise<FilledPage | undefined> {
  const sources = new Map<string, { html: string; priced: boolean } | null>();
  const made = new Map<string, { version: string; page: FilledPage }>();
  const sourceOf = (file: string) => {
    let source = sources.get(file);
    if (source === undefined) {
      const html = fs.readFileSync(file, 'utf8');
      const operator = OPERATOR_PAGES.has(path.basename(file));
      const priced = hasPriceSlots(html);
      source = operator || priced ? { html: operator ? fillLegalNotice(html, notice, escapeHtml) : html, priced } : null;
      sources.set(file, source);
    }
    return source;
  };
  return async (file) => {
    const source = sourceOf(file);
    if (!source) return undefined;
    const current = source.priced ? await prices() : undefined;
    const version = current?.version ?? '';
    const kept = made.get(file);
    if (kept?.version === version) return kept.page;
    // The page's language is its folder's (dist/site/<language>/<page>.html).
    const html = Buffer.from(
      current ? fillPrices(source.html, current.prices, path.basename(path.dirname(file)), escapeHtml) : source.html,
    );
    const page = { html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html) };
    made.set(file, { version, page });
    return page;
  };
}
