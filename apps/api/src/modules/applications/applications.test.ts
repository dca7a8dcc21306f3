import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationListAnswer } from '@app/contracts/applications';
import {
  createAddress,
  createApplication,
  createBusinessUnit,
  createCandidate,
  createPurchase,
  seedReferenceIds,
  type ReferenceIds,
} from '../../../test/candidates-fixtures.ts';
import { createCommerceApp } from '../../../test/commerce-fixtures.ts';
import { expectNoContact } from '../../../test/contact-assertions.ts';
import { bearer, createUser, login, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
let ref: ReferenceIds;
const tokens: Record<string, string> = {};
const apps: Record<string, { id: number; uuid: string }> = {};
const addresses: Record<string, { id: number; uuid: string }> = {};
const people: Record<string, { id: number; uuid: string }> = {};

const today = (offsetDays = 0) => new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);

async function call<T = unknown>(
  who: string,
  method: 'GET' | 'PATCH',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await ctx.app.inject({ method, url, headers: tokens[who] ? bearer(tokens[who]) : {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as T };
}

beforeAll(async () => {
  ctx = await createCommerceApp();
  const db = ctx.database.db;
  ref = await seedReferenceIds(db);
  const users = {
    premium: await createUser(ctx.database, { maxAddresses: 3 }),
    standard: await createUser(ctx.database),
    hunter: await createUser(ctx.database, { headhunter: true }),
    other: await createUser(ctx.database, { maxAddresses: 1 }),
  };
  for (const [name, user] of Object.entries(users)) tokens[name] = (await login(ctx.app, user.email, user.password)).access;

  addresses.parent = await createAddress(db, users.premium.recruiterId, { name: 'Siège' });
  addresses.child = await createAddress(db, users.premium.recruiterId, { name: 'Agence Nord', parentId: addresses.parent.id });
  addresses.standardPaid = await createAddress(db, users.standard.recruiterId, { name: 'Payée', subscription: 'active' });
  addresses.standardUnpaid = await createAddress(db, users.standard.recruiterId, { name: 'Non payée', subscription: 'canceled' });
  addresses.other = await createAddress(db, users.other.recruiterId, { name: 'Concurrent' });
  const unit = await createBusinessUnit(db, addresses.parent.id, 'Cuisine');

  const [jobA, jobB] = ref.jobIds;
  people.lea = await createCandidate(db, {
    firstName: 'Léa',
    lastName: 'Moreau',
    email: 'lea.moreau@example.test',
    withDisability: true,
    searchedJobs: [{ jobId: jobA!, experienceId: ref.experienceIds[2]! }],
  });
  people.marc = await createCandidate(db, {
    firstName: 'Marc',
    lastName: 'Petit',
    email: 'marc.petit@example.test',
    cityName: null,
    searchedJobs: [{ jobId: jobB!, experienceId: null }],
  });
  people.nina = await createCandidate(db, { firstName: 'Nina', lastName: 'Roux', email: 'nina.roux@example.test', birthDate: null });

  apps.lea = await createApplication(db, {
    candidateId: people.lea.id,
    addressId: addresses.parent.id,
    jobId: jobA!,
    experienceId: ref.experienceIds[2]!,
    businessUnitId: unit,
    completedAt: today(1),
  });
  apps.marc = await createApplication(db, {
    candidateId: people.marc.id,
    addressId: addresses.child.id,
    jobId: jobB!,
    completedAt: today(10),
    favorite: true,
  });
  apps.nina = await createApplication(db, {
    candidateId: people.nina.id,
    addressId: addresses.parent.id,
    jobId: jobA!,
    completedAt: today(20),
  });
  apps.paid = await createApplication(db, {
    candidateId: people.lea.id,
    addressId: addresses.standardPaid.id,
    jobId: jobA!,
    completedAt: today(2),
  });
  apps.unpaid = await createApplication(db, {
    candidateId: people.marc.id,
    addressId: addresses.standardUnpaid.id,
    jobId: jobB!,
    completedAt: today(3),
  });
  apps.other = await createApplication(db, { candidateId: people.nina.id, addressId: addresses.other.id, completedAt: today(0) });
  await createPurchase(db, users.premium.recruiterId, people.nina.id);
});

afterAll(async () => ctx.close());

describe('GET /api/applications/', () => {
  it('lists the caller’s applications, newest first, with contact details for a premium recruiter', async () => {
    const { status, body } = await call<ApplicationListAnswer>('premium', 'GET', '/api/applications/');
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 3, totalPages: 1, pageSize: 20, previousPageNumber: null, nextPageNumber: null });
    expect(body.results.map((a) => a.uuid)).toEqual([apps.lea!.uuid, apps.marc!.uuid, apps.nina!.uuid]);
    expect(body.results[0]).toMatchObject({
      completedAt: today(1),
      favorite: false,
      contactAccess: true,
      user: { firstName: 'Léa', lastName: 'Moreau', email: 'lea.moreau@example.test' },
      businessUnit: { name: 'Cuisine' },
      address: { uuid: addresses.parent!.uuid, name: 'Siège' },
      candidate: { uuid: people.lea!.uuid, age: expect.any(Number), address: { cityName: 'Lyon' } },
    });
    expect(body.results[1]!.candidate.address.cityName).toBeNull();
    expect(body.results[2]!.candidate.age).toBeNull();
  });

  it('filters by address, days, favourites, purchases, job, disability, experience and business unit', async () => {
    const count = async (query: string) => (await call<ApplicationListAnswer>('premium', 'GET', `/api/applications/?${query}`)).body.count;
    expect(await count(`address=${addresses.child!.uuid}`)).toBe(1);
    expect(await count('days=7')).toBe(1);
    expect(await count('days=14')).toBe(2);
    expect(await count('days=30')).toBe(3);
    expect(await count('favorite=1')).toBe(1);
    expect(await count('purchased=1')).toBe(1);
    const [jobA] = ref.jobIds;
    const jobUuid = (await call<ApplicationListAnswer>('premium', 'GET', '/api/applications/')).body.results.find(
      (a) => a.job?.id === jobA,
    )!.job!.uuid;
    expect(await count(`job=${jobUuid}`)).toBe(2);
    expect(await count(`job=${jobUuid}&with_disability=true`)).toBe(1);
    expect(await count(`experience=${ref.experienceIds[2]}`)).toBe(1);
    expect(
      await count(
        `business_unit=${(await call<ApplicationListAnswer>('premium', 'GET', '/api/applications/')).body.results[0]!.businessUnit!.id}`,
      ),
    ).toBe(1);
    expect((await call('premium', 'GET', '/api/applications/?days=5')).status).toBe(400);
  });

  it('takes several jobs, experiences and business units at once, repeated or comma-separated (spec section 2 multi-filter)', async () => {
    const count = async (query: string) => (await call<ApplicationListAnswer>('premium', 'GET', `/api/applications/?${query}`)).body.count;
    const all = (await call<ApplicationListAnswer>('premium', 'GET', '/api/applications/')).body.results;
    const jobUuids = [...new Set(all.map((a) => a.job?.uuid).filter((u): u is string => Boolean(u)))];
    expect(jobUuids.length).toBeGreaterThan(1);
    const each = await Promise.all(jobUuids.map((u) => count(`job=${u}`)));
    const both = each[0]! + each[1]!;
    expect(await count(`job=${jobUuids[0]}&job=${jobUuids[1]}`)).toBe(both);
    expect(await count(`job=${jobUuids[0]},${jobUuids[1]}`)).toBe(both);
    const experiences = [ref.experienceIds[1]!, ref.experienceIds[2]!];
    expect(await count(`experience=${experiences.join(',')}`)).toBe(
      (await count(`experience=${experiences[0]}`)) + (await count(`experience=${experiences[1]}`)),
    );
    expect((await call('premium', 'GET', `/api/applications/?job=${jobUuids[0]},not-a-uuid`)).status).toBe(400);
  });

  it('answers 404 for another recruiter’s address', async () => {
    expect((await call('premium', 'GET', `/api/applications/?address=${addresses.other!.uuid}`)).status).toBe(404);
  });

  it('shows contact details only where the address has an active subscription, for a recruiter without premium', async () => {
    const { body } = await call<ApplicationListAnswer>('standard', 'GET', '/api/applications/');
    expect(body.count).toBe(2);
    const paid = body.results.find((a) => a.uuid === apps.paid!.uuid)!;
    const unpaid = body.results.find((a) => a.uuid === apps.unpaid!.uuid)!;
    expect(paid).toMatchObject({ contactAccess: true, user: { lastName: 'Moreau' } });
    expect(unpaid.contactAccess).toBe(false);
    expectNoContact(unpaid, { lastName: 'Petit', email: 'marc.petit@example.test' });
  });
});

