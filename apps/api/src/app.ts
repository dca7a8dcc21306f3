import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessPlugin } from './access/index.ts';
import { eventsPlugin } from './events.ts';
import { holdOffThreadPool } from './lib/off-thread.ts';
import { registerRequestOrigin } from './lib/public-url.ts';
import { authPlugin } from './plugins/auth.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestIdPlugin } from './plugins/request-id.ts';
import { requestLogSerializers } from './plugins/request-log.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { registerReplicaReads } from './plugins/read-your-writes.ts';
import { moduleRoutes } from './routes.ts';
import { buildServices, type AppDeps } from './services.ts';

export type { AppDeps } from './services.ts';

/** The hop-count form of trustProxy (the nearest `hops` proxies may tell the client address). */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/**
 * Builds the application by composing plugins, in this order (fastify/demo's style):
 * external plugins (request id, security headers, cookies, rate limits, compression, OpenAPI),
 * app plugins (error handler, input guard, auth, the origin of links), the module routes
 * (`routes.ts`), the event wiring (`events.ts`: payment webhook, embedded checkout, background
 * jobs), then the built web app with its not-found handler (`plugins/web.ts`).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // Every line that logs a request writes its URL with the secrets redacted (plugins/request-log.ts, decision 120).
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, ...(typeof deps.logger === 'object' ? deps.logger : {}), serializers: requestLogSerializers },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Off unless the operator says which proxies sit in front (TRUST_PROXY): otherwise any client
    // could choose its address with X-Forwarded-For and escape every rate limit (decision 073).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 3 * 1024 * 1024,
    // A plugin that takes longer is not hung: on a first start under load the job queue creates its
    // schema and queues on the embedded database for more than Fastify's default 10 s, and the start
    // failed with AVV_ERR_PLUGIN_EXEC_TIMEOUT 'background' (decision 149).
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const services = buildServices(deps, app.log);
  // The worker threads of costly documents (SVG cleaning, posters; decision 115), stopped with the last app.
  const releaseOffThread = holdOffThreadPool();
  app.addHook('onClose', releaseOffThread);

  // External plugins.
  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin, { production: config.production });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(compressionPlugin);
  await app.register(openApiPlugin, { serveDocs: config.apiDocs, publicUrl: services.publicUrl });

  // App plugins.
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin, { db: services.db, signer: services.signer, production: config.production });
  // The back office's staff sessions (decision 152), before the access hook that installs their check.
  await app.register(staffAuthPlugin, { db: services.db });
  // Every route after this names its policy, which this hook checks and installs (decision 146).
  await app.register(accessPlugin);
  // Reads on streaming replicas, each reader seeing its own writes (decision 154).
  await registerReplicaReads(app, deps, services);
  // Without PUBLIC_URL (development), links follow the origin each request reached the server on.
  await registerRequestOrigin(app, config.publicUrl);

  // Modules, then what connects them (payment events, background jobs), then the web app.
  await app.register(moduleRoutes, services);
  await app.register(eventsPlugin, services);
  await app.register(webPlugin, { distDir: config.webDistDir, legalNotice: config.legalNotice, db: services.db });
  return app;
}
