import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateCard, CandidateListAnswer, PurchasedListAnswer } from '@app/contracts/candidates';
import {
  createAddress,
  createAddressJob,
  createApplication,
  createCandidate,
  createPurchase,
  queueLength,
  pickRelatedJobs,
  seedReferenceIds,
  type ReferenceIds,
} from '../../../../test/candidates-fixtures.ts';
import { createCommerceApp } from '../../../../test/commerce-fixtures.ts';
import { expectNoContact } from '../../../../test/contact-assertions.ts';
import { bearer, createUser, login, type TestContext } from '../../../../test/helpers.ts';
import { rowsOf } from '../../../lib/sql.ts';
import { addressJobSkills, candidateSkills } from '../../../db/schema/index.ts';
import { drainMatchQueue } from '../../matching/match.worker.ts';

let ctx: TestContext;
let ref: ReferenceIds;
const tokens: Record<string, string> = {};
const ids: Record<string, { id: number; uuid: string }> = {};
let hunterRecruiterId = 0;
let hub = 0;
let similar: number[] = [];
let other = 0;
let hunterAddress: { id: number; uuid: string };
let hunterJob: { id: number; uuid: string };

const DAY = 86_400_000;

async function get<T = unknown>(who: string, url: string): Promise<{ status: number; body: T }> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: tokens[who] ? bearer(tokens[who]) : {} });
  return { status: res.statusCode, body: res.json() as T };
}

beforeAll(async () => {
  ctx = await createCommerceApp();
  const db = ctx.database.db;
  ref = await seedReferenceIds(db);
  ({ hub, similar, other } = pickRelatedJobs(ref));
  const [skillA, skillB] = ref.skillIds;
  const [level0, level1, level2, level3] = ref.experienceIds;

  const users = {
    hunter: await createUser(ctx.database, { headhunter: true }),
    hunterPremium: await createUser(ctx.database, { headhunter: true, headhunterPremium: true }),
    standard: await createUser(ctx.database),
    premium: await createUser(ctx.database, { maxAddresses: 3 }),
    affiliate: await createUser(ctx.database, { affiliate: true }),
    otherHunter: await createUser(ctx.database, { headhunter: true }),
  };
  for (const [name, user] of Object.entries(users)) tokens[name] = (await login(ctx.app, user.email, user.password)).access;
  hunterRecruiterId = users.hunter.recruiterId;

  hunterAddress = await createAddress(db, users.hunter.recruiterId, { name: 'Cabinet Durand' });
  hunterJob = await createAddressJob(db, hunterAddress.id, {
    jobId: hub,
    experienceIds: [level2!],
    skillIds: [skillA!, skillB!],
    languageIds: [ref.languageIds[0]!],
  });
  const otherAddress = await createAddress(db, users.otherHunter.recruiterId, { name: 'Autre cabinet' });
  await createAddressJob(db, otherAddress.id, { jobId: hub });
  ids.otherAddress = otherAddress;

  ids.best = await createCandidate(db, {
    firstName: 'Alice',
    lastName: 'Zerbib',
    email: 'alice.zerbib@example.test',
    phoneNumber: '0601020304',
    streetAddress: '5 quai Saint-Vincent',
    searchedJobs: [{ jobId: hub, experienceId: level3! }],
    skillIds: [skillA!, skillB!],
    languageIds: [ref.languageIds[0]!],
    documents: [{ name: 'CV Alice.pdf', fileKey: 'candidates/abcdefgh12.pdf' }],
  });
  ids.similar = await createCandidate(db, {
    firstName: 'Bruno',
    searchedJobs: [{ jobId: similar[0]!, experienceId: level2! }],
    skillIds: [skillA!],
  });
  ids.fresh = await createCandidate(db, {
    firstName: 'Chloé',
    signedUpAt: new Date(Date.now() - 2 * DAY),
    searchedJobs: [{ jobId: hub, experienceId: level1! }],
  });
  ids.disabled = await createCandidate(db, {
    firstName: 'David',
    withDisability: true,
    tag: 'rare',
    searchedJobs: [{ jobId: hub, experienceId: level0! }],
  });
  ids.outside = await createCandidate(db, { firstName: 'Émile', searchedJobs: [{ jobId: other, experienceId: level3! }] });
  ids.jobless = await createCandidate(db, { firstName: 'Fanny', searchedJobs: [] });
  for (let i = 0; i < 7; i += 1) {
    ids[`filler${i}`] = await createCandidate(db, {
      firstName: `Gaston${i}`,
      searchedJobs: [{ jobId: similar[1] ?? similar[0]!, experienceId: null }],
    });
  }
  await drainMatchQueue(db, { debounceMs: 0 });
});

