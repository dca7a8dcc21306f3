import fs from 'node:fs';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_COOKIE } from '@app/contracts/constants';
import { isAppPage, isSitePage, RENDERED_SITE_PAGE_SESSION, renderedSitePage } from '@app/contracts/routes';
import type { LegalNotice } from '@app/contracts/legal-notice';
import type { Db } from '../db/client.ts';
import { onReplica } from '../db/replicas.ts';
import { renderedSitePages } from '../lib/rendered-pages.ts';
import { filledPages, prerenderedAppPages, sitePages } from '../lib/site-pages.ts';
import { getApplyPage } from '../modules/apply/index.ts';
import { currentPrices } from '../modules/products/index.ts';

/**
 * Serves the built web app: the marketing site at `/`, the application under `/app`, the back office under `/admin`
 * (SPA fallback to its index.html). API paths never fall back to HTML. Registered last: the
 * not-found handler answers whatever no route took.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { distDir, legalNotice, db }: { distDir: string; legalNotice: LegalNotice; db: Db }) => {
    const appIndex = path.join(distDir, 'app', 'index.html');
    // The operators' back office (decision 152): its own page and chunks, which no customer page loads.
    const adminIndex = path.join(distDir, 'admin', 'index.html');
    const siteIndex = path.join(distDir, 'index.html');
    const hasWeb = fs.existsSync(appIndex);
    if (hasWeb) {
      // Hashed scripts, styles and images: their name changes with their content, so they are cached
      // for a year and never revalidated; validators and ranges would be dead bytes on each of the
      // 20 to 50 files of a page (about 100 bytes a file).
      await app.register(fastifyStatic, {
        root: path.join(distDir, 'assets'),
        prefix: '/assets/',
        index: false,
        wildcard: false,
        // The build writes .br and .gz beside each asset: served as they are, never compressed again.
        preCompressed: true,
        cacheControl: false,
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders: (res) => {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
      // The other files (favicon, robots.txt, images of the site): revalidated at each use.
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: false,
        wildcard: false,
        decorateReply: false,
        globIgnore: ['assets/**', 'renderer/**'],
        // The pages are answered by path below (the pre-rendered site by page and language), never by file name.
        // The renderer of the per-site pages (decision 165) is the server's, never sent.
        allowedPath: (pathName) =>
          !pathName.startsWith('/site/') && !pathName.startsWith('/renderer/') && !pathName.endsWith('/index.html'),
        preCompressed: true,
        setHeaders: (res) => {
          res.header('cache-control', 'no-cache');
        },
      });
    }
    const sitePage = sitePages(distDir, siteIndex);
    const prerenderedAppPage = prerenderedAppPages(distDir);
    // The legal notice with the operator's details of the configuration (decision 124), the prices valid now (decision 160).
    const filledPage = filledPages(legalNotice, currentPrices(db));
    // The QR apply page and a site's company page, rendered per site and language (decision 165).
    const renderedPage = renderedSitePages({
      distDir,
      read: (uuid) => onReplica(db, (reader) => getApplyPage(reader, uuid)),
      onRender: ({ key, uuid, language, ms }) =>
        app.log.info({ page: key, uuid, language, renderMs: Math.round(ms) }, 'site page rendered'),
    });
    // Which compressed copies of each page the build wrote, read once like the static file list.
    const encodings = new Map<string, ('br' | 'gzip')[]>();
    const encodingsOf = (page: string) => {
      let found = encodings.get(page);
      if (!found)
        encodings.set(page, (found = (['br', 'gzip'] as const).filter((e) => fs.existsSync(`${page}.${e === 'br' ? 'br' : 'gz'}`))));
      return found;
    };
    const apiLike = /^\/(api|ecommerce|contact|qr-code-contact)(\/|$)/;
    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !apiLike.test(url) &&
        (!/\.[a-z0-9]+$/i.test(url) || isSitePage(url))
      ) {
        if (url === '/admin' || url.startsWith('/admin/')) {
          const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), encodingsOf(adminIndex));
          if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
          return reply
            .header('cache-control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(fs.createReadStream(encoding ? `${adminIndex}.${encoding === 'br' ? 'br' : 'gz'}` : adminIndex));
        }
        const inApp = url === '/app' || url.startsWith('/app/');
        // The app's router shows its own not-found view; unknown paths of the app and the site are real 404s.
        // The login page and the candidate's space come pre-rendered, in the visitor's language, to a visitor
        // without the page's session (decisions 098, 159); "jobs near me" to everyone.
        // The QR apply page and a site's company page, rendered with the site's answer, to a visitor without a
        // candidate session (decision 165); a signed-in candidate, an unknown site: the application's page, as before.
        const perSite = inApp ? renderedSitePage(url) : undefined;
        let siteMissing = false;
        if (perSite && !request.cookies[RENDERED_SITE_PAGE_SESSION]) {
          const rendered = await renderedPage(perSite.key, perSite.uuid, request.cookies[LANGUAGE_COOKIE], request.log);
          if (rendered === 'not_found') siteMissing = true;
          else if (rendered) {
            const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
            if (encoding) reply.header('content-encoding', encoding);
            return reply
              .header('vary', encoding ? 'accept-encoding, cookie' : 'cookie')
              .header('cache-control', 'no-cache')
              .type('text/html; charset=utf-8')
              .send(rendered[encoding ?? 'html']);
          }
        }
        const query = new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');
        const prerendered = inApp ? prerenderedAppPage(url, request.cookies[LANGUAGE_COOKIE], query) : undefined;
        const appPage = prerendered && !(prerendered.session && request.cookies[prerendered.session]) ? prerendered.file : appIndex;
        // An unknown application path gets the app (whose router shows its not-found page) with a 404 (decision 121).
        const { file: page, status } = inApp
          ? { file: appPage, status: isAppPage(url) && !siteMissing ? 200 : 404 }
          : sitePage(url, request.cookies[LANGUAGE_COOKIE]);
        const filled = inApp ? undefined : await filledPage(page);
        // The page's .br / .gz from the build, when the browser takes one (not a route: the compress plugin does not see it).
        const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), filled ? ['br', 'gzip'] : encodingsOf(page));
        // A site page, and a pre-rendered app page, are chosen by the language cookie (and the session's):
        // caches must key them on the cookie (issue 28, decision 120). Nothing here reads Accept-Language.
        const vary = [...(encoding ? ['accept-encoding'] : []), ...(prerendered || perSite || !inApp ? ['cookie'] : [])];
        if (encoding) reply.header('content-encoding', encoding);
        if (vary.length > 0) reply.header('vary', vary.join(', '));
        return reply
          .status(status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(filled ? filled[encoding ?? 'html'] : fs.createReadStream(encoding ? `${page}.${encoding === 'br' ? 'br' : 'gz'}` : page));
      }
      return reply.status(404).send({ code: 'not_found', message: 'Not found' });
    });
  },
  { name: 'web' },
);
