import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCESS_COOKIE, LANGUAGE_COOKIE } from '@app/contracts/constants';
import { isSitePage } from '@app/contracts/routes';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { prerenderedAppPages, sitePages } from './lib/site-pages.ts';
import { TokenSigner } from './lib/tokens.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { affiliatesRoutes } from './modules/affiliates/affiliates.routes.ts';
import { contractRoutes } from './modules/affiliates/contract.routes.ts';
import { activitySectorsRoutes } from './modules/activity-sectors/activity-sectors.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { completionRoutes } from './modules/addresses/completion.routes.ts';
import { filesRoutes } from './modules/addresses/files.routes.ts';
import { createCaptcha } from './modules/contact/captcha.ts';
import { contactRoutes, qrCodeContactRoutes } from './modules/contact/contact.routes.ts';
import { fingerprintsRoutes } from './modules/fingerprints/fingerprints.routes.ts';
import { applyRoutes } from './modules/apply/apply.routes.ts';
import { candidateSignupRoutes } from './modules/candidate-signup/candidate-signup.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { qrCodesRoutes } from './modules/qr-codes/qr-codes.routes.ts';
import { siretRoutes } from './modules/siret/siret.routes.ts';
import { createGeocoder } from './providers/geocoding/create-geocoder.ts';
import { createCompanyLookup } from './providers/sirene/create-company-lookup.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import { addressJobRoutes } from './modules/address-jobs/address-jobs.routes.ts';
import { businessUnitRoutes } from './modules/business-units/business-units.routes.ts';
import { brandRoutes } from './modules/brand/brand.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { jobRoutes } from './modules/jobs/jobs.routes.ts';
import { referenceListRoutes } from './modules/reference-lists/reference-lists.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { ownsOrder } from './modules/checkout/checkout.service.ts';
import type { CommerceDeps } from './modules/checkout/commerce-deps.ts';
import { ecommerceRoutes } from './modules/ecommerce/ecommerce.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { createPaymentProvider } from './providers/payment/create-payment-provider.ts';
import type { EmbeddedPaymentProvider } from './providers/payment/embedded-driver.ts';
import { embeddedCheckoutRoutes } from './providers/payment/embedded-checkout.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { applicationRoutes } from './modules/applications/applications.routes.ts';
import { basketRoutes } from './modules/basket/basket.routes.ts';
import { candidateRoutes } from './modules/candidates/candidates.routes.ts';
import { favoriteRoutes } from './modules/favorites/favorites.routes.ts';
import { filterRoutes } from './modules/filters/filters.routes.ts';
import { backgroundPlugin } from './background.ts';
import { purchaseRoutes } from './modules/purchases/purchases.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import type { PrivacyDeps } from './modules/privacy/privacy.service.ts';
import { registerRequestOrigin } from './lib/public-url.ts';