afterAll(async () => ctx.close());

const scopeParam = () => [hub, ...ref.similar.get(hub)!].join(',');

describe('GET /api/candidate/', () => {
  it('lists the candidates of the caller’s jobs, best match first, in the paginated shape', async () => {
    const { status, body } = await get<CandidateListAnswer>('hunter', `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 11, totalPages: 3, pageSize: 5, previousPageNumber: null, nextPageNumber: 2 });
    expect(body.results).toHaveLength(5);
    expect(body.results[0]).toMatchObject({
      uuid: ids.best!.uuid,
      firstName: 'Alice',
      matchingPercentage: 100,
      favorite: false,
      tag: null,
      purchasedDate: null,
    });
    expect(body.results[0]!.matchingSearchedJob?.job.id).toBe(hub);
    const all: CandidateCard[] = [...body.results];
    for (const page of [2, 3]) {
      const next = await get<CandidateListAnswer>(
        'hunter',
        `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}&page=${page}`,
      );
      all.push(...next.body.results);
    }
    expect(all).toHaveLength(11);
    const percentages = all.map((c) => c.matchingPercentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    expect(all.map((c) => c.uuid)).not.toContain(ids.outside!.uuid);
    expectNoContact(body, { lastName: 'Zerbib', email: 'alice.zerbib@example.test', phone: '0601020304' });
  });

  it('splits new candidates (7 days) from the others, and filters disabled workers', async () => {
    const fresh = await get<CandidateListAnswer>(
      'hunter',
      `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}&new_candidates=1`,
    );
    expect(fresh.body.count).toBe(1);
    expect(fresh.body.results.map((c) => c.uuid)).toEqual([ids.fresh!.uuid]);
    expect(fresh.body.results[0]!.isNew).toBe(true);
    const older = await get<CandidateListAnswer>(
      'hunter',
      `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}&new_candidates=0`,
    );
    expect(older.body.count).toBe(10);
    const disabled = await get<CandidateListAnswer>(
      'hunter',
      `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}&candidate__with_disability=true`,
    );
    expect(disabled.body).toMatchObject({ count: 1, totalPages: 1 });
    expect(disabled.body.results[0]).toMatchObject({ uuid: ids.disabled!.uuid, tag: 'rare' });
  });

  it('narrows to the searched jobs asked for, and answers an empty page for jobs the caller has not', async () => {
    const onlyHub = await get<CandidateListAnswer>('hunter', `/api/candidate/?candidate__searched_jobs__job__in=${hub}`);
    expect(onlyHub.body.results.map((c) => c.firstName).sort()).toEqual(['Alice', 'Chloé', 'David']);
    expect(onlyHub.body.count).toBe(3);
    const none = await get<CandidateListAnswer>('hunter', `/api/candidate/?candidate__searched_jobs__job__in=${other}`);
    expect(none.body).toMatchObject({ count: 0, totalPages: 0, results: [], nextPageNumber: null });
  });

  it('shows on each card the first searched job within the lists, with its experience', async () => {
    const db = ctx.database.db;
    // Bruno also searches a job outside the lists, in first position: his card keeps the job in scope.
    await db.execute(
      sql`INSERT INTO candidate_searched_jobs (candidate_id, job_id, experience_id, position) VALUES (${ids.similar!.id}, ${other}, ${ref.experienceIds[1]!}, -1)`,
    );
    try {
      const cards: CandidateCard[] = [];
      for (const page of [1, 2, 3]) cards.push(...(await get<CandidateListAnswer>('hunter', `/api/candidate/?page=${page}`)).body.results);
      expect(cards).toHaveLength(11);
      // The rule written again from the rows: in scope first, then by position and id.
      const scope = new Set([hub, ...ref.similar.get(hub)!]);
      const rows = rowsOf<{
        uuid: string;
        job_id: number;
        position: number;
        id: number;
        job_uuid: string;
        job_name: string;
        exp_id: number | null;
        exp_name: string | null;
      }>(
        await db.execute(sql`SELECT c.uuid::text AS uuid, s.job_id, s.position, s.id, j.uuid::text AS job_uuid, j.name AS job_name, e.id AS exp_id, e.name AS exp_name
          FROM candidate_searched_jobs s JOIN candidates c ON c.id = s.candidate_id JOIN jobs j ON j.id = s.job_id LEFT JOIN experiences e ON e.id = s.experience_id`),
      );
      const expected = (uuid: string) => {
        const [first] = rows
          .filter((r) => r.uuid === uuid)
          .sort((a, b) => Number(scope.has(b.job_id)) - Number(scope.has(a.job_id)) || a.position - b.position || a.id - b.id);
        if (!first) return null;
        return {
          job: { id: Number(first.job_id), uuid: first.job_uuid, name: first.job_name },
          experience: first.exp_id === null ? null : { id: Number(first.exp_id), name: first.exp_name },
        };
      };
      for (const card of cards) expect(card.matchingSearchedJob).toEqual(expected(card.uuid));
      const bruno = cards.find((c) => c.uuid === ids.similar!.uuid)!;
      expect(bruno.matchingSearchedJob?.job.id).toBe(similar[0]);
      expect(bruno.matchingSearchedJob?.experience?.id).toBe(ref.experienceIds[2]);
      expect(cards.filter((c) => c.matchingSearchedJob?.experience === null)).toHaveLength(7);
    } finally {
      await db.execute(sql`DELETE FROM candidate_searched_jobs WHERE candidate_id = ${ids.similar!.id} AND job_id = ${other}`);
      await drainMatchQueue(db, { debounceMs: 0 });
    }
  });

  it('merges several lists on the best percentage', async () => {
    const db = ctx.database.db;
    const second = await createAddressJob(db, hunterAddress.id, { jobId: other });
    await drainMatchQueue(db, { debounceMs: 0 });
    const all = await get<CandidateListAnswer>('hunter', '/api/candidate/');
    expect(all.body.count).toBe(12);
    expect(all.body.results[0]!.uuid).toBe(ids.best!.uuid);
    // The outside candidate now matches the second job: 40 + 20 + 15 + 10 + 10 + 5.
    const outside = await get<CandidateListAnswer>('hunter', `/api/candidate/?candidate__searched_jobs__job__in=${other}`);
    expect(outside.body.results).toHaveLength(1);
    expect(outside.body.results[0]).toMatchObject({ uuid: ids.outside!.uuid, matchingPercentage: 100 });
    await db.execute(sql`DELETE FROM address_jobs WHERE id = ${second.id}`);
    const back = await get<CandidateListAnswer>('hunter', '/api/candidate/');
    expect(back.body.count).toBe(11);
  });

  it('is refreshed through the queue when a job or a candidate changes', async () => {
    const db = ctx.database.db;
    const before = await get<CandidateListAnswer>('hunter', `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}`);
    expect(before.body.results[0]!.matchingPercentage).toBe(100);
    // The job now also asks for a third skill Alice lacks: 15 x 2/3 = 10 instead of 15.
    await db.insert(addressJobSkills).values({ addressJobId: hunterJob.id, skillId: ref.skillIds[2]! });
    expect(await queueLength(db)).toBeGreaterThan(0);
    await drainMatchQueue(db, { debounceMs: 0 });
    const after = await get<CandidateListAnswer>('hunter', `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}`);
    expect(after.body.results.find((c) => c.uuid === ids.best!.uuid)?.matchingPercentage).toBe(95);
    // Alice learns it.
    await db.insert(candidateSkills).values({ candidateId: ids.best!.id, skillId: ref.skillIds[2]! });
    await drainMatchQueue(db, { debounceMs: 0 });
    const again = await get<CandidateListAnswer>('hunter', `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}`);
    expect(again.body.results[0]).toMatchObject({ uuid: ids.best!.uuid, matchingPercentage: 100 });
  });

  it('drops a deleted candidate from the lists and their sizes at once', async () => {
    const db = ctx.database.db;
    const extra = await createCandidate(db, { firstName: 'Zoé', withDisability: true, searchedJobs: [{ jobId: hub, experienceId: null }] });
    await drainMatchQueue(db, { debounceMs: 0 });
    const before = await get<CandidateListAnswer>('hunter', `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}`);
    const disabledBefore = await get<CandidateListAnswer>(
      'hunter',
      `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}&candidate__with_disability=true`,
    );
    await db.execute(sql`DELETE FROM candidates WHERE id = ${extra.id}`);
    const after = await get<CandidateListAnswer>('hunter', `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}`);
    const disabledAfter = await get<CandidateListAnswer>(
      'hunter',
      `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}&candidate__with_disability=true`,
    );
    expect(after.body.count).toBe(before.body.count - 1);
    expect(disabledAfter.body.count).toBe(disabledBefore.body.count - 1);
    const rows = (await db.execute(sql`SELECT count(*)::int AS n FROM candidate_matches WHERE candidate_id = ${extra.id}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(rows.rows[0]!.n)).toBe(0);
  });

  it('is for head-hunters and recruiters without premium', async () => {
    expect((await get('premium', '/api/candidate/')).status).toBe(403);
    expect((await get('affiliate', '/api/candidate/')).status).toBe(403);
    expect((await get('nobody', '/api/candidate/')).status).toBe(401);
    expect((await get<CandidateListAnswer>('standard', '/api/candidate/')).body.count).toBe(0);
    expect((await get('hunter', '/api/candidate/?candidate__searched_jobs__job__in=1;drop')).status).toBe(400);
  });
});

