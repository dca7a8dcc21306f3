import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANDIDATE_DATA_RATE_LIMIT } from '@app/contracts/privacy';
import { createCandidate, seedReferenceIds } from '../../../test/candidates-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { candidates, emailOutbox } from '../../db/schema/index.ts';
import { MAILBOX_LIVE_SECRETS } from '../../lib/mailbox-secrets.ts';
import { createSmtpMailer } from '../../providers/mail/mailer.ts';

/** A candidate who lost their data link asks for a new one (decision 093). */
describe('POST /api/candidate-data/link/', () => {
  let ctx: TestContext;
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;
  const ask = (email: string, ip = freshIp()) =>
    ctx.app.inject({ method: 'POST', url: '/api/candidate-data/link/', payload: { email }, headers: { 'x-forwarded-for': ip } });
  const mailsTo = (email: string) => ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

  beforeAll(async () => {
    // The client address comes from X-Forwarded-For, as behind the production proxy.
    ctx = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    await seedReferenceIds(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("mails a working link to the candidate's own address, whatever the case typed", async () => {
    const candidate = await createCandidate(ctx.database.db, { email: 'lea.martin@example.test', firstName: 'Léa' });
    const res = await ask('Lea.Martin@Example.test');
    expect(res.statusCode).toBe(204);
    const mails = await mailsTo('lea.martin@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Votre lien vers vos données candidat');
    expect(mails[0]!.text).toContain('Bonjour Léa');
    const token = /token=([\w.-]+)/.exec(mails[0]!.text)![1]!;
    const status = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/', payload: { token } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ firstName: 'Léa' });
    expect(candidate.uuid).toBeTruthy();
  });

  it("writes the mail in the candidate's language (issue 29: French to an English candidate)", async () => {
    const candidate = await createCandidate(ctx.database.db, { email: 'sam.lee@example.test', firstName: 'Sam' });
    await ctx.database.db.update(candidates).set({ language: 'en' }).where(eq(candidates.id, candidate.id));
    expect((await ask('sam.lee@example.test')).statusCode).toBe(204);
    const [mail] = await mailsTo('sam.lee@example.test');
    expect(mail!.subject).toBe('Your link to your candidate data');
    expect(mail!.text).toContain('Hello Sam,');
    expect(mail!.text).toContain('You asked for a new link to your candidate data.');
    expect(mail!.text).not.toContain('Bonjour');
  });

  it('answers the same for an unknown or anonymized address, and mails nobody', async () => {
    const unknown = await ask('personne@example.test');
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe('');
    const gone = await createCandidate(ctx.database.db, { email: 'parti@example.test' });
    await ctx.database.db.update(candidates).set({ anonymizedAt: new Date() }).where(eq(candidates.id, gone.id));
    expect((await ask('parti@example.test')).statusCode).toBe(204);
    expect(await mailsTo('personne@example.test')).toEqual([]);
    expect(await mailsTo('parti@example.test')).toEqual([]);
  });

  it('refuses an invalid e-mail with the field error', async () => {
    const res = await ask('pas-un-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(res.json().fieldErrors)).toEqual(['email']);
  });

  it(`mails one mailbox at most ${MAILBOX_LIVE_SECRETS} links a day, whatever the clients asking (decision 149)`, async () => {
    await createCandidate(ctx.database.db, { email: 'cible@example.test' });
    const answers = await Promise.all(Array.from({ length: MAILBOX_LIVE_SECRETS + 3 }, () => ask('cible@example.test')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(MAILBOX_LIVE_SECRETS + 3).fill(204));
    expect(await mailsTo('cible@example.test')).toHaveLength(MAILBOX_LIVE_SECRETS);
  });

  it(`limits each client address to ${CANDIDATE_DATA_RATE_LIMIT.max} requests in 15 minutes`, async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i <= CANDIDATE_DATA_RATE_LIMIT.max; i++) answers.push((await ask(`inconnu${i}@example.test`, ip)).statusCode);
    expect(answers.slice(0, CANDIDATE_DATA_RATE_LIMIT.max)).toEqual(Array(CANDIDATE_DATA_RATE_LIMIT.max).fill(204));
    expect(answers.at(-1)).toBe(429);
    expect((await ask('inconnu@example.test')).statusCode).toBe(204);
  });
});

describe('a data link asked while the mail server is down (decision 149)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Port 9 of loopback: nothing listens, every delivery fails at once.
    ctx = await createTestApp({ mailer: (database) => createSmtpMailer(database.db, 'QRecrute <no-reply@test>', 'smtp://127.0.0.1:9') });
    await seedReferenceIds(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers as for an unknown address: the delivery happens after the answer, its failure is in the outbox', async () => {
    await createCandidate(ctx.database.db, { email: 'connu@example.test' });
    const known = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/link/', payload: { email: 'connu@example.test' } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/link/', payload: { email: 'inconnu@example.test' } });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(known.statusCode).toBe(204);
    await vi.waitFor(async () => {
      const [row] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'connu@example.test'));
      expect(row?.status).toBe('failed');
    });
  });
});
