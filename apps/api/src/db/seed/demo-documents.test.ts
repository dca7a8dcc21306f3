import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp } from '../../../test/commerce-fixtures.ts';
import { bearer, login, type TestContext } from '../../../test/helpers.ts';
import { candidateDocuments, candidates, purchases, recruiters, users } from '../schema/index.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemo } from './demo.ts';

/** The demo generator's resume PDFs, downloaded through the API (issue 11, item 1). */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createCommerceApp();
  await seedDemo(ctx.database.db, { candidates: 40, storage: ctx.app.commerce.storage, now: new Date('2026-03-15T10:00:00Z') });
}, 120_000);
afterAll(() => ctx?.close());

const documentUrl = async (candidateId: number) => {
  const [row] = await ctx.database.db
    .select({ uuid: candidates.uuid, id: candidateDocuments.id })
    .from(candidateDocuments)
    .innerJoin(candidates, eq(candidates.id, candidateDocuments.candidateId))
    .where(eq(candidates.id, candidateId));
  return `/api/candidate/${row!.uuid}/documents/${row!.id}/`;
};
const download = async (email: string, url: string) => {
  const { access } = await login(ctx.app, email, DEMO_PASSWORD);
  return ctx.app.inject({ method: 'GET', url, headers: bearer(access) });
};
const boughtBy = async (email: string) =>
  (
    await ctx.database.db
      .select({ candidateId: purchases.candidateId })
      .from(purchases)
      .innerJoin(recruiters, eq(recruiters.id, purchases.recruiterId))
      .innerJoin(users, eq(users.id, recruiters.userId))
      .where(eq(users.email, email))
  ).map((r) => r.candidateId);

describe('demo candidates’ resumes', () => {
  it('stores a real PDF for every document row', async () => {
    const rows = await ctx.database.db.select({ key: candidateDocuments.fileKey }).from(candidateDocuments);
    expect(rows).toHaveLength(40);
    for (const { key } of rows) {
      const file = await ctx.app.commerce.storage.get(key);
      expect(file?.contentType).toBe('application/pdf');
      expect(file!.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('downloads for the premium head-hunter and for a buyer, as a PDF with the candidate’s name', async () => {
    const [bought] = await boughtBy(DEMO_EMAILS.headhunter);
    expect(bought).toBeDefined();
    const url = await documentUrl(bought!);
    const [person] = await ctx.database.db.select().from(candidates).where(eq(candidates.id, bought!));
    for (const email of [DEMO_EMAILS.headhunterPremium, DEMO_EMAILS.headhunter]) {
      const res = await download(email, url);
      expect(res.statusCode, email).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The document's title names the candidate: a PDF string, plain ASCII when it can be, else UTF-16BE.
      const title = `CV ${person!.firstName} ${person!.lastName}`;
      const utf16 = Buffer.from(title, 'utf16le').swap16();
      expect(res.rawPayload.includes(`(${title})`, 0, 'latin1') || res.rawPayload.includes(utf16), title).toBe(true);
    }
  });

  it('answers 404 to a head-hunter who has not bought the resume', async () => {
    const bought = await boughtBy(DEMO_EMAILS.headhunter);
    const [other] = await ctx.database.db.select({ id: candidates.id }).from(candidates).where(notInArray(candidates.id, bought)).limit(1);
    const url = await documentUrl(other!.id);
    expect(
      await ctx.app.commerce.storage.get(
        (await ctx.database.db.select().from(candidateDocuments).where(eq(candidateDocuments.candidateId, other!.id)))[0]!.fileKey,
      ),
    ).not.toBeNull();
    const res = await download(DEMO_EMAILS.headhunter, url);
    expect(res.statusCode).toBe(404);
  });
});
