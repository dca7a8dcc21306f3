import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { TokenSigner } from './lib/tokens.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import type { Mailer } from './providers/mail/mailer.ts';

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
    trustProxy: true,
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
  await app.register(helmet, {
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
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Recrutement QR API', version: '1.0.0', description: 'API of the Recrutement QR product.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App plugins.
  await app.register(errorHandlerPlugin);
  const signer = new TokenSigner(deps.jwtSecret);
  await app.register(authPlugin, { db: database.db, signer });

  // Modules.
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const authDeps = { db: database.db, signer, mailer: deps.mailer, publicUrl };
  await app.register(healthRoutes, { prefix: '/api', ping: () => database.ping(), isClosing: () => closing });
  await app.register(authRoutes, { prefix: '/api', deps: authDeps, limits: config.rateLimit });
  await app.register(accountRoutes, { prefix: '/api', db: database.db });

  registerWeb(app, config.webDistDir);
  return app;
}

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
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  const apiLike = /^\/(api|ecommerce|contact|qr-code-contact)(\/|$)/;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !apiLike.test(url) && !/\.[a-z0-9]+$/i.test(url)) {
      const file = url === '/app' || url.startsWith('/app/') ? appIndex : siteIndex;
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(file));
    }
    return reply.status(404).send({ code: 'not_found', message: 'Not found' });
  });
}
