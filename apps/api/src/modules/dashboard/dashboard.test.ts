import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applications } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { Dashboard } from '@app/contracts/dashboard';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { bearer, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createActor, createApplication, referenceIds, type Actor, type ReferenceIds, type RoleName } from '../../../test/jobs-fixtures.ts';

let ctx: TestContext;
let ref: ReferenceIds;
const actors = {} as Record<RoleName, Actor>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedReference(ctx.database.db, TEST_REFERENCE);
  ref = await referenceIds(ctx.database);
  for (const role of ['recruiter', 'premium', 'headhunter', 'headhunterPremium', 'affiliate'] as const) {
    actors[role] = await createActor(ctx.app, ctx.database, role);
  }
});
afterAll(() => ctx.close());

const dashboard = (actor: Actor | null, addressUuid: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/dashboard/?address=${addressUuid}`, headers: actor ? bearer(actor.access) : {} });

async function addJob(actor: Actor, jobIndex: number): Promise<{ id: number; uuid: string; name: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/addresses-jobs/',
    headers: bearer(actor.access),
    payload: {
      address: actor.address.id,
      job: ref.jobs[jobIndex],
      contracts: [ref.contracts[0]],
      workingTime: ref.workingTimes[0],
      remote: ref.remotes[0],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('GET /api/dashboard/', () => {
  it('answers 401 to anonymous callers and 403 to affiliates', async () => {
    expect((await dashboard(null, actors.recruiter.address.uuid)).statusCode).toBe(401);
    expect((await dashboard(actors.affiliate, actors.affiliate.address.uuid)).statusCode).toBe(403);
  });

  it.each(['recruiter', 'premium', 'headhunter', 'headhunterPremium'] as const)('serves a %s their own address', async (role) => {
    const actor = actors[role];
    const res = await dashboard(actor, actor.address.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: { uuid: actor.address.uuid }, manager: 'Camille Martin', jobs: [] });
  });

  it("answers 404 for another recruiter's address", async () => {
    expect((await dashboard(actors.recruiter, actors.premium.address.uuid)).statusCode).toBe(404);
    expect((await dashboard(actors.recruiter, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await dashboard(actors.recruiter, 'x')).statusCode).toBe(400);
  });

  it("counts the last 7 days from today in France, not the server's UTC day (issue 29)", async () => {
    // 23:30 UTC on 1 January 2030 is already 2 January in Paris: the 7 days are 27 December to 2 January.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T23:30:00Z') });
    try {
      const actor = await createActor(ctx.app, ctx.database, 'recruiter');
      const inside = await createApplication(ctx.database, actor.address.id, { daysAgo: 0 });
      const outside = await createApplication(ctx.database, actor.address.id, { daysAgo: 0 });
      await ctx.database.db.update(applications).set({ completedAt: '2030-01-02' }).where(eq(applications.uuid, inside));
      await ctx.database.db.update(applications).set({ completedAt: '2029-12-26' }).where(eq(applications.uuid, outside));
      const body = (await dashboard(actor, actor.address.uuid)).json() as Dashboard;
      expect(body.freeApplications).toMatchObject({ last7Days: 1, last30Days: 2, total: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts each job’s applications over 7 and 30 days and lists the latest three', async () => {
    const actor = actors.premium;
    const baker = await addJob(actor, 0);
    const cook = await addJob(actor, 1);
    await createApplication(ctx.database, actor.address.id, { addressJobId: baker.id, daysAgo: 0, firstName: 'Léa' });
    await createApplication(ctx.database, actor.address.id, { addressJobId: baker.id, daysAgo: 2, firstName: 'Hugo' });
    await createApplication(ctx.database, actor.address.id, { addressJobId: baker.id, daysAgo: 12, firstName: 'Inès' });
    await createApplication(ctx.database, actor.address.id, { addressJobId: baker.id, daysAgo: 45, firstName: 'Paul' });
    await createApplication(ctx.database, actor.address.id, { addressJobId: null, daysAgo: 1, firstName: 'Zoé' });
    // Another address's applications never count.
    await createApplication(ctx.database, actors.recruiter.address.id, { daysAgo: 0 });

    const body = (await dashboard(actor, actor.address.uuid)).json() as Dashboard;
    expect(body.jobs.map((j) => j.uuid)).toEqual([baker.uuid, cook.uuid]);
    const bakerSummary = body.jobs[0]!;
    expect(bakerSummary).toMatchObject({ name: baker.name, active: true, urgent: false });
    expect(bakerSummary.applications).toMatchObject({ last7Days: 2, last30Days: 3, total: 4 });
    expect(bakerSummary.applications.latest.map((a) => a.firstName)).toEqual(['Léa', 'Hugo', 'Inès']);
    expect(bakerSummary.applications.latest[0]!.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(bakerSummary.applications.latest[0]!).sort()).toEqual(['completedAt', 'firstName', 'uuid']);
    expect(body.jobs[1]!.applications).toEqual({ last7Days: 0, last30Days: 0, total: 0, latest: [] });
    expect(body.freeApplications).toMatchObject({ last7Days: 1, last30Days: 1, total: 1 });
    expect(body.freeApplications.latest.map((a) => a.firstName)).toEqual(['Zoé']);
  });
});
