import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '@app/contracts/constants';
import { sitePageKey } from '@app/contracts/routes';

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
