import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createAddressJob, createPurchase, seedReferenceIds, type ReferenceIds } from '../../../test/candidates-fixtures.ts';
import { bearer, createTestApp, createUser, login, TEST_JWT_SECRET, type TestContext } from '../../../test/helpers.ts';
import { findEverywhere, populateCandidate, populateRecruiter } from '../../../test/privacy-fixtures.ts';
import { applications, candidates, emailOutbox, fingerprints, invoices, purchases, users } from '../../db/schema/index.ts';
import { TokenSigner } from '../../lib/tokens.ts';

/**
 * Erasure leaves no personal data (decision 093): after it, every text and JSON column of every
 * table is searched for the person's e-mail, names, phone, IBAN and street.
 */

/** Kept on purpose, with the reason: an issued invoice is never altered (10-year legal duty). */
const LEGALLY_KEPT = ['invoices.buyer'];
/**
 * What the law keeps of a candidate: nothing that names them. The invoices of the resumes bought
 * are the recruiters' (buyer: the account; a line may show the first name typed, not a needle here).
 */
const LEGALLY_KEPT_FOR_CANDIDATES: string[] = [];

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe('erasure', () => {
  let ctx: TestContext;
  let refs: ReferenceIds;

  beforeAll(async () => {
    // Distinct clients told apart by X-Forwarded-For, as behind the production proxy (the apply page is limited per client).
    ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    refs = await seedReferenceIds(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('a recruiter with an invoice: nothing personal is left but the invoice, which stays whole', async () => {
    const { user, needles } = await populateRecruiter(ctx, refs, { invoice: true });
    for (const needle of Object.values(needles)) expect((await findEverywhere(ctx.database.db, needle)).length, needle).toBeGreaterThan(0);
    const { access } = await login(ctx.app, user.email, user.password);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/recruiter/me/delete/',
      headers: bearer(access),
      payload: { password: user.password },
    });
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
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/recruiter/me/delete/',
          headers: bearer(access),
          payload: { password: user.password },
        })
      ).statusCode,
    ).toBe(204);
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

    for (const needle of [...Object.values(needles), `Ondine ${needles.lastName}`])
      expect(await findEverywhere(ctx.database.db, needle), needle).toEqual([]);
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

  it('an erased candidate is listed to no recruiter: not among the applications, not among the bought resumes (decision 142)', async () => {
    const db = ctx.database.db;
    const recruiter = await createUser(ctx.database, { maxAddresses: 1 });
    const address = await createAddress(db, recruiter.recruiterId, { name: 'Fournil du port' });
    await createAddressJob(db, address.id, { jobId: refs.jobIds[0]! });
    const { candidate, applicationId } = await populateCandidate(db, refs, address.id, recruiter.recruiterId);
    const [typed] = await ctx.database.db.select({ uuid: applications.uuid }).from(applications).where(eq(applications.id, applicationId));
    const buyer = await createUser(ctx.database, { headhunter: true });
    await createPurchase(ctx.database.db, buyer.recruiterId, candidate.id);
    const owner = (await login(ctx.app, recruiter.email, recruiter.password)).access;
    const hunter = (await login(ctx.app, buyer.email, buyer.password)).access;
    const listed = async () => {
      const apps = await ctx.app.inject({ method: 'GET', url: '/api/applications/', headers: bearer(owner) });
      const one = await ctx.app.inject({ method: 'GET', url: `/api/applications/${typed!.uuid}/`, headers: bearer(owner) });
      const bought = await ctx.app.inject({ method: 'GET', url: '/api/purchased-candidate/', headers: bearer(hunter) });
      return { applications: apps.json().count as number, detail: one.statusCode, bought: bought.json().count as number };
    };
    expect(await listed()).toEqual({ applications: 1, detail: 200, bought: 1 });

    const token = await new TokenSigner(TEST_JWT_SECRET).signCandidateData(candidate.uuid, 3600);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/erase/', payload: { token } })).statusCode).toBe(204);

    // The rows stay for the statistics and the accounts; the person is shown nowhere.
    expect(await listed()).toEqual({ applications: 0, detail: 404, bought: 0 });
    expect(await ctx.database.db.select().from(applications).where(eq(applications.id, applicationId))).toHaveLength(1);
  });

  it('a candidate who did everything (applied, proven, bought, favourited, fingerprinted, mailed about): no trace left, public resume 404', async () => {
    const db = ctx.database.db;
    const recruiter = await populateRecruiter(ctx, refs, { invoice: false });
    const { candidate, needles } = await populateCandidate(db, refs, recruiter.addressId, recruiter.user.recruiterId);
    const siteEmail = `rh.${candidate.uuid.slice(0, 8)}@site.test`;
    const [site] = rowsOf<{ uuid: string; job_uuid: string }>(
      await db.execute(sql`update addresses set receive_application_by_email = true, frequency = 'none', email = ${siteEmail} where id = ${recruiter.addressId}
        returning uuid::text, (select uuid::text from address_jobs where address_id = ${recruiter.addressId} limit 1) as job_uuid`),
    );
    // Proven (signed up): the public resume answers.
    await db.execute(sql`update candidates set email_verified_at = now() where id = ${candidate.id}`);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/public-resume/${candidate.uuid}/` })).statusCode).toBe(200);
    // Applies through the page: a visit with their uuid, and the site's mail with their first name and job.
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/apply/${site!.uuid}/`,
      headers: { 'x-forwarded-for': '203.0.113.77', 'user-agent': `Mozilla/5.0 Tournesol` },
      payload: {
        firstName: 'Ondine',
        lastName: needles.lastName,
        email: needles.email,
        phoneNumber: needles.phone,
        addressJobUuid: site!.job_uuid,
        experienceId: refs.experienceIds[0]!,
        withDisability: false,
        consent: true,
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const siteMails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, siteEmail));
    expect(siteMails.map((m) => [m.template, m.mentionedCandidateIds])).toEqual([['new-application', [candidate.id]]]);
    expect(siteMails[0]!.text).toContain('Ondine');
    // A digest written before migration 0045 (no mentions recorded) and another candidate's mail to the same site.
    await db.execute(sql`insert into email_outbox (to_address, subject, text, template, user_id) values
      (${siteEmail}, 'Vos candidatures du jour', 'Ondine, pour le poste « Boulanger », lundi', 'application-digest-daily', ${recruiter.user.userId})`);
    await db.execute(sql`insert into email_outbox (to_address, subject, text, template, user_id, mentioned_candidate_ids) values
      (${siteEmail}, 'Nouvelle candidature', 'Gaston, pour le poste « Boulanger »', 'new-application', ${recruiter.user.userId}, ${`{${recruiter.otherCandidateId}}`}::int[])`);
    // The order that chose the resume names its uuid.
    await db.execute(sql`update orders set metadata = ${JSON.stringify({ candidates: [candidate.uuid, 'someone-else'] })}::jsonb
      where id in (select order_id from order_lines where candidate_id = ${candidate.id})`);
    const visits = await db.select().from(fingerprints).where(eq(fingerprints.candidateUuid, candidate.uuid));
    // Their own visits when applying (the fixture's and this application's) and a head-hunter's visit of their resume page.
    expect(visits.length).toBe(3);
    const all = [...Object.values(needles), `Ondine ${needles.lastName}`, candidate.uuid];
    for (const needle of all) expect((await findEverywhere(db, needle)).length, needle).toBeGreaterThan(0);

    const token = await new TokenSigner(TEST_JWT_SECRET).signCandidateData(candidate.uuid, 3600);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/erase/', payload: { token } })).statusCode).toBe(204);

    // Every text, character and JSON column of every table: nothing left but what the law keeps.
    for (const needle of all) {
      const left = (await findEverywhere(db, needle)).filter((place) => !LEGALLY_KEPT_FOR_CANDIDATES.includes(place));
      expect(left, needle).toEqual([]);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/public-resume/${candidate.uuid}/` })).statusCode).toBe(404);
    // The visits stay counted for the site, cut from the person.
    const cut = await db
      .select()
      .from(fingerprints)
      .where(
        inArray(
          fingerprints.id,
          visits.map((v) => v.id),
        ),
      );
    expect(cut.map((v) => [v.addressId, v.candidateUuid, v.path, v.userAgent, v.visitorHash === `erased-${v.id}`])).toEqual(
      visits.map((v) => [v.addressId, null, null, null, true]),
    );
    // The site's mails that named the candidate are gone (tied and untied); the other candidate's stays.
    const left = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, siteEmail));
    expect(left.map((m) => m.text)).toEqual(['Gaston, pour le poste « Boulanger »']);
    const [order] = rowsOf<{ metadata: { candidates: string[] } }>(
      await db.execute(
        sql`select metadata from orders where id in (select order_id from order_lines where candidate_id = ${candidate.id})`,
      ),
    );
    expect(order!.metadata.candidates).toEqual(['someone-else']);
  });
});
