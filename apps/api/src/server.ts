import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { createMailer, openConfiguredDatabase, resolveJwtSecret } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { copyPreparedDatabase, ensurePreparedDatabase, isNewPgliteDir } from './db/prepared-database.ts';
import { seedReference } from './db/seed/reference.ts';
import { logStream, startLogger, startSteps } from './lib/start-log.ts';
import { issueMissingInvoices, treatPendingInvoices } from './modules/invoices/invoices.service.ts';

/**
 * Starts the product: configuration, database and migrations, first-start data, HTTP server. Each
 * step says when it starts and ends, then a table gives their times (decision 127).
 */
const config = loadConfig();
const stream = await logStream(config);
const say = startLogger(config, stream);
const steps = startSteps(say);

// A new embedded database (first start outside production) is a copy of the prepared reference
// database (migrated, ROME and communes imported), made by `npm install` or else now, once.
const pgliteDir = path.join(config.dataDir, 'db');
if (!config.databaseUrl && !config.production && isNewPgliteDir(pgliteDir)) {
  const prepared = await steps.run('reference database (ROME, communes): finding the prepared copy', (progress) =>
    ensurePreparedDatabase(config.referenceDataDir, progress),
  );
  if (prepared) {
    await steps.run(`copying the prepared reference database into ${pgliteDir}`, async () => copyPreparedDatabase(prepared, pgliteDir));
  }
}
const database = await steps.run(
  'opening the database',
  () => openConfiguredDatabase(config),
  (d) => (d.kind === 'pglite' ? `embedded PGlite in ${pgliteDir}` : 'PostgreSQL'),
);
await steps.run('applying the migrations', () => database.migrate());
const app = await steps.run('building the app (routes, plugins, background jobs)', async () =>
  buildApp({
    config,
    database,
    mailer: createMailer(config, database),
    jwtSecret: resolveJwtSecret(config),
    ...(stream && { logger: { stream } }),
  }),
);
await steps.run('reference data (lists, products, ROME, communes)', (progress) =>
  seedReference(database.db, { referenceDataDir: config.referenceDataDir, log: progress }),
);
if (config.seedDemo) {
  // Demo data (and faker, a development dependency) load only when asked for.
  const { seedDemo } = await import('./db/seed/demo.ts').catch((err: unknown) => {
    throw new Error('Demo data needs the development dependencies: install with `npm ci` (not --omit=dev), or set SEED_DEMO=false', {
      cause: err,
    });
  });
  await steps.run(`demo data (accounts, ${config.demoCandidates} candidates and their CV files)`, (progress) =>
    seedDemo(database.db, { candidates: config.demoCandidates, storage: app.commerce.storage, log: progress }),
  );
  // The demo accounts' paid orders get their invoices and PDFs now, before the first visitor.
  await steps.run('invoices of the demo orders', async () => {
    if ((await issueMissingInvoices(app.commerce)) > 0) await treatPendingInvoices(app.commerce);
  });
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await database.close();
});

await steps.run('listening', () => app.listen({ host: config.host, port: config.port }));
steps.summary();
app.log.info(`QRecrute: http://localhost:${(app.server.address() as { port: number }).port}/ (database: ${database.kind})`);
