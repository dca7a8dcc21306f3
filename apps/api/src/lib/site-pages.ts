import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_LANGUAGE } from '@app/contracts/constants';
import { fillLegalNotice, type LegalNotice } from '@app/contracts/legal-notice';
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
): (pathname: string, language: string | undefined) => { file: string; session: string | null } | undefined {
  const files = prerenderedFiles(distDir);
  return (pathname, language) => {
    const page = PRERENDERED_APP_PAGES.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
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
 * The pre-rendered pages that name the operator (`OPERATOR_PAGES`, in each language) with the
 * operator's details of the configuration in place of their tokens (decision 124): made at the
 * first request of each file, compressed once, kept. Any other file: undefined.
 */
export function legalNoticePages(notice: LegalNotice): (file: string) => FilledPage | undefined {
  const made = new Map<string, FilledPage>();
  return (file) => {
    if (!OPERATOR_PAGES.has(path.basename(file))) return undefined;
    let page = made.get(file);
    if (!page) {
      const html = Buffer.from(fillLegalNotice(fs.readFileSync(file, 'utf8'), notice, escapeHtml));
      page = { html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html) };
      made.set(file, page);
    }
    return page;
  };
}