describe('GET /api/applications/{uuid}/', () => {
  it('answers the application with the candidate’s profile and contact details when allowed', async () => {
    const { status, body } = await call<Record<string, unknown>>('premium', 'GET', `/api/applications/${apps.lea!.uuid}/`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      contactAccess: true,
      user: { firstName: 'Léa', lastName: 'Moreau', email: 'lea.moreau@example.test' },
      candidate: {
        phoneNumber: '0612345678',
        address: { streetAddress: '12 rue des Lilas' },
        jobs: [{ experience: { id: ref.experienceIds[2] } }],
      },
      documents: [],
    });
  });

  it('leaves contact details out without the right', async () => {
    const { body } = await call<Record<string, unknown>>('standard', 'GET', `/api/applications/${apps.unpaid!.uuid}/`);
    expect(body).toMatchObject({ contactAccess: false, user: { firstName: 'Marc' } });
    expectNoContact(body, { lastName: 'Petit', email: 'marc.petit@example.test', phone: '0612345678', street: '12 rue des Lilas' });
  });

  it('answers 404 for another recruiter’s application, whatever the role', async () => {
    for (const who of ['premium', 'standard', 'hunter']) {
      expect((await call(who, 'GET', `/api/applications/${apps.other!.uuid}/`)).status).toBe(404);
      expect((await call(who, 'PATCH', `/api/applications/${apps.other!.uuid}/`, { favorite: true })).status).toBe(404);
    }
    expect((await call('nobody', 'GET', `/api/applications/${apps.lea!.uuid}/`)).status).toBe(401);
  });
});

describe('PATCH /api/applications/{uuid}/', () => {
  it('saves the favourite flag', async () => {
    const { status, body } = await call('premium', 'PATCH', `/api/applications/${apps.lea!.uuid}/`, { favorite: true });
    expect(status).toBe(200);
    expect(body).toEqual({ uuid: apps.lea!.uuid, favorite: true });
    expect((await call<ApplicationListAnswer>('premium', 'GET', '/api/applications/?favorite=1')).body.count).toBe(2);
    expect((await call('premium', 'PATCH', `/api/applications/${apps.lea!.uuid}/`, { favorite: 'yes' })).status).toBe(400);
  });
});
