import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '@app/contracts/constants';
import { PRERENDERED_APP_PAGES, sitePageKey } from '@app/contracts/routes';

/**
 * The public site's pre-rendered pages (`dist/site/<language>/<page>.html`, written by the web
 * build's apps/web/scripts/prerender.ts, decision 096): the file for a pathname in the visitor's
 * language (French when the build has no page in it), and its status (404 for an unknown path,
 * with the site's not-found page). Before the pre-rendered pages existed, the site was one page:
 * `fallback` stays the answer when a build has none.
 */
export function sitePages(distDir: string, fallback: string): (pathname: string, language: string | undefined) => { file: string; status: 200 | 404 } {
  const root = path.join(distDir, 'site');
  const languages = fs.existsSync(root) ? new Set(fs.readdirSync(root)) : new Set<string>();
  return (pathname, language) => {
    const key = sitePageKey(pathname);
    const status = key === 'notFound' ? 404 : 200;
    const lang = language && languages.has(language) ? language : DEFAULT_LANGUAGE;
    if (!languages.has(lang)) return { file: fallback, status };
    return { file: path.join(root, lang, `${key}.html`), status };
  };
}

/**
 * The application's pages pre-rendered for a first visit (decision 098; `/app/login`): the file for
 * a pathname in the visitor's language, or undefined (another page, or a build without it): the
 * application's `index.html` then answers. A visitor with a session gets the application, whose
 * router sends them on to their landing page.
 */
export function prerenderedAppPages(distDir: string): (pathname: string, language: string | undefined) => string | undefined {
  const files = new Map<string, string>();
  for (const [pathname, key] of PRERENDERED_APP_PAGES) {
    for (const lang of fs.existsSync(path.join(distDir, 'site')) ? fs.readdirSync(path.join(distDir, 'site')) : []) {
      const file = path.join(distDir, 'site', lang, `${key}.html`);
      if (fs.existsSync(file)) files.set(`${lang} ${pathname}`, file);
    }
  }
  return (pathname, language) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return files.get(`${language ?? DEFAULT_LANGUAGE} ${trimmed}`) ?? files.get(`${DEFAULT_LANGUAGE} ${trimmed}`);
  };
}
