import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { createMailer, openConfiguredDatabase, resolveJwtSecret } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { seedReference } from './db/seed/reference.ts';
import { issueMissingInvoices, treatPendingInvoices } from './modules/invoices/invoices.service.ts';

/** Starts the product: configuration, database and migrations, first-start data, HTTP server. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const app = await buildApp({ config, database, mailer: createMailer(config, database), jwtSecret: resolveJwtSecret(config) });
const log = (message: string) => app.log.info(message);
await seedReference(database.db, { referenceDataDir: config.referenceDataDir, log });
if (config.seedDemo) {
  // Demo data (and faker, a development dependency) load only when asked for.
  const { seedDemo } = await import('./db/seed/demo.ts').catch((err: unknown) => {
    throw new Error('Demo data needs the development dependencies: install with `npm ci` (not --omit=dev), or set SEED_DEMO=false', { cause: err });
  });
  await seedDemo(database.db, { candidates: config.demoCandidates, storage: app.commerce.storage, log });
  // The demo accounts' paid orders get their invoices and PDFs now, before the first visitor.
  if ((await issueMissingInvoices(app.commerce)) > 0) await treatPendingInvoices(app.commerce);
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await database.close();
});

await app.listen({ host: config.host, port: config.port });
app.log.info(`QRecrute: http://localhost:${(app.server.address() as { port: number }).port}/ (database: ${database.kind})`);
