import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApplyPage } from '@app/contracts/apply';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@app/contracts/constants';
import type { RenderedSitePageKey } from '@app/contracts/routes';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from './errors.ts';
import { runOffThread } from './off-thread.ts';
import type { RenderedSitePage, SitePageRenderInput } from './site-page-render.ts';
import type { FilledPage } from './site-pages.ts';

/** Longest a page's render may run in its thread (15-140 ms of work by the machine's load). */
const SITE_PAGE_BUDGET_MS = 5_000;

export interface RenderedSitePagesOptions {
  distDir: string;
  /** The site's public answer (`GET /api/apply/{uuid}/`'s); throws the API's not-found error for an unknown or closed site. */
  read: (uuid: string) => Promise<ApplyPage>;
  /** Bytes of pages kept (HTML and its two compressed copies); the least recently used go first. */
  maxBytes?: number;
  /** Told each render's duration (the decision's figures; tests). */
  onRender?: (event: { key: RenderedSitePageKey; uuid: string; language: Language; ms: number }) => void;
}

/** A rendered page as kept: the version of the answer it shows (a hash of its JSON) and its bytes. */
interface Kept {
  version: string;
  page: FilledPage;
}

/**
 * The QR apply page and a site's company page rendered per site by the API (decision 165): the
 * application's own page in an island (the build's renderer, kept in `dist/renderer/`), with the
 * site's public answer as its props, in the document the build wrote for it
 * (`dist/site/<language>/<key>.html`, a title and a root to fill).
 *
 * Each request reads the site's public answer (the read the browser made before, now made here in
 * its place); a page is rendered again only when that answer changed (any write to the site, its
 * jobs, its brand or the reference names it shows: the answer is the version, so no write is
 * missed), kept per page, site and language in a bounded LRU. Renders run in the worker threads'
 * pool (`site-page`, decision 169), one at a time in a thread (the renderer's texts follow one
 * language), and requests for a page being rendered wait for it: a storm of QR scans renders a
 * site's page once per language and per change.
 *
 * Returns `not_found` for an unknown or closed site (the caller answers the application's page,
 * whose view says so, with a 404), undefined when the build has no renderer or no document for the
 * page (the application's page, as before); a render that fails is logged and answered the same way,
 * never a 500.
 */
export function renderedSitePages({ distDir, read, maxBytes = 32 * 1024 * 1024, onRender }: RenderedSitePagesOptions) {
  const rendererFile = path.join(distDir, 'renderer', 'prerender.js');
  const hasRenderer = fs.existsSync(rendererFile);
  const documents = new Map<string, string | null>();
  const documentOf = (key: RenderedSitePageKey, language: Language): string | null => {
    const file = path.join(distDir, 'site', language, `${key}.html`);
    let found = documents.get(file);
    if (found === undefined) documents.set(file, (found = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null));
    return found;
  };
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (k) => Math.max(1, k.page.html.length + k.page.br.length + k.page.gzip.length),
  });
  const rendering = new Map<string, Promise<FilledPage>>();

  // In a worker thread of the pool (decision 169): the render's CPU is not the event loop's. A full
  // pool or a render past its budget answers the application's page (below), never a 500.
  const render = async (
    key: RenderedSitePageKey,
    uuid: string,
    language: Language,
    page: ApplyPage,
    document: string,
  ): Promise<FilledPage> => {
    const made = await runOffThread<RenderedSitePage>(
      'site-page',
      { rendererFile, key, language, uuid, page, document } satisfies SitePageRenderInput,
      { budgetMs: SITE_PAGE_BUDGET_MS },
    );
    onRender?.({ key, uuid, language, ms: made.ms });
    return { html: Buffer.from(made.html), br: Buffer.from(made.br), gzip: Buffer.from(made.gzip) };
  };

  return async (
    key: RenderedSitePageKey,
    uuid: string,
    languageCookie: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<FilledPage | 'not_found' | undefined> => {
    if (!hasRenderer) return undefined;
    const language = (SUPPORTED_LANGUAGES as readonly string[]).includes(languageCookie ?? '')
      ? (languageCookie as Language)
      : DEFAULT_LANGUAGE;
    const document = documentOf(key, language) ?? documentOf(key, DEFAULT_LANGUAGE);
    if (!document) return undefined;
    let page: ApplyPage;
    try {
      page = await read(uuid);
    } catch (error) {
      // An unknown or closed site: the application's page answers (its not-found view), with a 404.
      if (error instanceof AppError && error.status === 404) return 'not_found';
      throw error;
    }
    const version = createHash('sha256').update(JSON.stringify(page)).digest('base64url');
    const cacheKey = `${key}:${uuid}:${language}`;
    const found = kept.get(cacheKey);
    if (found?.version === version) return found.page;
    const renderKey = `${cacheKey}:${version}`;
    let pending = rendering.get(renderKey);
    if (!pending) {
      pending = render(key, uuid, language, page, document)
        .then((made) => {
          kept.set(cacheKey, { version, page: made });
          return made;
        })
        .finally(() => rendering.delete(renderKey));
      rendering.set(renderKey, pending);
    }
    try {
      return await pending;
    } catch (error) {
      log.error({ err: error, page: key, uuid }, 'rendering a site page failed: the application page answers');
      return undefined;
    }
  };
}