describe('GET /api/candidate/{uuid}/ and contact details', () => {
  const detail = (who: string, uuid: string, query = '') => get<Record<string, unknown>>(who, `/api/candidate/${uuid}/${query}`);
  const alice = { lastName: 'Zerbib', email: 'alice.zerbib@example.test', phone: '0601020304', street: '5 quai Saint-Vincent' };

  it('leaves contact details out for a candidate neither applied, bought nor covered by premium head-hunting', async () => {
    for (const who of ['hunter', 'standard', 'premium', 'otherHunter']) {
      const { status, body } = await detail(who, ids.best!.uuid);
      expect(status).toBe(200);
      expect(body).toMatchObject({ firstName: 'Alice', contactAccess: false, age: expect.any(Number) });
      expectNoContact(body, alice);
    }
  });

  it('shows them to a premium head-hunter', async () => {
    const { body } = await detail('hunterPremium', ids.best!.uuid);
    expect(body).toMatchObject({ contactAccess: true, lastName: 'Zerbib', email: alice.email, phoneNumber: alice.phone });
    expect(body.address).toMatchObject({ streetAddress: alice.street, cityName: 'Lyon' });
    expect(body.documents).toEqual([
      { name: 'CV Alice.pdf', file: expect.stringContaining(`/api/candidate/${ids.best!.uuid}/documents/`) },
    ]);
  });

  it('shows them after the purchase, to the buyer only', async () => {
    // Noon UTC is the same calendar day in Paris whatever the season: the date is shown in Paris time.
    await createPurchase(ctx.database.db, hunterRecruiterId, ids.best!.id, new Date('2026-03-10T12:00:00Z'));
    const { body } = await detail('hunter', ids.best!.uuid);
    expect(body).toMatchObject({ contactAccess: true, lastName: 'Zerbib', purchasedDate: '2026-03-10' });
    expectNoContact((await detail('otherHunter', ids.best!.uuid)).body, alice);
  });

  it('dates a purchase by its day in France: 23:30 UTC on 24 November is 25 November', async () => {
    const nightBuyer = await createUser(ctx.database, { headhunter: true });
    await createPurchase(ctx.database.db, nightBuyer.recruiterId, ids.best!.id, new Date('2026-11-24T23:30:00Z'));
    const { access } = await login(ctx.app, nightBuyer.email, nightBuyer.password);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/candidate/${ids.best!.uuid}/`, headers: bearer(access) });
    expect(res.json()).toMatchObject({ contactAccess: true, purchasedDate: '2026-11-25' });
  });

  it('follows applications: with an active subscription or premium, not without', async () => {
    const db = ctx.database.db;
    const standard = await ctx.database.db.execute(
      sql`SELECT id FROM recruiters WHERE id <> ${hunterRecruiterId} AND NOT is_headhunter AND max_addresses = 0 AND NOT is_affiliate LIMIT 1`,
    );
    const standardId = Number((standard as unknown as { rows: { id: number }[] }).rows[0]!.id);
    const unpaid = await createAddress(db, standardId, { name: 'Sans abonnement' });
    await createApplication(db, { candidateId: ids.similar!.id, addressId: unpaid.id, jobId: similar[0]! });
    expectNoContact((await detail('standard', ids.similar!.uuid)).body);
    const paid = await createAddress(db, standardId, { name: 'Avec abonnement', subscription: 'active' });
    await createApplication(db, { candidateId: ids.similar!.id, addressId: paid.id, jobId: similar[0]! });
    const { body } = await detail('standard', ids.similar!.uuid);
    expect(body).toMatchObject({ contactAccess: true, lastName: expect.any(String) });
    expect(body.appliedAddresses).toEqual(expect.arrayContaining([unpaid.uuid, paid.uuid]));
  });

  it('answers 404 for an unknown candidate or another recruiter’s application', async () => {
    expect((await detail('hunter', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const app = await createApplication(ctx.database.db, { candidateId: ids.fresh!.id, addressId: ids.otherAddress!.id });
    expect((await detail('hunter', ids.fresh!.uuid, `?application=${app.uuid}`)).status).toBe(404);
    const own = await detail('otherHunter', ids.fresh!.uuid, `?application=${app.uuid}`);
    // Whether the candidate confirmed it, for the profile's badge (walk of 2026-11-29, item 3).
    expect(own.body.application).toMatchObject({ uuid: app.uuid, emailConfirmed: true });
  });

  it('serves the public resume without sign-in and without contact details', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/public-resume/${ids.best!.uuid}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: ids.best!.uuid, firstName: 'Alice', jobs: [{ job: { id: hub } }] });
    expectNoContact(res.json(), alice);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/public-resume/00000000-0000-4000-8000-000000000000/' })).statusCode).toBe(404);
  });
});

describe('favourites', () => {
  it('toggles a favourite and lists the favourites best match first', async () => {
    const toggle = (uuid: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/favorite-candidate/', headers: bearer(tokens.hunter!), payload: { uuid } });
    expect((await toggle(ids.fresh!.uuid)).json()).toEqual({ uuid: ids.fresh!.uuid, favorite: true });
    expect((await toggle(ids.best!.uuid)).json()).toEqual({ uuid: ids.best!.uuid, favorite: true });
    const list = await get<CandidateListAnswer>('hunter', '/api/favorite-candidate/');
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((c) => c.uuid)).toEqual([ids.best!.uuid, ids.fresh!.uuid]);
    expect(list.body.results.every((c) => c.favorite)).toBe(true);
    expect((await get<CandidateListAnswer>('otherHunter', '/api/favorite-candidate/')).body.count).toBe(0);
    expect((await toggle(ids.fresh!.uuid)).json().favorite).toBe(false);
    expect((await get<CandidateListAnswer>('hunter', '/api/favorite-candidate/')).body.count).toBe(1);
    const cards = await get<CandidateListAnswer>('hunter', `/api/candidate/?candidate__searched_jobs__job__in=${scopeParam()}`);
    expect(cards.body.results.find((c) => c.uuid === ids.best!.uuid)?.favorite).toBe(true);
    expect((await toggle('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/favorite-candidate/',
          headers: bearer(tokens.premium!),
          payload: { uuid: ids.best!.uuid },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/purchased-candidate/', () => {
  it('groups by searched job (alphabetical, Sans emploi), then by purchase date, newest first', async () => {
    const db = ctx.database.db;
    const buyer = await createUser(ctx.database, { headhunter: true });
    const access = (await login(ctx.app, buyer.email, buyer.password)).access;
    await createPurchase(db, buyer.recruiterId, ids.best!.id, new Date(Date.now() - 3 * DAY));
    await createPurchase(db, buyer.recruiterId, ids.fresh!.id, new Date(Date.now() - 1 * DAY));
    await createPurchase(db, buyer.recruiterId, ids.jobless!.id, new Date(Date.now() - 2 * DAY));
    await createPurchase(db, buyer.recruiterId, ids.outside!.id, new Date(Date.now() - 5 * DAY));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/purchased-candidate/', headers: bearer(access) });
    const body = res.json() as PurchasedListAnswer;
    expect(body.count).toBe(4);
    const names = body.results.map((g) => g.searchedJobName);
    expect(names).toContain('Sans emploi');
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }));
    expect(names).toEqual(sorted);
    const hubGroup = body.results.find((g) => g.dateGroups.some((d) => d.candidates.some((c) => c.uuid === ids.best!.uuid)))!;
    const dates = hubGroup.dateGroups.map((d) => d.purchasedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(hubGroup.dateGroups[0]!.candidates[0]!.uuid).toBe(ids.fresh!.uuid);
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: `/api/purchased-candidate/?candidate__searched_jobs__job=${other}`,
      headers: bearer(access),
    });
    expect((filtered.json() as PurchasedListAnswer).count).toBe(1);
  });
});

describe('GET /api/addresses/{uuid}/filters/', () => {
  it('lists the address’s jobs with their counts, experiences and business units; 404 for another’s address', async () => {
    const { status, body } = await get<{
      jobs: { id: number; count: number; similarJobs: { id: number }[] }[];
      experiences: unknown[];
      businessUnits: unknown[];
    }>('hunter', `/api/addresses/${hunterAddress.uuid}/filters/`);
    expect(status).toBe(200);
    expect(body.jobs).toEqual([expect.objectContaining({ id: hub, count: 11, similarJobs: expect.arrayContaining([{ id: similar[0] }]) })]);
    expect(body.experiences).toHaveLength(ref.experienceIds.length);
    expect((await get('hunter', `/api/addresses/${ids.otherAddress!.uuid}/filters/`)).status).toBe(404);
  });
});