/** The hop-count form of trustProxy (the nearest `hops` proxies may tell the client address). */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the application: external plugins, then app plugins, then modules, each registered
 * explicitly with its prefix so every URL can be found with grep (conventions).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Off unless the operator says which proxies sit in front (TRUST_PROXY): otherwise any client
    // could choose its address with X-Forwarded-For and escape every rate limit (decision 073).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 3 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External plugins.
  // Security headers. The helmet middleware is built once: @fastify/helmet rebuilt it, parsing
  // every directive, on each request (a tenth of a job search's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.production ? undefined : false,
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
  await app.register(cookie);
  // Several instances share their counts through Redis when REDIS_URL is set (architecture,
  // "Scaling out"); otherwise each process counts in memory.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 })
    : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis unavailable; rate limits skip it until it answers'));
    // Commands fail fast while Redis is away (no offline queue), so wait for the first connection
    // here; without it the first requests after start would not be counted.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  // JSON and HTML answers over 1 kB compressed on the fly; brotli at quality 4 costs little CPU.
  // Built assets come compressed already (preCompressed below) and are left alone.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'qrecrute-rl:', skipOnError: true } : {}) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'QRecrute API', version: '1.0.0', description: 'API of the QRecrute product.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App plugins.
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  const signer = new TokenSigner(deps.jwtSecret);
  await app.register(authPlugin, { db: database.db, signer });

  // Modules.
  const publicUrl = config.publicUrl || `http://localhost:${config.port}`;
  // Without PUBLIC_URL (development), links follow the origin each request reached the server on.
  await registerRequestOrigin(app, config.publicUrl);
  const authDeps = { db: database.db, signer, mailer: deps.mailer, publicUrl };
  await app.register(healthRoutes, { prefix: '/api', ping: () => database.ping(), isClosing: () => closing });
  await app.register(authRoutes, { prefix: '/api', deps: authDeps, limits: config.rateLimit, redis });
  // Accounts, addresses, places, SIRET and QR codes (issue 3, decisions 010-014). Providers are
  // configured by environment: STORAGE_DRIVER/S3_*, GEOCODER/IGN_GEOCODER_URL, SIRENE_API_URL.
  const storage = createStorage(config.storage);
  const embeddedGeocoder = createGeocoder({ driver: 'embedded' }, database.db);
  const geocoder = createGeocoder(config.geocoder, database.db);
  const companyLookup = createCompanyLookup(config.companyLookup, database.db);
  const contactEmail = config.contactEmail;
  await app.register(accountRoutes, { prefix: '/api', db: database.db, storage });
  await app.register(addressesRoutes, {
    prefix: '/api',
    deps: { db: database.db, storage, mailer: deps.mailer, salesEmail: contactEmail },
  });
  await app.register(completionRoutes, { prefix: '/api', db: database.db });
  await app.register(filesRoutes, { prefix: '/api', storage });
  await app.register(placesRoutes, { prefix: '/api', geocoder, fallback: embeddedGeocoder });
  await app.register(activitySectorsRoutes, { prefix: '/api', db: database.db });
  await app.register(siretRoutes, { prefix: '/api', db: database.db, lookup: companyLookup });
  await app.register(qrCodesRoutes, { prefix: '/api', deps: { db: database.db, publicUrl } });
  await app.register(qrCodeContactRoutes, { deps: { db: database.db, mailer: deps.mailer, contactEmail } });
  await app.register(contactRoutes, { deps: { db: database.db, mailer: deps.mailer, contactEmail, captcha: createCaptcha(database.db, deps.jwtSecret) } });
  await app.register(fingerprintsRoutes, { prefix: '/api', db: database.db, salt: `fingerprint:${deps.jwtSecret}` });
  await app.register(jobRoutes, { prefix: '/api', db: database.db });
  await app.register(referenceListRoutes, { prefix: '/api', db: database.db });
  await app.register(addressJobRoutes, { prefix: '/api', db: database.db });
  await app.register(businessUnitRoutes, { prefix: '/api', db: database.db });
  await app.register(dashboardRoutes, { prefix: '/api', db: database.db });
  // Employer-brand page: custom advantages (decision 050).
  await app.register(brandRoutes, { prefix: '/api', db: database.db });

  // Payments, orders, subscriptions, invoices and registration (decisions 030-035).
  const commerce: CommerceDeps = {
    db: database.db,
    payment: createPaymentProvider(config, { db: database.db, serverSecret: deps.jwtSecret, publicUrl }),
    storage,
    seller: config.seller,
    publicUrl,
  };
  app.decorate('commerce', commerce);
  await app.register(checkoutRoutes, { prefix: '/api', deps: commerce });
  if (commerce.payment.name === 'embedded') {
    await app.register(embeddedCheckoutRoutes, {
      prefix: '/checkout',
      provider: commerce.payment as EmbeddedPaymentProvider,
      ownsOrder: (recruiterId, uuid) => ownsOrder(database.db, recruiterId, uuid),
    });
  }
  await app.register(productsRoutes, { prefix: '/api', db: database.db });
  await app.register(invoicesRoutes, { prefix: '/api', deps: commerce });
  await app.register(subscriptionsRoutes, { prefix: '/api', deps: commerce });
  await app.register(ecommerceRoutes, { prefix: '/ecommerce', deps: commerce });
  await app.register(registrationRoutes, { prefix: '/api', deps: { ...commerce, signer, mailer: deps.mailer }, redis });

  // Candidates, matching, applications, resume shop and basket (decisions 040-043).
  await app.register(candidateRoutes, {
    prefix: '/api',
    db: database.db,
    storage: commerce.storage,
    hotReads: { databaseUrl: config.databaseUrl, poolSize: Math.min(config.databasePoolSize, 6) },
  });
  await app.register(favoriteRoutes, { prefix: '/api', db: database.db });
  await app.register(purchaseRoutes, { prefix: '/api', db: database.db });
  await app.register(applicationRoutes, { prefix: '/api', db: database.db });
  await app.register(filterRoutes, { prefix: '/api', db: database.db });
  await app.register(basketRoutes, { prefix: '/api', deps: commerce });
  // Affiliate area: dashboard, profile and bank details, personal QR code and posters (decisions 055-059).
  await app.register(affiliatesRoutes, { prefix: '/api', deps: { db: database.db, publicUrl } });
  await app.register(contractRoutes, { db: database.db, seller: commerce.seller });
  // Public candidate apply page opened by an address's candidate QR code (decisions 060-064).
  await app.register(applyRoutes, {
    prefix: '/api',
    deps: { db: database.db, mailer: deps.mailer, publicUrl, fingerprintSalt: `fingerprint:${deps.jwtSecret}` },
  });
  // Public candidate sign-up behind an affiliate's QR code (decisions 065-069).
  await app.register(candidateSignupRoutes, { prefix: '/api', db: database.db });
  // The data lifecycle: downloads, candidate data links, retention (decision 093).
  const privacy: PrivacyDeps = {
    db: database.db,
    mailer: deps.mailer,
    signer,
    storage,
    publicUrl,
    retentionMonths: config.candidateRetentionMonths,
    log: (message, extra) => app.log.error(extra, message),
  };
  await app.register(privacyRoutes, { prefix: '/api', deps: privacy });

  // Background work (pg-boss): match refresh, digests, payment sweep, invoice PDFs, payouts (decision 086).
  await app.register(backgroundPlugin, {
    database,
    enabled: config.backgroundJobs,
    deps: {
      db: database.db,
      commerce,
      digests: { db: database.db, mailer: deps.mailer, publicUrl, log: (message, extra) => app.log.error(extra, message) },
      payouts: { storage, debtor: config.payoutDebtor },
      privacy,
      log: (message, extra = {}) => (/failed|error/.test(message) ? app.log.error(extra, message) : app.log.debug(extra, message)),
    },
  });

  registerWeb(app, config.webDistDir);
  return app;
}

