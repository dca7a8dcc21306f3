import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceIds, type ReferenceIds } from '../../../test/candidates-fixtures.ts';
import { bearer, createTestApp, login, TEST_JWT_SECRET, type TestContext } from '../../../test/helpers.ts';
import { findEverywhere, populateCandidate, populateRecruiter } from '../../../test/privacy-fixtures.ts';
import { applications, candidates, invoices, purchases, users } from '../../db/schema/index.ts';
import { TokenSigner } from '../../lib/tokens.ts';

/**
 * Erasure leaves no personal data (decision 093): after it, every text and JSON column of every
 * table is searched for the person's e-mail, names, phone, IBAN and street.
 */

/** Kept on purpose, with the reason: an issued invoice is never altered (10-year legal duty). */
const LEGALLY_KEPT = ['invoices.buyer'];

describe('erasure', () => {
  let ctx: TestContext;
  let refs: ReferenceIds;

  beforeAll(async () => {
    ctx = await createTestApp();
    refs = await seedReferenceIds(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('a recruiter with an invoice: nothing personal is left but the invoice, which stays whole', async () => {
    const { user, needles } = await populateRecruiter(ctx, refs, { invoice: true });
    for (const needle of Object.values(needles)) expect((await findEverywhere(ctx.database.db, needle)).length, needle).toBeGreaterThan(0);
    const { access } = await login(ctx.app, user.email, user.password);

    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/recruiter/me/delete/', headers: bearer(access) });
    expect(res.statusCode).toBe(204);

    for (const needle of Object.values(needles)) {
      const left = (await findEverywhere(ctx.database.db, needle)).filter((place) => !LEGALLY_KEPT.includes(place));
      expect(left, needle).toEqual([]);
    }
    const kept = await ctx.database.db.select().from(invoices).where(eq(invoices.recruiterId, user.recruiterId));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.totalInclVat).toBe(1800);
    expect((kept[0]!.buyer as { email: string }).email).toBe(needles.email);
    // The invoice's order and line stay; the unpaid order went.
    const orders = await ctx.database.db.execute(sql`select status from orders where recruiter_id = ${user.recruiterId}`);
    expect((orders as unknown as { rows: { status: string }[] }).rows.map((r) => r.status)).toEqual(['paid']);
    // Signing in no longer works.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { email: user.email, password: user.password } });
    expect(again.statusCode).toBe(401);
  });

  it('a recruiter without invoices: the user row goes with everything', async () => {
    const { user, needles } = await populateRecruiter(ctx, refs, { invoice: false });
    const { access } = await login(ctx.app, user.email, user.password);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/recruiter/me/delete/', headers: bearer(access) })).statusCode).toBe(204);
    for (const needle of Object.values(needles)) expect(await findEverywhere(ctx.database.db, needle), needle).toEqual([]);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);
  });

  it('a candidate erasing from their data link: nothing personal left, applications and purchases kept with amounts and dates', async () => {
    const recruiter = await populateRecruiter(ctx, refs, { invoice: false });
    const { candidate, needles } = await populateCandidate(ctx.database.db, refs, recruiter.addressId, recruiter.user.recruiterId);
    for (const needle of Object.values(needles)) expect((await findEverywhere(ctx.database.db, needle)).length, needle).toBeGreaterThan(0);
    const token = await new TokenSigner(TEST_JWT_SECRET).signCandidateData(candidate.uuid, 3600);

    const res = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/erase/', payload: { token } });
    expect(res.statusCode).toBe(204);

    for (const needle of [...Object.values(needles), `Ondine ${needles.lastName}`]) expect(await findEverywhere(ctx.database.db, needle), needle).toEqual([]);
    const [row] = await ctx.database.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(row!.anonymizedAt).not.toBeNull();
    expect(row!.firstName).toBe('Candidat');
    const kept = await ctx.database.db.select().from(applications).where(eq(applications.candidateId, candidate.id));
    expect(kept.map((a) => a.completedAt)).toEqual(['2026-01-15']);
    const bought = await ctx.database.db.select().from(purchases).where(eq(purchases.candidateId, candidate.id));
    expect(bought.map((p) => p.priceCents)).toEqual([1500]);
    // The link is spent: the data is gone.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('privacy_link_invalid');
  });
});
