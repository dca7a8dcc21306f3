import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressJob } from '@app/contracts/address-jobs';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { businessUnits } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../../test/helpers.ts';
import {
  createActor,
  createAddress,
  fullJobBody,
  referenceIds,
  type Actor,
  type ReferenceIds,
  type RoleName,
} from '../../../test/jobs-fixtures.ts';
import { listAddressJobs } from './jobs.repository.ts';

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
  other = await createActor(ctx.app, ctx.database, 'recruiter');
});
afterAll(() => ctx.close());

let jobCursor = 0;
/** A job id not used yet in this file, so that no body hits the duplicate rule by accident. */
const nextJob = () => ref.jobs[++jobCursor]!;

const post = (actor: Actor | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/addresses-jobs/', payload, headers: actor ? bearer(actor.access) : {} });
const patch = (actor: Actor | null, uuid: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/addresses-jobs/${uuid}/`, payload, headers: actor ? bearer(actor.access) : {} });
const del = (actor: Actor | null, uuid: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/addresses-jobs/${uuid}/`, headers: actor ? bearer(actor.access) : {} });
const get = (actor: Actor | null, uuid: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/addresses-jobs/${uuid}/`, headers: actor ? bearer(actor.access) : {} });

/** Steps 1 and 2 only: what a recruiter's two-step wizard sends. */
const basicBody = (actor: Actor, job = nextJob()) => ({
  address: actor.address.id,
  job,
  monthlySalary: 1800,
  active: true,
  urgent: false,
  contracts: [ref.contracts[0]!],
  workingTime: ref.workingTimes[0]!,
  remote: ref.remotes[0]!,
});
const fullBody = (actor: Actor) => ({ ...fullJobBody(ref, actor.address.id), job: nextJob() });

async function createJob(actor: Actor, body: object = basicBody(actor)): Promise<AddressJob> {
  const res = await post(actor, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('permissions', () => {
  it('answers 401 to anonymous callers on every call', async () => {
    const job = await createJob(actors.recruiter);
    expect((await post(null, basicBody(actors.recruiter))).statusCode).toBe(401);
    expect((await get(null, job.uuid)).statusCode).toBe(401);
    expect((await patch(null, job.uuid, { active: false })).statusCode).toBe(401);
    expect((await del(null, job.uuid)).statusCode).toBe(401);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/addresses-jobs/?address=${actors.recruiter.address.uuid}` });
    expect(list.statusCode).toBe(401);
  });

  it('answers 403 to affiliates', async () => {
    const affiliate = actors.affiliate;
    expect((await post(affiliate, basicBody(affiliate))).statusCode).toBe(403);
    const job = await createJob(actors.recruiter);
    expect((await get(affiliate, job.uuid)).statusCode).toBe(403);
    expect((await patch(affiliate, job.uuid, { active: false })).statusCode).toBe(403);
    expect((await del(affiliate, job.uuid)).statusCode).toBe(403);
  });

  it.each(['recruiter', 'premium', 'headhunter', 'headhunterPremium'] as const)(
    'lets a %s create, read, list, change and delete jobs of their address',
    async (role) => {
      const actor = actors[role];
      const job = await createJob(actor, fullBody(actor));
      expect((await get(actor, job.uuid)).json().uuid).toBe(job.uuid);
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/addresses-jobs/?address=${actor.address.uuid}`,
        headers: bearer(actor.access),
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().map((j: AddressJob) => j.uuid)).toContain(job.uuid);
      const changed = await patch(actor, job.uuid, { monthlySalary: 2100 });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().monthlySalary).toBe(2100);
      expect((await del(actor, job.uuid)).statusCode).toBe(204);
      expect((await get(actor, job.uuid)).statusCode).toBe(404);
    },
  );

  it("answers 404 for another recruiter's address and job", async () => {
    const mine = actors.recruiter;
    expect((await post(mine, { ...basicBody(mine), address: other.address.id })).statusCode).toBe(404);
    expect((await post(mine, { ...basicBody(mine), address: other.address.uuid })).statusCode).toBe(404);
    const theirs = await createJob(other);
    expect((await get(mine, theirs.uuid)).statusCode).toBe(404);
    expect((await patch(mine, theirs.uuid, { active: false })).statusCode).toBe(404);
    expect((await patch(mine, theirs.uuid, { monthlySalary: 1 })).statusCode).toBe(404);
    expect((await del(mine, theirs.uuid)).statusCode).toBe(404);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/addresses-jobs/?address=${other.address.uuid}`,
      headers: bearer(mine.access),
    });
    expect(list.statusCode).toBe(404);
    // Nothing changed on their side.
    const still = await get(other, theirs.uuid);
    expect(still.json()).toMatchObject({ active: true, monthlySalary: 1800 });
  });

  it('answers 404 for an unknown job or address', async () => {
    const actor = actors.recruiter;
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(actor, unknown)).statusCode).toBe(404);
    expect((await patch(actor, unknown, { active: true })).statusCode).toBe(404);
    expect((await del(actor, unknown)).statusCode).toBe(404);
    expect((await post(actor, { ...basicBody(actor), address: 999_999 })).statusCode).toBe(404);
    expect((await get(actor, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('creation', () => {
  it('answers the spec shape of an address job', async () => {
    const actor = actors.headhunter;
    const body = fullBody(actor);
    const job = await createJob(actor, body);
    expect(job).toMatchObject({
      address: { id: actor.address.id, uuid: actor.address.uuid },
      job: { id: body.job },
      town: 'Lyon',
      monthlySalary: 2500,
      active: true,
      urgent: false,
      businessUnit: null,
      businessUnitName: null,
    });
    expect(job.name).toBe(job.job.name);
    expect(job.contracts.map((c) => c.id)).toEqual(body.contracts);
    expect(job.workingTime?.id).toBe(body.workingTime);
    expect(job.remote?.id).toBe(body.remote);
    expect(job.experiences.map((e) => e.id)).toEqual(body.experiences);
    expect(job.languages.map((e) => e.id)).toEqual(body.languages);
    expect(job.licences.map((e) => e.id)).toEqual(body.licences);
    expect(job.locomotions[0]).toMatchObject({ id: body.locomotions[0], icon: expect.any(String) });
    expect(job.personalQualities.map((e) => e.id).sort()).toEqual([...body.personalQualities].sort());
    expect(job.professionalKnowledge.map((e) => e.id)).toEqual(body.professionalKnowledge);
    expect(job.professionalSoftSkills[0]).toMatchObject({ id: body.professionalSoftSkills[0], description: expect.anything() });
    expect(Array.isArray(job.similarJobs)).toBe(true);
  });

  it('accepts the address by uuid and a recruiter body without criteria', async () => {
    const actor = actors.recruiter;
    const job = await createJob(actor, { ...basicBody(actor), address: actor.address.uuid });
    expect(job.experiences).toEqual([]);
    expect(job.personalQualities).toEqual([]);
  });

  it('requires job, contract, working time and remote', async () => {
    const actor = actors.recruiter;
    const body = basicBody(actor);
    for (const field of ['job', 'contracts', 'workingTime', 'remote'] as const) {
      const { [field]: _omitted, ...rest } = body;
      const res = await post(actor, rest);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors[field]).toBeDefined();
    }
    const res = await post(actor, { ...body, contracts: [] });
    expect(res.json().fieldErrors.contracts).toEqual(['form.validation.required']);
  });

  it('rejects unknown reference ids and skills of the wrong group', async () => {
    const actor = actors.headhunter;
    const cases: [string, object][] = [
      ['job', { job: 999_999 }],
      ['contracts', { contracts: [999_999] }],
      ['workingTime', { workingTime: 999_999 }],
      ['remote', { remote: 999_999 }],
      ['experiences', { experiences: [999_999] }],
      ['languages', { languages: [999_999] }],
      ['licences', { licences: [999_999] }],
      ['locomotions', { locomotions: [999_999] }],
      ['caces', { caces: [999_999] }],
      ['personalQualities', { personalQualities: [ref.softSkills[0]] }],
      ['professionalKnowledge', { professionalKnowledge: [ref.personalQualities[0]] }],
      ['professionalSoftSkills', { professionalSoftSkills: [ref.professionalKnowledge[0]] }],
    ];
    for (const [field, change] of cases) {
      const res = await post(actor, { ...fullBody(actor), ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors[field], field).toEqual(['form.validation.invalid_choice']);
    }
  });

  it('refuses the same job twice at one address (409) but allows it at another address', async () => {
    const actor = actors.premium;
    const body = basicBody(actor);
    await createJob(actor, body);
    const again = await post(actor, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors.job).toEqual(['components.new_job_form.already_added']);
    const second = await createAddress(ctx.database, actor.recruiterId, 'Second site');
    expect((await post(actor, { ...body, address: second.id })).statusCode).toBe(201);
  });

  it('keeps one job per address when six saves of it arrive at once (the check alone let all six in)', async () => {
    const actor = actors.premium;
    const third = await createAddress(ctx.database, actor.recruiterId, 'Third site');
    const body = { ...basicBody(actor), address: third.id };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(actor, body)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().fieldErrors.job).toEqual(['components.new_job_form.already_added']);
  });

  it('tells at step 1 whether the job is taken, by the same rule as the save (issue 29)', async () => {
    const actor = actors.headhunter;
    const check = (query: string, who: Actor | null = actor) =>
      ctx.app.inject({ method: 'GET', url: `/api/addresses-jobs/availability/?${query}`, headers: who ? bearer(who.access) : {} });
    const body = basicBody(actor);
    const free = await check(`address=${actor.address.uuid}&job=${body.job}`);
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toEqual({ available: true, reason: null });
    const job = await createJob(actor, body);
    const taken = await check(`address=${actor.address.uuid}&job=${body.job}`);
    expect(taken.json()).toEqual({ available: false, reason: 'components.new_job_form.already_added' });
    // The save answers the same for that job: refused with the same key.
    expect((await post(actor, body)).json().fieldErrors.job).toEqual([taken.json().reason]);
    // Editing that job keeps its own job: not a duplicate, as the PATCH allows it.
    expect((await check(`address=${actor.address.uuid}&job=${body.job}&except=${job.uuid}`)).json()).toEqual({
      available: true,
      reason: null,
    });
    expect((await patch(actor, job.uuid, { job: body.job })).statusCode).toBe(200);
    // Another address of the same account may take it.
    const second = await createAddress(ctx.database, actor.recruiterId, 'Autre site');
    expect((await check(`address=${second.uuid}&job=${body.job}`)).json().available).toBe(true);
    // Someone else's address or job: 404, as for every other call; anonymous 401; affiliate 403; bad job 400.
    expect((await check(`address=${actor.address.uuid}&job=${body.job}`, other)).statusCode).toBe(404);
    expect((await check(`address=${other.address.uuid}&job=${body.job}&except=${job.uuid}`, other)).statusCode).toBe(404);
    expect((await check(`address=${actor.address.uuid}&job=${body.job}`, null)).statusCode).toBe(401);
    expect((await check(`address=${actor.address.uuid}&job=${body.job}`, actors.affiliate)).statusCode).toBe(403);
    expect((await check(`address=${actor.address.uuid}&job=abc`)).statusCode).toBe(400);
  });
});

describe('salary', () => {
  it('stores an integer', async () => {
    const actor = actors.recruiter;
    for (const monthlySalary of [0, 1800, 1_000_000, null]) {
      const job = await createJob(actor, { ...basicBody(actor), monthlySalary });
      expect(job.monthlySalary).toBe(monthlySalary);
    }
    const job = await createJob(actor, { ...basicBody(actor), monthlySalary: undefined });
    expect(job.monthlySalary).toBeNull();
  });

  it.each([['2 500'], [2500.5], [-1], [1_000_001], ['abc'], [true]])('rejects %j with incorrect_salary_format', async (monthlySalary) => {
    const actor = actors.recruiter;
    const res = await post(actor, { ...basicBody(actor), monthlySalary });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.monthlySalary).toEqual(['incorrect_salary_format']);
  });

  it('is checked on update too', async () => {
    const actor = actors.recruiter;
    const job = await createJob(actor);
    expect((await patch(actor, job.uuid, { monthlySalary: 12.5 })).statusCode).toBe(400);
    expect((await patch(actor, job.uuid, { monthlySalary: 3200 })).json().monthlySalary).toBe(3200);
  });
});

describe('active and urgent (spec section 4)', () => {
  it('turns urgent off when the job is deactivated', async () => {
    const actor = actors.recruiter;
    const job = await createJob(actor, { ...basicBody(actor), urgent: true });
    expect(job).toMatchObject({ active: true, urgent: true });
    const res = await patch(actor, job.uuid, { active: false });
    expect(res.json()).toMatchObject({ active: false, urgent: false });
  });

  it('turns active on when an inactive job is made urgent', async () => {
    const actor = actors.recruiter;
    const job = await createJob(actor, { ...basicBody(actor), active: false });
    expect(job).toMatchObject({ active: false, urgent: false });
    const res = await patch(actor, job.uuid, { urgent: true });
    expect(res.json()).toMatchObject({ active: true, urgent: true });
  });

  it('applies the rule on creation and when both flags are sent', async () => {
    const actor = actors.recruiter;
    expect(await createJob(actor, { ...basicBody(actor), active: false, urgent: true })).toMatchObject({ active: false, urgent: false });
    const job = await createJob(actor);
    expect((await patch(actor, job.uuid, { active: true, urgent: true })).json()).toMatchObject({ active: true, urgent: true });
    expect((await patch(actor, job.uuid, { active: false, urgent: true })).json()).toMatchObject({ active: false, urgent: false });
    expect((await patch(actor, job.uuid, { active: true, urgent: false })).json()).toMatchObject({ active: true, urgent: false });
  });

  it('lets the only active job of an address be put on stand-by (the page asks first)', async () => {
    const actor = await createActor(ctx.app, ctx.database, 'recruiter');
    const job = await createJob(actor);
    expect((await patch(actor, job.uuid, { active: false })).json().active).toBe(false);
    expect((await patch(actor, job.uuid, { active: true })).json().active).toBe(true);
  });
});

describe('criteria limits (spec section 5)', () => {
  const limits = [
    {
      field: 'personalQualities',
      pool: () => ref.personalQualities,
      min: 1,
      max: 5,
      key: 'components.job_criteria.personal_qualities.invalid_selections',
    },
    {
      field: 'professionalKnowledge',
      pool: () => ref.professionalKnowledge,
      min: 1,
      max: 3,
      key: 'components.job_criteria.professional_knowledge.invalid_selections',
    },
    {
      field: 'professionalSoftSkills',
      pool: () => ref.softSkills,
      min: 1,
      max: 3,
      key: 'components.job_criteria.professional_soft_skills.invalid_selections',
    },
  ] as const;

  for (const { field, pool, min, max, key } of limits) {
    it(`${field}: ${min} and ${max} pass, ${min - 1} and ${max + 1} fail (create)`, async () => {
      const actor = actors.headhunter;
      for (const count of [min, max]) {
        const job = await createJob(actor, { ...fullBody(actor), [field]: pool().slice(0, count) });
        expect(job[field]).toHaveLength(count);
      }
      for (const count of [min - 1, max + 1]) {
        const res = await post(actor, { ...fullBody(actor), [field]: pool().slice(0, count) });
        expect(res.statusCode, `${count}`).toBe(400);
        expect(res.json().fieldErrors[field]).toEqual([key]);
      }
    });

    it(`${field}: limits hold on update`, async () => {
      const actor = actors.headhunterPremium;
      const job = await createJob(actor, fullBody(actor));
      expect((await patch(actor, job.uuid, { [field]: pool().slice(0, max) })).statusCode).toBe(200);
      expect((await patch(actor, job.uuid, { [field]: pool().slice(0, min) })).statusCode).toBe(200);
      expect((await patch(actor, job.uuid, { [field]: pool().slice(0, max + 1) })).statusCode).toBe(400);
      expect((await patch(actor, job.uuid, { [field]: [] })).statusCode).toBe(400);
    });
  }

  it('counts duplicated ids once', async () => {
    const actor = actors.headhunter;
    const six = [...ref.personalQualities.slice(0, 5), ref.personalQualities[0]!];
    const job = await createJob(actor, { ...fullBody(actor), personalQualities: six });
    expect(job.personalQualities).toHaveLength(5);
  });

  it('needs at least one experience and one language once criteria are sent', async () => {
    const actor = actors.headhunter;
    for (const [field, key] of [
      ['experiences', 'components.job_criteria.experiences.required'],
      ['languages', 'components.job_criteria.languages.required'],
    ] as const) {
      const res = await post(actor, { ...fullBody(actor), [field]: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toEqual([key]);
      const { [field]: _omitted, ...rest } = fullBody(actor);
      expect((await post(actor, rest)).statusCode).toBe(400);
    }
    const many = await createJob(actor, { ...fullBody(actor), experiences: ref.experiences, languages: ref.languages.slice(0, 4) });
    expect(many.experiences).toHaveLength(ref.experiences.length);
  });

  it('leaves licences, locomotions and CACES optional', async () => {
    const actor = actors.headhunter;
    const job = await createJob(actor, { ...fullBody(actor), licences: [], locomotions: [], caces: [] });
    expect(job.licences).toEqual([]);
    const withCaces = await createJob(actor, { ...fullBody(actor), caces: ref.caces.slice(0, 2) });
    expect(withCaces.caces).toHaveLength(2);
  });

  it('checks a partial criteria update against the stored criteria', async () => {
    const actor = actors.headhunter;
    // A job without criteria cannot receive only one list: the others would be empty.
    const bare = await createJob(actor);
    const res = await patch(actor, bare.uuid, { licences: [ref.licences[0]] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'experiences',
      'languages',
      'personalQualities',
      'professionalKnowledge',
      'professionalSoftSkills',
    ]);
    // A job with criteria can change one list; the others stay.
    const full = await createJob(actor, fullBody(actor));
    const changed = await patch(actor, full.uuid, { languages: ref.languages.slice(0, 2) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().languages).toHaveLength(2);
    expect(changed.json().personalQualities).toHaveLength(2);
  });

  it('replaces one skill group without touching the others', async () => {
    const actor = actors.headhunter;
    const job = await createJob(actor, fullBody(actor));
    const res = await patch(actor, job.uuid, { professionalKnowledge: ref.professionalKnowledge.slice(1, 4) });
    expect(
      res
        .json()
        .professionalKnowledge.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual(ref.professionalKnowledge.slice(1, 4).sort());
    expect(res.json().personalQualities).toHaveLength(2);
    expect(res.json().professionalSoftSkills).toHaveLength(1);
  });
});

describe('update with job data', () => {
  it('changes job, contracts, working time, remote, description and business unit', async () => {
    const actor = actors.premium;
    const job = await createJob(actor);
    const [unit] = await ctx.database.db.insert(businessUnits).values({ addressId: actor.address.id, name: 'Boulangerie' }).returning();
    const newJob = nextJob();
    const res = await patch(actor, job.uuid, {
      job: newJob,
      contracts: ref.contracts.slice(1, 3),
      workingTime: ref.workingTimes[1],
      remote: ref.remotes[1],
      jobDescription: 'Fabrication du pain',
      businessUnit: unit!.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      job: { id: newJob },
      workingTime: { id: ref.workingTimes[1] },
      remote: { id: ref.remotes[1] },
      jobDescription: 'Fabrication du pain',
      businessUnit: { id: unit!.id, name: 'Boulangerie' },
      businessUnitName: 'Boulangerie',
    });
    expect(res.json().contracts.map((c: { id: number }) => c.id)).toEqual(ref.contracts.slice(1, 3));
    expect((await patch(actor, job.uuid, { businessUnit: null })).json().businessUnit).toBeNull();
  });

  it("refuses a business unit of another address and another recruiter's", async () => {
    const actor = actors.premium;
    const job = await createJob(actor);
    const second = await createAddress(ctx.database, actor.recruiterId, 'Autre site');
    const [elsewhere] = await ctx.database.db.insert(businessUnits).values({ addressId: second.id, name: 'Ailleurs' }).returning();
    const [theirs] = await ctx.database.db.insert(businessUnits).values({ addressId: other.address.id, name: 'Chez eux' }).returning();
    for (const unit of [elsewhere!, theirs!]) {
      const res = await patch(actor, job.uuid, { businessUnit: unit.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.businessUnit).toEqual(['components.new_job_form.invalid_business_unit']);
    }
  });

  it('refuses to switch to a job the address already offers', async () => {
    const actor = actors.premium;
    const a = await createJob(actor);
    const b = await createJob(actor);
    expect((await patch(actor, b.uuid, { job: a.job.id })).statusCode).toBe(409);
    expect((await patch(actor, b.uuid, { job: b.job.id })).statusCode).toBe(200);
  });

  it('ignores unknown fields and answers 400 to malformed bodies', async () => {
    const actor = actors.recruiter;
    const job = await createJob(actor);
    expect((await patch(actor, job.uuid, { active: 'yes' })).statusCode).toBe(400);
    expect((await patch(actor, job.uuid, { contracts: 'CDI' })).statusCode).toBe(400);
    expect((await patch(actor, job.uuid, { address: other.address.id, active: true })).json().address.id).toBe(actor.address.id);
  });
});

describe('listAddressJobs (used by GET /api/addresses/{uuid}/)', () => {
  it('returns the address jobs in the spec shape, oldest first', async () => {
    const actor = await createActor(ctx.app, ctx.database, 'headhunter');
    const first = await createJob(actor, fullBody(actor));
    const second = await createJob(actor);
    const list = await listAddressJobs(ctx.database.db, actor.address.id);
    expect(list.map((j) => j.uuid)).toEqual([first.uuid, second.uuid]);
    expect(list[0]).toEqual(first);
  });
});
