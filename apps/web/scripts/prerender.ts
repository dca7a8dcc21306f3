/**
 * Writes the public site's pages as HTML (issue 12, decision 096), after `vite build` (the browser's
 * files, `dist/`) and `vite build --ssr src/marketing/prerender.tsx` (the renderer, `dist-ssr/`):
 * for each page, React's HTML goes into the built `index.html`, with the renderer's stylesheet (the
 * Mantine rules of every component the site can show, and ours), to `dist/site/<language>/<page>.html`,
 * beside its brotli and gzip copies. The API serves them (apps/api/src/app.ts). The renderer is kept
 * as `dist/renderer/` for the pages the API renders per site (decision 165).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { SUPPORTED_LANGUAGES, type Language } from '@app/contracts/constants';
import type { ApplyPage } from '@app/contracts/apply';
import { CANDIDATE_APP_PAGE_KEYS, RENDERED_SITE_PAGE_KEYS, type RenderedSitePageKey } from '@app/contracts/routes';

const web = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssr = path.join(web, 'dist-ssr');

interface RenderedPage {
  key: string;
  title: string;
  bodyClass: string;
  html: string;
}

/** The application's pages describe the application (its `index.html`'s description), not the site. */
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const appDescription = (): string => {
  const found = DESCRIPTION.exec(fs.readFileSync(path.join(dist, 'app', 'index.html'), 'utf8'));
  if (!found) throw new Error('prerender: no description in app/index.html');
  return found[0];
};

/**
 * The candidate app's head lines of the application's page (its manifest, as vite-plugin-pwa links
 * it, the home-screen icon for iOS and the theme colour): the pre-rendered candidate screens are
 * installable as the application's are (decisions 155, 159).
 */
const CANDIDATE_APP_HEAD = /<link rel="manifest"[^>]*>|<link rel="apple-touch-icon"[^>]*>|<meta name="theme-color"[^>]*>/g;
const candidateAppHead = (): string => {
  const lines = fs.readFileSync(path.join(dist, 'app', 'index.html'), 'utf8').match(CANDIDATE_APP_HEAD) ?? [];
  if (!lines.some((line) => line.startsWith('<link rel="manifest"'))) throw new Error('prerender: no manifest link in app/index.html');
  return lines.join('\n    ');
};

const escapeText = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The renderer's one stylesheet, copied to `dist/assets` under a name that changes with its content. */
function publishStylesheet(): string {
  const assets = path.join(ssr, 'assets');
  const css = fs.readdirSync(assets).filter((file) => file.endsWith('.css'));
  if (css.length !== 1) throw new Error(`prerender: expected one stylesheet in ${assets}, found ${css.length}`);
  const content = fs.readFileSync(path.join(assets, css[0]!));
  const name = `site-${createHash('sha256').update(content).digest('base64url').slice(0, 8)}.css`;
  writeCompressed(path.join(dist, 'assets', name), content);
  return `/assets/${name}`;
}

/** The file and its .br and .gz copies (the API serves them as they are). */
function writeCompressed(file: string, content: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

const { renderSite, renderSitePage } = (await import(pathToFileURL(path.join(ssr, 'prerender.js')).href)) as {
  renderSite: (language?: Language) => Promise<RenderedPage[]>;
  renderSitePage: (key: RenderedSitePageKey, language: Language, props: { uuid: string; page: ApplyPage }) => Promise<{ html: string }>;
};
/** A site for the check below: the renderer the API keeps must render each per-site page in each language. */
const CHECK_SITE = '00000000-0000-4000-8000-000000000000';
const checkPage: ApplyPage = {
  uuid: CHECK_SITE,
  name: 'Check',
  logo: null,
  town: null,
  position: null,
  activitySector: null,
  brand: null,
  sites: [{ uuid: CHECK_SITE, name: 'Check', town: null, freeApplication: true }],
  jobs: [],
  freeApplication: true,
};
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const stylesheet = publishStylesheet();
// Every language of the product (decision 092): the API answers the page of the visitor's language cookie.
const languages = SUPPORTED_LANGUAGES;

let count = 0;
for (const language of languages) {
  const pages = await renderSite(language);
  // The per-site pages the API renders (decision 165): once here, so that a renderer that cannot (a
  // text chunk missing) fails the build, not a candidate's scan.
  for (const key of RENDERED_SITE_PAGE_KEYS) {
    const { html } = await renderSitePage(key, language, { uuid: CHECK_SITE, page: checkPage });
    if (!html.includes('data-island=')) throw new Error(`prerender: ${key} in ${language} rendered no island`);
  }
  count += pages.length;
  for (const page of pages) {
    const pageTemplate = page.key.startsWith('app') ? template.replace(DESCRIPTION, appDescription()) : template;
    // The candidate's screens: the app's manifest and icons, and the mark that has the page's script register its service worker.
    const candidateApp = (CANDIDATE_APP_PAGE_KEYS as readonly string[]).includes(page.key);
    const html = pageTemplate
      .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
      .replace('</head>', `  <link rel="stylesheet" href="${stylesheet}">\n  ${candidateApp ? `  ${candidateAppHead()}\n  ` : ''}</head>`)
      .replace('<body>', `<body class="${page.bodyClass}"${candidateApp ? ' data-candidate-app' : ''}>`)
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
    if (html === pageTemplate) throw new Error('prerender: the template did not change');
    writeCompressed(path.join(dist, 'site', language, `${page.key}.html`), Buffer.from(html));
  }
}
// The renderer stays in the build (decision 165): the API renders the QR apply page and the company
// page per site with it (`renderSitePage`). Its scripts move to `dist/renderer/`, which the API
// never serves by name.
const renderer = path.join(dist, 'renderer');
fs.rmSync(renderer, { recursive: true, force: true });
// Its stylesheet was published; its scripts (the texts of the other languages, loaded on demand) stay.
for (const file of fs.readdirSync(path.join(ssr, 'assets'))) if (!file.endsWith('.js')) fs.rmSync(path.join(ssr, 'assets', file));
fs.renameSync(ssr, renderer);
process.stdout.write(`prerender: ${count} pages in ${path.relative(web, path.join(dist, 'site'))}, stylesheet ${stylesheet}\n`);
