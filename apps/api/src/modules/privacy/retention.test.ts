import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createApplication, createCandidate, createPurchase, seedReferenceIds } from '../../../test/candidates-fixtures.ts';
import { createTestApp, createUser, TEST_JWT_SECRET, type TestContext } from '../../../test/helpers.ts';
import { applications, candidateDocuments, candidates, emailOutbox, purchases } from '../../db/schema/index.ts';
import { TokenSigner } from '../../lib/tokens.ts';
import { createOutboxMailer } from '../../providers/mail/mailer.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { addMonths, runRetention, type PrivacyDeps } from './privacy.service.ts';

/** Retention on a fixed clock (decision 093): 24 months after the last contact, a notice 30 days before. */
const DAY = 86_400_000;
/** A fixed clock: 23 months before it (2024-04-15) is outside the notice period (from 2024-04-14 on). */
const FIXED = new Date('2026-03-15T09:00:00Z');
/** Whole seconds of today: the clock the data links are signed with, close to the real one that checks them. */
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const monthsAgo = (months: number, plusDays = 0, clock = NOW) => new Date(addMonths(clock, -months).getTime() + plusDays * DAY);

describe('candidate retention', () => {
  let ctx: TestContext;
  let deps: PrivacyDeps;
  const removed: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedReferenceIds(ctx.database.db);
    const storage: Storage = {
      driver: 'local',
      put: async () => undefined,
      get: async () => null,
      delete: async (key) => {
        removed.push(key);
      },
    };
    deps = {
      db: ctx.database.db,
      mailer: createOutboxMailer(ctx.database.db, ctx.config.mailFrom),
      signer: new TokenSigner(TEST_JWT_SECRET),
      storage,
      publicUrl: 'http://localhost:3000',
      retentionMonths: ctx.config.candidateRetentionMonths,
    };
  });
  afterAll(async () => {
    await ctx.close();
  });

  const candidateAt = async (lastContactAt: Date, documents: { name: string; fileKey: string }[] = []) => {
    const c = await createCandidate(ctx.database.db, { documents });
    await ctx.database.db.update(candidates).set({ lastContactAt }).where(eq(candidates.id, c.id));
    const [row] = await ctx.database.db.select().from(candidates).where(eq(candidates.id, c.id));
    return row!;
  };
  const reload = async (id: number) => (await ctx.database.db.select().from(candidates).where(eq(candidates.id, id)))[0]!;
  const mailsTo = (email: string) => ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

  it('defaults to 24 months', () => {
    expect(ctx.config.candidateRetentionMonths).toBe(24);
  });

  it('anonymizes 24 months + 1 day, keeps 23 months, warns at 30 days before and not at 31; a second run changes nothing', async () => {
    const recruiter = await createUser(ctx.database);
    const address = await createAddress(ctx.database.db, recruiter.recruiterId);
    const old = await candidateAt(monthsAgo(24, -1, FIXED), [{ name: 'CV.pdf', fileKey: 'documents/old-cv.pdf' }]);
    await createApplication(ctx.database.db, { candidateId: old.id, addressId: address.id, completedAt: '2024-05-02' });
    await createPurchase(ctx.database.db, recruiter.recruiterId, old.id, new Date('2024-06-01T10:00:00Z'));
    const young = await candidateAt(monthsAgo(23, 0, FIXED));
    const due = await candidateAt(monthsAgo(24, 30, FIXED));
    const notYet = await candidateAt(monthsAgo(24, 31, FIXED));

    const first = await runRetention(deps, FIXED);
    expect(first).toEqual({ warned: 1, anonymized: 1 });

    const gone = await reload(old.id);
    expect(gone.anonymizedAt?.getTime()).toBe(FIXED.getTime());
    expect([gone.firstName, gone.lastName, gone.phoneNumber, gone.streetAddress, gone.birthDate, gone.context]).toEqual([
      'Candidat',
      'anonymisé',
      null,
      null,
      null,
      null,
    ]);
    expect(gone.email).not.toBe(old.email);
    expect(await ctx.database.db.select().from(candidateDocuments).where(eq(candidateDocuments.candidateId, old.id))).toEqual([]);
    expect(removed).toContain('documents/old-cv.pdf');
    // Statistics kept: the application and the purchase, with their dates and amount, on the anonymous candidate.
    expect(
      (await ctx.database.db.select().from(applications).where(eq(applications.candidateId, old.id))).map((a) => a.completedAt),
    ).toEqual(['2024-05-02']);
    const [purchase] = await ctx.database.db.select().from(purchases).where(eq(purchases.candidateId, old.id));
    expect([purchase!.priceCents, purchase!.purchasedAt.toISOString()]).toEqual([1500, '2024-06-01T10:00:00.000Z']);

    expect(await reload(young.id)).toEqual(young);
    expect(await mailsTo(young.email)).toEqual([]);
    expect(await reload(notYet.id)).toEqual(notYet);
    expect(await mailsTo(notYet.email)).toEqual([]);

    const [notice] = await mailsTo(due.email);
    expect(notice!.subject).toBe('Vos données candidat seront bientôt anonymisées');
    expect(notice!.text).toContain(`Bonjour ${due.firstName},`);
    expect(notice!.text).toContain('anonymisé le 14 avril 2026');
    expect(notice!.text).toMatch(/http:\/\/localhost:3000\/app\/my-data\?token=[\w.-]+/);
    expect((await reload(due.id)).anonymizedAt).toBeNull();

    expect(await runRetention(deps, FIXED)).toEqual({ warned: 0, anonymized: 0 });
    expect(await mailsTo(due.email)).toHaveLength(1);
  });

  it('a warned candidate who asks to be kept through the link is not anonymized when the date comes; one who does not is', async () => {
    const kept = await candidateAt(monthsAgo(24, 20));
    const silent = await candidateAt(monthsAgo(24, 20));
    await runRetention(deps, NOW);
    const [mail] = await mailsTo(kept.email);
    const token = /token=([\w.-]+)/.exec(mail!.text)![1]!;

    const status = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/', payload: { token } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ firstName: kept.firstName, anonymizationDate: addMonths(kept.lastContactAt, 24).toISOString() });

    const res = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/extend/', payload: { token } });
    expect(res.statusCode).toBe(200);
    const extendedTo = new Date(res.json<{ anonymizationDate: string }>().anonymizationDate);
    expect(extendedTo.getTime()).toBeGreaterThan(addMonths(NOW, 24).getTime() - DAY);

    const later = new Date(NOW.getTime() + 21 * DAY);
    expect(await runRetention(deps, later)).toMatchObject({ anonymized: 1 });
    expect((await reload(kept.id)).anonymizedAt).toBeNull();
    expect((await reload(kept.id)).firstName).toBe(kept.firstName);
    expect((await reload(silent.id)).anonymizedAt?.getTime()).toBe(later.getTime());
    // The silent candidate's own mails went with their data.
    expect(await mailsTo(silent.email)).toEqual([]);
  });

  it('applying again is a contact: the period starts again', async () => {
    const c = await candidateAt(monthsAgo(24, 10));
    await runRetention(deps, NOW);
    expect((await reload(c.id)).retentionNoticeAt).not.toBeNull();
    // What the apply page does for a known candidate (apply.repository.markContact).
    const { markContact } = await import('../apply/apply.repository.ts');
    await ctx.database.db.transaction((tx) => markContact(tx, c.id));
    const after = await reload(c.id);
    expect(after.retentionNoticeAt).toBeNull();
    expect(Date.now() - after.lastContactAt.getTime()).toBeLessThan(60_000);
  });
});
