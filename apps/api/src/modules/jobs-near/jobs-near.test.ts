import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_NEAR_KEYS, JOBS_NEAR_PAGE_SIZE, JOBS_NEAR_RATE_LIMIT, type JobsNearAnswer } from '@app/contracts/jobs-near';
import { addressJobs } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { insertAddress } from '../../../test/addresses-fixtures.ts';
import { referenceIds, type ReferenceIds } from '../../../test/jobs-fixtures.ts';

let ctx: TestContext;
let ref: ReferenceIds;
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

const search = (query: string, ip = freshIp()) =>
  ctx.app.inject({ method: 'GET', url: `/api/jobs-near/?${query}`, headers: { 'x-forwarded-for': ip } });

async function addJob(addressId: number, jobIndex: number, values: Partial<typeof addressJobs.$inferInsert> = {}) {
  await ctx.database.db
    .insert(addressJobs)
    .values({ addressId, jobId: ref.jobs[jobIndex]!, workingTimeId: ref.workingTimes[0]!, remoteId: ref.remotes[0]!, ...values });
}

// Lyon's centre (starter communes: 45.764, 4.8357), Villeurbanne (45.7719, 4.8902), Grenoble's side (~95 km).
let lyon: { id: number; uuid: string };
let villeurbanne: { id: number; uuid: string };
let far: { id: number; uuid: string };
let noJob: { id: number; uuid: string };
let closed: { id: number; uuid: string };
let draft: { id: number; uuid: string };

beforeAll(async () => {
  ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await seedReference(ctx.database.db, TEST_REFERENCE);
  ref = await referenceIds(ctx.database);
  const user = await createUser(ctx.database, { maxAddresses: 3 });
  const site = (name: string, latitude: number, longitude: number, values = {}) =>
    insertAddress(ctx.database, user.recruiterId, { name, latitude, longitude, ...values });
  lyon = await site('Fournil Bellecour', 45.7578, 4.832);
  villeurbanne = await site('Fournil Gratte-Ciel', 45.7688, 4.8826, { qrcodeTown: 'Villeurbanne' });
  far = await site('Fournil Grenoble', 45.1885, 5.7245, { qrcodeTown: 'Grenoble' });
  noJob = await site('Fournil sans offre', 45.76, 4.84);
  closed = await site('Fournil fermé', 45.76, 4.84, { active: false });
  draft = await site('Fournil impayé', 45.76, 4.84, { unpaidDraftAt: new Date() });
  await addJob(lyon.id, 0, { urgent: true });
  await addJob(lyon.id, 1);
  await addJob(villeurbanne.id, 2);
  await addJob(far.id, 3);
  await addJob(noJob.id, 4, { active: false });
  await addJob(closed.id, 0);
  await addJob(draft.id, 0);
});
afterAll(() => ctx.close());

