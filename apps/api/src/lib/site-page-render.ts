import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { ApplyPage } from '@app/contracts/apply';
import type { Language } from '@app/contracts/constants';
import { RENDERED_SITE_PAGE_ROOT, RENDERED_SITE_PAGE_TITLE, type RenderedSitePageKey } from '@app/contracts/routes';
import { escapeHtml } from './html.ts';

/** The web build's renderer (`apps/web/src/marketing/prerender.tsx`, kept as `dist/renderer/prerender.js`). */
interface Renderer {
  renderSitePage: (
    key: RenderedSitePageKey,
    language: Language,
    props: { uuid: string; page: ApplyPage },
  ) => Promise<{ title: string; html: string }>;
}

export interface SitePageRenderInput {
  rendererFile: string;
  key: RenderedSitePageKey;
  language: Language;
  uuid: string;
  page: ApplyPage;
  /** The document the build wrote for the page: a title and a root to fill. */
  document: string;
}

export interface RenderedSitePage {
  html: Uint8Array;
  br: Uint8Array;
  gzip: Uint8Array;
  /** The render's own time (the decision's figures). */
  ms: number;
}

const renderers = new Map<string, Promise<Renderer>>();

/**
 * One site page rendered and compressed, in a worker thread of `lib/off-thread.ts` (task
 * `site-page`, decision 169): a render takes 15 to 140 ms of CPU by the machine's load, which the
 * event loop no longer pays. A thread loads the renderer once and runs one task at a time (the
 * renderer's texts follow one language).
 */
export async function renderSitePageDocument(input: SitePageRenderInput): Promise<RenderedSitePage> {
  let renderer = renderers.get(input.rendererFile);
  if (!renderer) renderers.set(input.rendererFile, (renderer = import(pathToFileURL(input.rendererFile).href) as Promise<Renderer>));
  const { renderSitePage } = await renderer;
  const started = performance.now();
  const { title, html } = await renderSitePage(input.key, input.language, { uuid: input.uuid, page: input.page });
  const ms = performance.now() - started;
  // Replaced by functions: a `$` of the site's texts is not a replacement pattern.
  const filled = Buffer.from(
    input.document.replace(RENDERED_SITE_PAGE_TITLE, () => escapeHtml(title)).replace(RENDERED_SITE_PAGE_ROOT, () => html),
  );
  return {
    html: new Uint8Array(filled),
    // Quality 5: a few milliseconds for a page of 60 to 100 kB, within a few per cent of the best.
    br: new Uint8Array(zlib.brotliCompressSync(filled, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })),
    gzip: new Uint8Array(zlib.gzipSync(filled)),
    ms,
  };
}
