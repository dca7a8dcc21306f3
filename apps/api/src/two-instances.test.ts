import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import {
  addresses,
  affiliateEarnings,
  affiliatePayouts,
  applications,
  emailOutbox,
  invoices,
  prices,
  products,
  recruiters,
} from './db/schema/index.ts';
import { seedDemo } from './db/seed/demo.ts';
import { seedReference } from './db/seed/reference.ts';
import { runMonthlyPayouts } from './modules/affiliates/monthly-payouts.ts';
import { sendDueDigests } from './modules/application-digests/digests.service.ts';
import { treatPendingInvoices } from './modules/invoices/invoices.service.ts';
import { createPendingOrder, startCheckout } from './modules/orders/orders.service.ts';
import { startJobQueue } from './lib/job-queue.ts';
import { createOutboxMailer } from './providers/mail/mailer.ts';
import { createLocalStorage } from './providers/storage/local-storage.ts';
import { addEarnings, setBankDetails, VALID_IBAN } from '../test/affiliates-fixtures.ts';
import { completedEvent, postWebhook } from '../test/commerce-fixtures.ts';
import { openTestDatabase, TEST_JWT_SECRET } from '../test/helpers.ts';
import { TEST_REFERENCE } from '../test/reference-catalogue.ts';

/**
 * Two instances of the API on one PostgreSQL database, each with its own connection pool, as two
 * servers behind a load balancer (issue 13, README "Deploy"): the background work they both run
 * (digests, invoice PDFs, monthly payouts) is done once. PGlite serves one process only, so this
 * file runs in CI's PostgreSQL pass (DATABASE_URL set) and is skipped on PGlite.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('two instances on one PostgreSQL', () => {
  let first: Database & { url?: string };
  let second: Database;
  const apps: FastifyInstance[] = [];
  let config: Config;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-instances-'));

  beforeAll(async () => {
    first = await openTestDatabase();
    second = await openDatabase({ databaseUrl: first.url!, poolSize: 5 });
    config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: dataDir,
    });
    await seedReference(first.db, TEST_REFERENCE);
    await seedDemo(first.db, { candidates: 20, storage: createLocalStorage(path.join(dataDir, 'storage')) });
    for (const database of [first, second]) {
      apps.push(
        await buildApp({
          config,
          database,
          mailer: createOutboxMailer(database.db, config.mailFrom),
          jwtSecret: TEST_JWT_SECRET,
          logger: false,
        }),
      );
    }
    await Promise.all(apps.map((app) => app.ready()));
  }, 180_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await first?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends each due digest once', async () => {
    // Every site with applications wants a daily digest, last sent two days ago.
    const now = new Date();
    await first.db.update(addresses).set({ frequency: 'daily', digestSentAt: new Date(now.getTime() - 2 * 86_400_000) });
    await first.db.update(applications).set({ createdAt: new Date(now.getTime() - 86_400_000) });
    const sites = await first.db.selectDistinct({ id: applications.addressId }).from(applications);
    expect(sites.length).toBeGreaterThan(1);

    const deps = (database: Database) => ({
      db: database.db,
      mailer: createOutboxMailer(database.db, 'QRecrute <no-reply@qrecrute.fr>'),
      publicUrl: 'http://localhost:3000',
    });
    const runs = await Promise.all([
      sendDueDigests(deps(first), now),
      sendDueDigests(deps(second), now),
      sendDueDigests(deps(first), now),
      sendDueDigests(deps(second), now),
    ]);
    const sent = runs.reduce((sum, run) => sum + run.sent, 0);
    expect(sent).toBeGreaterThan(1);
    const mails = await first.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(like(emailOutbox.template, 'application-digest-%'));
    expect(mails).toHaveLength(sent);
    expect(new Set(mails.map((m) => `${m.to}|${m.subject}`)).size).toBe(mails.length);
  });

  it('makes each invoice PDF once', async () => {
    // Six paid orders, each paid through the payment webhook on one instance or the other.
    const [buyer] = await first.db.select({ id: recruiters.id }).from(recruiters).where(eq(recruiters.isHeadhunter, false)).limit(1);
    const [poster] = await first.db
      .select({ productId: products.id, priceId: prices.id })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .where(eq(products.code, 'additional_poster'));
    for (let i = 0; i < 6; i++) {
      const app = apps[i % 2]!;
      const order = await createPendingOrder(first.db, {
        recruiterId: buyer!.id,
        kind: 'products',
        lines: [{ ...poster!, label: 'Affiche', quantity: 1, unitAmount: 1500 }],
      });
      const { sessionId } = await startCheckout(app.commerce, order, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' });
      const paid = await postWebhook(
        { app, database: first, config, close: async () => {} },
        completedEvent({ id: sessionId, reference: order.uuid, amount: order.totalInclVat }),
      );
      expect(paid.statusCode).toBeLessThan(300);
    }
    await first.db.update(invoices).set({ isTreated: false, pdfKey: null });
    const all = (await first.db.select({ id: invoices.id }).from(invoices)).map((r) => r.id);
    expect(all.length).toBeGreaterThan(1);
    const [a, b] = await Promise.all([treatPendingInvoices(apps[0]!.commerce), treatPendingInvoices(apps[1]!.commerce)]);
    expect(a.made.filter((id) => b.made.includes(id))).toEqual([]);
    expect([...a.made, ...b.made].sort((x, y) => x - y)).toEqual([...all].sort((x, y) => x - y));
    expect(await first.db.select().from(invoices).where(eq(invoices.isTreated, false))).toHaveLength(0);
  });

  it('pays each affiliate once for a month', async () => {
    const [affiliate] = await first.db.select({ id: recruiters.id }).from(recruiters).where(eq(recruiters.isAffiliate, true)).limit(1);
    await setBankDetails(first, affiliate!.id, 'Paul Durand', VALID_IBAN);
    await addEarnings(first, affiliate!.id, 'resume_sale', '2025-03-01', 12, 300);
    await addEarnings(first, affiliate!.id, 'signup', '2025-03-01', 4);
    const [due] = await first.db
      .select({ cents: sql<number>`coalesce(sum(${affiliateEarnings.amountCents}), 0)::int` })
      .from(affiliateEarnings)
      .where(
        sql`${affiliateEarnings.affiliateId} = ${affiliate!.id} and ${affiliateEarnings.payoutId} is null and ${affiliateEarnings.month} <= '2025-03-01'`,
      );
    const runs = await Promise.all([runMonthlyPayouts(first.db, '2025-03-01'), runMonthlyPayouts(second.db, '2025-03-01')]);
    const created = runs.flat().filter((o) => o.affiliateId === affiliate!.id && o.result === 'created');
    expect(created).toHaveLength(1);
    const payouts = await first.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, affiliate!.id));
    expect(payouts.filter((p) => p.month === '2025-03-01')).toHaveLength(1);
    expect(payouts.find((p) => p.month === '2025-03-01')!.amountCents).toBe(due!.cents);
  });

  it('works each queued job on one instance only', async () => {
    // Both instances work the same queue, as two servers do; 30 jobs are sent through either.
    const done: { job: number; instance: string }[] = [];
    const queues = await Promise.all(
      [first, second].map((database, i) =>
        startJobQueue({
          connection: database.jobQueueConnection(),
          jobs: [
            {
              name: 'count-once',
              run: async () => {
                await new Promise((resolve) => setTimeout(resolve, 20));
                done.push({ job: done.length, instance: `#${i + 1}` });
              },
            },
          ],
          work: true,
          pollingIntervalSeconds: 0.5,
          log: { info: () => undefined, debug: () => undefined, error: () => undefined },
        }),
      ),
    );
    try {
      for (let i = 0; i < 30; i++) await queues[i % 2]!.send('count-once', { i });
      const end = Date.now() + 30_000;
      while (done.length < 30 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(done).toHaveLength(30);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
    }
  }, 60_000);
});
