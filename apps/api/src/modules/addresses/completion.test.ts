import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_NAME_MAX } from '@app/contracts/constants';
import { activitySectors, addresses, addressJobs, jobs } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { createUser } from '../../../test/helpers.ts';
import { createAddressesApp, insertAddress, LYON_PLACE } from '../../../test/addresses-fixtures.ts';

describe('address completion from its public link (no sign-in)', () => {
  let ctx: Awaited<ReturnType<typeof createAddressesApp>>;
  let recruiterId: number;
  let sectorId: number;
  let jobIds: number[];
  const url = (uuid: string) => `/api/addresses/${uuid}/completion/`;
  const call = (method: 'GET' | 'PATCH' | 'POST', uuid: string, payload?: unknown) =>
    ctx.app.inject({ method, url: url(uuid), ...(payload !== undefined ? { payload: payload as object } : {}) });
  const blank = () =>
    insertAddress(ctx.database, recruiterId, {
      name: 'À compléter',
      content: null,
      completedAt: null,
      qrcodeTown: null,
      email: 'secret@example.test',
    });

  beforeAll(async () => {
    ctx = await createAddressesApp();
    await seedReference(ctx.database.db, TEST_REFERENCE);
    recruiterId = (await createUser(ctx.database)).recruiterId;
    [{ id: sectorId }] = (await ctx.database.db.select({ id: activitySectors.id }).from(activitySectors).limit(1)) as [{ id: number }];
    jobIds = (await ctx.database.db.select({ id: jobs.id }).from(jobs).limit(3)).map((j) => j.id);
  });
  afterAll(async () => ctx?.close());

  const form = (sector: number) => ({
    name: 'Boulangerie du Parc',
    content: LYON_PLACE,
    activitySector: sector,
    receiveApplicationByEmail: true,
    email: 'parc@example.test',
    frequency: 'daily',
  });

  it('walks the whole flow: SIRET, then form, jobs and terms together; the address is then complete and locked', async () => {
    const address = await blank();
    const start = await call('GET', address.uuid);
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({
      uuid: address.uuid,
      name: 'À compléter',
      content: null,
      completed: false,
      jobs: [],
      email: 'secret@example.test',
    });

    expect((await call('PATCH', address.uuid, { siret: '55203253400646' })).json()).toMatchObject({
      siret: '55203253400646',
      completed: false,
    });

    const done = await call('POST', address.uuid, { ...form(sectorId), jobs: [jobIds[0], jobIds[1], jobIds[0]], terms: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      uuid: address.uuid,
      name: 'Boulangerie du Parc',
      content: null,
      logo: null,
      activitySector: null,
      siret: null,
      receiveApplicationByEmail: false,
      email: null,
      frequency: 'none',
      jobs: [],
      completed: true,
    });
    const [row] = await ctx.database.db.select().from(addresses).where(eq(addresses.id, address.id));
    expect(row).toMatchObject({
      siret: '55203253400646',
      qrcodeTown: 'Lyon',
      activitySectorId: sectorId,
      email: 'parc@example.test',
      frequency: 'daily',
      receiveApplicationByEmail: true,
      latitude: 45.764,
    });
    expect(row!.completedAt).not.toBeNull();
    const created = await ctx.database.db.select().from(addressJobs).where(eq(addressJobs.addressId, address.id));
    expect(created.map((j) => j.jobId).sort()).toEqual([jobIds[0], jobIds[1]].sort());
    expect(created.every((j) => j.active && !j.urgent)).toBe(true);

    // Locked once complete: the link can no longer change anything.
    for (const [method, body] of [
      ['PATCH', { siret: '73282932000074' }],
      ['POST', { ...form(sectorId), name: 'Piraté', jobs: [jobIds[2]], terms: true }],
    ] as const) {
      const res = await call(method, address.uuid, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('address_completed');
    }
  });

  it('opens only blank addresses: one with a place (bought, registered, demo) reads nothing but its name', async () => {
    const complete = await insertAddress(ctx.database, recruiterId, {
      name: 'Complète',
      siret: '55203253400646',
      email: 'prive@example.test',
      activitySectorId: sectorId,
    });
    const bought = await insertAddress(ctx.database, recruiterId, { name: 'Achetée', completedAt: null, activitySectorId: null }); // a place, never completed
    for (const uuid of [complete.uuid, bought.uuid]) {
      const res = await call('GET', uuid);
      expect(res.json()).toMatchObject({ completed: true, siret: null, email: null, content: null });
      expect((await call('PATCH', uuid, { siret: '73282932000074' })).statusCode).toBe(409);
      expect((await call('POST', uuid, { ...form(sectorId), jobs: [jobIds[0]], terms: true })).statusCode).toBe(409);
    }
  });

  it('answers 404 for an unknown address and 400 for a malformed uuid', async () => {
    expect((await call('GET', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('PATCH', '00000000-0000-4000-8000-000000000000', { siret: '55203253400646' })).statusCode).toBe(404);
    expect((await call('GET', 'abc')).statusCode).toBe(400);
  });

  it('checks the SIRET: 14 digits and its checksum; nothing else is saved by this step', async () => {
    const { uuid } = await blank();
    const errors = async (body: unknown) => (await call('PATCH', uuid, body)).json().fieldErrors;
    expect(await errors({ siret: '55203253400647' })).toEqual({ siret: ['errors.siret_invalid'] });
    expect(await errors({ siret: '123' })).toEqual({ siret: ['form.validation.isSiret'] });
    expect((await call('PATCH', uuid, { name: 'Piraté' })).statusCode).toBe(400);
    expect((await call('PATCH', uuid, { siret: '55203253400646', content: LYON_PLACE })).statusCode).toBe(400);
  });

  it('finishes only with a valid form, at least one known job and the terms accepted', async () => {
    const { uuid } = await blank();
    const errors = async (body: unknown) => (await call('POST', uuid, body)).json().fieldErrors;
    const ok = { ...form(sectorId), jobs: [jobIds[0]], terms: true };
    expect(await errors({ ...ok, name: 'N'.repeat(ADDRESS_NAME_MAX + 1) })).toEqual({ name: ['form.validation.max_length'] });
    expect(await errors({ ...ok, content: { ...LYON_PLACE, postalCode: '1050' } })).toEqual({
      'content.postalCode': ['form.validation.french_place'],
    });
    const { content: _c, ...noPlace } = ok;
    expect(await errors(noPlace)).toHaveProperty('content');
    const { activitySector: _s, ...noSector } = ok;
    expect(await errors(noSector)).toEqual({ activitySector: ['form.validation.required'] });
    expect(await errors({ ...ok, activitySector: 999_999 })).toEqual({ activitySector: ['form.validation.invalid_choice'] });
    expect(await errors({ ...ok, email: 'nope' })).toEqual({ email: ['form.validation.email'] });
    expect(await errors({ ...ok, email: '' })).toEqual({ email: ['form.validation.required'] });
    expect(await errors({ ...ok, jobs: [] })).toEqual({ jobs: ['form.validation.required'] });
    expect(await errors({ ...ok, jobs: [999_999] })).toEqual({ jobs: ['form.validation.invalid_choice'] });
    expect(await errors({ ...ok, terms: false })).toEqual({ terms: ['form.validation.required'] });
    expect((await call('POST', uuid, { ...ok, terms: undefined })).statusCode).toBe(400);
    expect((await call('POST', uuid, { ...ok, logo: 'data:image/png;base64,AAAA' })).statusCode).toBe(400); // not part of this form
    expect((await call('POST', uuid, { ...ok, name: 'N'.repeat(ADDRESS_NAME_MAX) })).json().completed).toBe(true);
  });

  it("writes the commune's official name whole as the QR town; the migration puts back the names stored cut (issue 29)", async () => {
    const arrondissement = {
      ...LYON_PLACE,
      placeName: 'Lyon 1er Arrondissement (69001)',
      place_name: 'Lyon 1er Arrondissement (69001)',
      featureName: 'Lyon 1er Arrondissement',
      inseeCode: '69381',
    };
    const { uuid, id } = await blank();
    expect(
      (await call('POST', uuid, { ...form(sectorId), content: arrondissement, jobs: jobIds.slice(0, 1), terms: true })).statusCode,
    ).toBe(200);
    const [done] = await ctx.database.db.select({ town: addresses.qrcodeTown }).from(addresses).where(eq(addresses.id, id));
    expect(done!.town).toBe('Lyon 1er Arrondissement');

    // Rows written before: a town cut at 18 (trimmed), a town typed by hand, a short town.
    const cut = await insertAddress(ctx.database, recruiterId, { content: arrondissement, qrcodeTown: 'Lyon 1er Arrondiss' });
    const spaced = await insertAddress(ctx.database, recruiterId, {
      content: { ...LYON_PLACE, featureName: 'Saint-Germain-des Prés du Val' },
      qrcodeTown: 'Saint-Germain-des',
    });
    const typed = await insertAddress(ctx.database, recruiterId, { content: arrondissement, qrcodeTown: 'Lyon centre' });
    const short = await insertAddress(ctx.database, recruiterId, { content: LYON_PLACE, qrcodeTown: 'Lyon' });
    const migration = fs.readFileSync(new URL('../../db/migrations/0035_whole_qrcode_towns.sql', import.meta.url), 'utf8');
    const update = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'))!;
    await ctx.database.db.execute(sql.raw(update));
    const town = async (row: { id: number }) =>
      (await ctx.database.db.select({ town: addresses.qrcodeTown }).from(addresses).where(eq(addresses.id, row.id)))[0]!.town;
    expect(await town(cut)).toBe('Lyon 1er Arrondissement');
    expect(await town(spaced)).toBe('Saint-Germain-des Prés du Val');
    expect(await town(typed)).toBe('Lyon centre');
    expect(await town(short)).toBe('Lyon');
  });
});
