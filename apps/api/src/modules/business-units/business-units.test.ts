import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessUnit } from '@app/contracts/business-units';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { recruiters } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createActor, createAddress, referenceIds, type Actor, type ReferenceIds, type RoleName } from '../../../test/jobs-fixtures.ts';

let ctx: TestContext;
let ref: ReferenceIds;
const actors = {} as Record<RoleName, Actor>;
let other: Actor;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedReference(ctx.database.db, TEST_REFERENCE);
  ref = await referenceIds(ctx.database);
  for (const role of ['recruiter', 'premium', 'headhunter', 'headhunterPremium', 'affiliate'] as const) {
    actors[role] = await createActor(ctx.app, ctx.database, role);
  }
  other = await createActor(ctx.app, ctx.database, 'premium');
});
afterAll(() => ctx.close());

const auth = (actor: Actor | null) => (actor ? bearer(actor.access) : {});
const create = (actor: Actor | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/business-units/', payload, headers: auth(actor) });
const remove = (actor: Actor | null, id: number, slash = false) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/business-units/${id}${slash ? '/' : ''}`, headers: auth(actor) });
const list = (actor: Actor | null, addressUuid: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/business-units/?address=${addressUuid}`, headers: auth(actor) });
const names = (actor: Actor | null, addressUuid: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/addresses/${addressUuid}/business-units/`, headers: auth(actor) });

let counter = 0;
async function createUnit(actor: Actor, name = `Pôle ${++counter}`): Promise<BusinessUnit> {
  const res = await create(actor, { name, address: actor.address.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('permissions (spec section 6: premium or head-hunter, with displayBusinessUnitPage)', () => {
  it('answers 401 to anonymous callers on every call', async () => {
    const unit = await createUnit(actors.premium);
    expect((await create(null, { name: 'X', address: actors.premium.address.id })).statusCode).toBe(401);
    expect((await remove(null, unit.id)).statusCode).toBe(401);
    expect((await list(null, actors.premium.address.uuid)).statusCode).toBe(401);
    expect((await names(null, actors.premium.address.uuid)).statusCode).toBe(401);
  });

  it.each(['premium', 'headhunter', 'headhunterPremium'] as const)('lets a %s create, list and delete units', async (role) => {
    const actor = actors[role];
    const unit = await createUnit(actor, 'Cuisine');
    expect(unit).toEqual({ id: expect.any(Number), name: 'Cuisine', address: actor.address.id, jobs: [] });
    expect((await list(actor, actor.address.uuid)).json().results).toContainEqual(unit);
    expect(await (await names(actor, actor.address.uuid)).json()).toContainEqual({ id: unit.id, name: 'Cuisine' });
    expect((await remove(actor, unit.id)).statusCode).toBe(204);
    expect((await list(actor, actor.address.uuid)).json().results).not.toContainEqual(unit);
  });

  it('forbids a standard recruiter to create or delete units (403) but lets them read their own', async () => {
    const actor = actors.recruiter;
    expect((await create(actor, { name: 'Cuisine', address: actor.address.id })).statusCode).toBe(403);
    expect((await remove(actor, 1)).statusCode).toBe(403);
    expect((await list(actor, actor.address.uuid)).json()).toEqual({ results: [] });
    expect((await names(actor, actor.address.uuid)).json()).toEqual([]);
  });

  it('forbids affiliates every call (403)', async () => {
    const actor = actors.affiliate;
    expect((await create(actor, { name: 'Cuisine', address: actor.address.id })).statusCode).toBe(403);
    expect((await list(actor, actor.address.uuid)).statusCode).toBe(403);
    expect((await names(actor, actor.address.uuid)).statusCode).toBe(403);
    expect((await remove(actor, 1)).statusCode).toBe(403);
  });

  it('forbids creating and deleting when displayBusinessUnitPage is off', async () => {
    const actor = await createActor(ctx.app, ctx.database, 'premium');
    const unit = await createUnit(actor);
    await ctx.database.db.update(recruiters).set({ displayBusinessUnitPage: false }).where(eq(recruiters.id, actor.recruiterId));
    expect((await create(actor, { name: 'Autre', address: actor.address.id })).statusCode).toBe(403);
    expect((await remove(actor, unit.id)).statusCode).toBe(403);
  });

  it("answers 404 for another recruiter's address or unit", async () => {
    const mine = actors.premium;
    const theirs = await createUnit(other, 'Leur pôle');
    expect((await create(mine, { name: 'Intrus', address: other.address.id })).statusCode).toBe(404);
    expect((await remove(mine, theirs.id)).statusCode).toBe(404);
    expect((await list(mine, other.address.uuid)).statusCode).toBe(404);
    expect((await names(mine, other.address.uuid)).statusCode).toBe(404);
    expect((await list(other, other.address.uuid)).json().results).toContainEqual(theirs);
  });

  it('answers 404 for unknown units and addresses', async () => {
    const actor = actors.premium;
    expect((await remove(actor, 999_999)).statusCode).toBe(404);
    expect((await create(actor, { name: 'X', address: 999_999 })).statusCode).toBe(404);
    expect((await list(actor, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await list(actor, 'nope')).statusCode).toBe(400);
  });
});

describe('rules', () => {
  it('requires a name of at most 100 characters and a numeric address id', async () => {
    const actor = actors.premium;
    for (const [payload, field] of [
      [{ name: '', address: actor.address.id }, 'name'],
      [{ name: '   ', address: actor.address.id }, 'name'],
      [{ name: 'x'.repeat(101), address: actor.address.id }, 'name'],
      [{ name: 'Cuisine' }, 'address'],
      [{ name: 'Cuisine', address: actor.address.uuid }, 'address'],
    ] as const) {
      const res = await create(actor, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toBeDefined();
    }
    expect((await create(actor, { name: 'x'.repeat(100), address: actor.address.id })).statusCode).toBe(201);
  });

  it('refuses a name already used at the address, whatever the case', async () => {
    const actor = actors.headhunter;
    await createUnit(actor, 'Vente');
    const res = await create(actor, { name: ' VENTE ', address: actor.address.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.name).toEqual(['components.business_unit_form.name_taken']);
    const second = await createAddress(ctx.database, actor.recruiterId, 'Autre');
    expect((await create(actor, { name: 'Vente', address: second.id })).statusCode).toBe(201);
  });

  it('lists units by name with their jobs; deleting a unit keeps its jobs', async () => {
    const actor = await createActor(ctx.app, ctx.database, 'premium');
    const bakery = await createUnit(actor, 'Boulangerie');
    const admin = await createUnit(actor, 'Administration');
    const jobRes = await ctx.app.inject({
      method: 'POST',
      url: '/api/addresses-jobs/',
      headers: auth(actor),
      payload: {
        address: actor.address.id,
        job: ref.jobs[0],
        contracts: [ref.contracts[0]],
        workingTime: ref.workingTimes[0],
        remote: ref.remotes[0],
        businessUnit: bakery.id,
      },
    });
    expect(jobRes.statusCode).toBe(201);
    const results = (await list(actor, actor.address.uuid)).json().results as BusinessUnit[];
    expect(results.map((u) => u.name)).toEqual(['Administration', 'Boulangerie']);
    expect(results[1]!.jobs).toEqual([{ id: jobRes.json().id, uuid: jobRes.json().uuid, name: jobRes.json().name, active: true }]);
    expect(results[0]!.id).toBe(admin.id);

    expect((await remove(actor, bakery.id, true)).statusCode).toBe(204);
    const job = await ctx.app.inject({ method: 'GET', url: `/api/addresses-jobs/${jobRes.json().uuid}/`, headers: auth(actor) });
    expect(job.statusCode).toBe(200);
    expect(job.json().businessUnit).toBeNull();
  });
});