describe('GET /api/jobs-near/ (issue 33 item 4)', () => {
  it('by INSEE code: the live sites with open jobs within the radius, nearest first, distances and never coordinates', async () => {
    const res = await search('town=69123&radius=20');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<JobsNearAnswer>();
    expect(answer.origin).toEqual({ name: 'Lyon', postalCode: '69001' });
    expect(answer.results.map((s) => s.uuid)).toEqual([lyon.uuid, villeurbanne.uuid]);
    expect(answer.count).toBe(2);
    expect(answer.results[0]).toMatchObject({ name: 'Fournil Bellecour', town: 'Lyon', jobCount: 2 });
    expect(answer.results[0]!.jobNames).toHaveLength(2);
    expect(answer.results[0]!.distanceKm).toBeLessThan(1);
    expect(answer.results[1]!.distanceKm).toBeGreaterThan(3);
    expect(answer.results[1]!.distanceKm).toBeLessThan(6);
    // A site without an open job, an inactive one and an unpaid draft are not live offers.
    for (const hidden of [noJob, closed, draft, far]) expect(res.body).not.toContain(hidden.uuid);
    expect(res.body).not.toContain('45.7578');
    expect(res.body).not.toContain('latitude');
  });

  it('by postal code, by position, and a wider radius', async () => {
    const byPostal = (await search('town=69100&radius=10')).json<JobsNearAnswer>();
    expect(byPostal.results.map((s) => s.uuid)).toEqual([villeurbanne.uuid, lyon.uuid]);
    const byPosition = (await search('lat=45.19&lng=5.72&radius=5')).json<JobsNearAnswer>();
    expect(byPosition.origin).toBeNull();
    expect(byPosition.results.map((s) => s.uuid)).toEqual([far.uuid]);
    const wide = (await search('town=69123&radius=100')).json<JobsNearAnswer>();
    expect(wide.results.map((s) => s.uuid)).toEqual([lyon.uuid, villeurbanne.uuid, far.uuid]);
    const narrow = (await search('town=69123&radius=1')).json<JobsNearAnswer>();
    expect(narrow.results.map((s) => s.uuid)).toEqual([lyon.uuid]);
  });

  it('refuses unbounded or unclear input with a field error, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['town=69123&radius=101', 'radius', JOBS_NEAR_KEYS.radius],
      ['town=69123&radius=0', 'radius', JOBS_NEAR_KEYS.radius],
      ['town=Lyon', 'town', JOBS_NEAR_KEYS.town],
      ['town=69123&lat=45&lng=4', 'town', JOBS_NEAR_KEYS.where],
      ['', 'town', JOBS_NEAR_KEYS.where],
      ['lat=45', 'lat', JOBS_NEAR_KEYS.where],
      ['lat=91&lng=4', 'lat', JOBS_NEAR_KEYS.where],
      ['town=99999', 'town', JOBS_NEAR_KEYS.unknownTown],
    ];
    for (const [query, field, key] of cases) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fieldErrors[field], query).toContain(key);
    }
    expect((await search('town=69123&page=51')).statusCode).toBe(400);
    expect((await search('town=69123&other=1')).statusCode).toBe(400);
  });

  it('a position too small for PostgreSQL (a subnormal number) is rounded, not a 500 (fuzz of 2026-11-29)', async () => {
    const res = await search('lat=8e-323&lng=-5.8566727723356035e-261&radius=52&page=5');
    expect(res.statusCode).toBe(200);
  });

  it("never tells a site's exact place: moving the search point across a radius finds only its rounded place (attack of 2026-11-29)", async () => {
    // Fournil Bellecour is at 45.7578, 4.832; its public place is 45.76, 4.83. From 45.75, 4.83 the exact
    // place is 0.88 km away and the public one 1.11 km: a 1 km radius must answer by the public place.
    const inside = (lat: number, lng: number) =>
      search(`lat=${lat}&lng=${lng}&radius=1`).then((r) => (r.json() as JobsNearAnswer).results.some((x) => x.uuid === lyon.uuid));
    expect(await inside(45.75, 4.83)).toBe(false);
    expect(await inside(45.76, 4.83)).toBe(true);
    // Points the rounding makes equal get the same answer: the search cannot probe finer than the rounding.
    const a = await search('lat=45.7612&lng=4.8301&radius=1');
    const b = await search('lat=45.7588&lng=4.8349&radius=1');
    expect((a.json() as JobsNearAnswer).results).toEqual((b.json() as JobsNearAnswer).results);
  });

  it(`pages by ${JOBS_NEAR_PAGE_SIZE}, nearest first across pages`, async () => {
    const user = await createUser(ctx.database, { maxAddresses: 30 });
    for (let i = 0; i < JOBS_NEAR_PAGE_SIZE + 3; i += 1) {
      // Each a little further east of Marseille's centre (43.2965, 5.3698): far from the other tests' sites.
      const row = await insertAddress(ctx.database, user.recruiterId, {
        name: `Site ${i}`,
        qrcodeTown: 'Marseille',
        latitude: 43.2965,
        longitude: 5.3698 + i * 0.01,
      });
      await addJob(row.id, 0);
    }
    const first = (await search('town=13055&radius=30')).json<JobsNearAnswer>();
    expect(first).toMatchObject({ count: JOBS_NEAR_PAGE_SIZE + 3, totalPages: 2, nextPageNumber: 2, previousPageNumber: null });
    expect(first.results.map((s) => s.name)).toEqual(Array.from({ length: JOBS_NEAR_PAGE_SIZE }, (_, i) => `Site ${i}`));
    const second = (await search('town=13055&radius=30&page=2')).json<JobsNearAnswer>();
    expect(second.results.map((s) => s.name)).toEqual(['Site 20', 'Site 21', 'Site 22']);
    const past = (await search('town=13055&radius=30&page=3')).json<JobsNearAnswer>();
    expect(past).toMatchObject({ count: JOBS_NEAR_PAGE_SIZE + 3, results: [], nextPageNumber: null });
  });

  it('is limited per client (decision 144)', async () => {
    const ip = freshIp();
    for (let i = 0; i < JOBS_NEAR_RATE_LIMIT.max; i += 1) expect((await search('town=69123', ip)).statusCode).toBe(200);
    expect((await search('town=69123', ip)).statusCode).toBe(429);
    // Another client is not held back.
    expect((await search('town=69123')).statusCode).toBe(200);
  });
});
