import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { VIDEO_PLAYER_ORIGINS } from '@app/contracts/videos';

/** A script or stylesheet of the web build (`/assets/<name>-<hash>.js|css`). */
const HASHED_CODE = /^\/assets\/[\w.-]+\.(js|css)(\?|$)/;

/**
 * Security headers (CSP, frame and referrer policies; HSTS in production) on every answer. The
 * helmet middleware is built once: @fastify/helmet rebuilt it, parsing every directive, on each
 * request (a tenth of a job search's CPU).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { production: boolean }) => {
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The brand page's video players and nothing else (decision 123).
          frameSrc: ["'self'", ...VIDEO_PLAYER_ORIGINS],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: opts.production ? undefined : false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      // The web build's hashed scripts and stylesheets never become a document: the document's headers
      // (CSP, framing, referrer, 0.6 kB) are not repeated on each of the 10 to 30 a page loads (decision 098).
      if (HASHED_CODE.test(request.url)) {
        reply.raw.setHeader('x-content-type-options', 'nosniff');
        reply.raw.setHeader('cross-origin-resource-policy', 'same-origin');
        done();
        return;
      }
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