/** A script or stylesheet of the web build (`/assets/<name>-<hash>.js|css`). */
const HASHED_CODE = /^\/assets\/[\w.-]+\.(js|css)(\?|$)/;

/**
 * Serves the built web app: the marketing site at `/` and the application under `/app`
 * (SPA fallback to its index.html). API paths never fall back to HTML.
 */
function registerWeb(app: FastifyInstance, distDir: string): void {
  const appIndex = path.join(distDir, 'app', 'index.html');
  const siteIndex = path.join(distDir, 'index.html');
  const hasWeb = fs.existsSync(appIndex);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The pages are answered by path below (the pre-rendered site by page and language), never by file name.
      allowedPath: (pathName) => !pathName.startsWith('/site/') && !pathName.endsWith('/index.html'),
      // The build writes .br and .gz beside each asset: served as they are, never compressed again.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  const sitePage = sitePages(distDir, siteIndex);
  const prerenderedAppPage = prerenderedAppPages(distDir);
  // Which compressed copies of each page the build wrote, read once like the static file list.
  const encodings = new Map<string, ('br' | 'gzip')[]>();
  const encodingsOf = (page: string) => {
    let found = encodings.get(page);
    if (!found) encodings.set(page, (found = (['br', 'gzip'] as const).filter((e) => fs.existsSync(`${page}.${e === 'br' ? 'br' : 'gz'}`))));
    return found;
  };
  const apiLike = /^\/(api|ecommerce|contact|qr-code-contact)(\/|$)/;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !apiLike.test(url) && (!/\.[a-z0-9]+$/i.test(url) || isSitePage(url))) {
      const inApp = url === '/app' || url.startsWith('/app/');
      // The app's router shows its own not-found view; the site's unknown paths are real 404s.
      // The login page comes pre-rendered, in the visitor's language, to a visitor without a session (decision 098).
      const prerendered = inApp ? prerenderedAppPage(url, request.cookies[LANGUAGE_COOKIE]) : undefined;
      const appPage = prerendered && !request.cookies[ACCESS_COOKIE] ? prerendered : appIndex;
      const { file: page, status } = inApp ? { file: appPage, status: 200 } : sitePage(url, request.cookies[LANGUAGE_COOKIE]);
      // The page's .br / .gz from the build, when the browser takes one (not a route: the compress plugin does not see it).
      const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), encodingsOf(page));
      const vary = [...(encoding ? ['accept-encoding'] : []), ...(prerendered ? ['cookie'] : [])];
      if (encoding) reply.header('content-encoding', encoding);
      if (vary.length > 0) reply.header('vary', vary.join(', '));
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(encoding ? `${page}.${encoding === 'br' ? 'br' : 'gz'}` : page));
    }
    return reply.status(404).send({ code: 'not_found', message: 'Not found' });
  });
}
