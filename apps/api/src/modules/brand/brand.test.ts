import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVANTAGE_NAME_MAX } from '@app/contracts/constants';
import { CUSTOM_ADVANTAGES_MAX } from '@app/contracts/brand';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { bearer, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createActor, createAddress, type Actor, type RoleName } from '../../../test/jobs-fixtures.ts';
import { dataUrl, pngBytes } from '../../../test/addresses-fixtures.ts';

let ctx: TestContext;
const actors = {} as Record<RoleName, Actor>;
let other: Actor;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedReference(ctx.database.db, TEST_REFERENCE);
  for (const role of ['recruiter', 'premium', 'headhunter', 'headhunterPremium', 'affiliate'] as const) {
    actors[role] = await createActor(ctx.app, ctx.database, role);
  }
  other = await createActor(ctx.app, ctx.database, 'premium');
});
afterAll(() => ctx.close());

const auth = (actor: Actor | null) => (actor ? bearer(actor.access) : {});
const create = (actor: Actor | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/advantages/', payload, headers: auth(actor) });
const remove = (actor: Actor | null, id: number, slash = false) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/advantages/${id}${slash ? '/' : ''}`, headers: auth(actor) });
const address = (actor: Actor, uuid = actor.address.uuid) =>
  ctx.app.inject({ method: 'GET', url: `/api/addresses/${uuid}/`, headers: auth(actor) });
const patch = (actor: Actor, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/addresses/${actor.address.uuid}/`, payload, headers: auth(actor) });

describe('POST /api/advantages/ (spec section 7: custom advantage {name, address id})', () => {
  it.each(['premium', 'headhunterPremium'] as const)('lets a %s add one, selected on the address at once', async (role) => {
    const actor = actors[role];
    const res = await create(actor, { name: '  Crèche d’entreprise ', address: actor.address.id });
    expect(res.statusCode, res.body).toBe(201);
    const advantage = res.json();
    expect(advantage).toEqual({ id: expect.any(Number), name: 'Crèche d’entreprise', icon: null, category: null });
    const detail = (await address(actor)).json();
    expect(detail.advantages).toContainEqual({ ...advantage });
  });

  it('answers 401 without a session and 403 to standard recruiters, head-hunters and affiliates', async () => {
    expect((await create(null, { name: 'X', address: 1 })).statusCode).toBe(401);
    for (const role of ['recruiter', 'headhunter', 'affiliate'] as const) {
      const actor = actors[role];
      expect((await create(actor, { name: 'Crèche', address: actor.address.id })).statusCode, role).toBe(403);
      expect((await remove(actor, 1)).statusCode, role).toBe(403);
    }
  });

  it("answers 404 for another recruiter's address or an unknown one", async () => {
    const res = await create(actors.premium, { name: 'Crèche', address: other.address.id });
    expect(res.statusCode).toBe(404);
    expect((await create(actors.premium, { name: 'Crèche', address: 999_999 })).statusCode).toBe(404);
    expect((await address(other)).json().advantages).toEqual([]);
  });

  it('requires a name of at most 50 characters (spec section 5)', async () => {
    const actor = actors.premium;
    const blank = await create(actor, { name: '   ', address: actor.address.id });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ name: ['form.validation.required'] });
    const long = await create(actor, { name: 'a'.repeat(ADVANTAGE_NAME_MAX + 1), address: actor.address.id });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ name: ['form.validation.max_length'] });
    expect((await create(actor, { name: 'a'.repeat(ADVANTAGE_NAME_MAX), address: actor.address.id })).statusCode).toBe(201);
    expect((await create(actor, { address: actor.address.id })).statusCode).toBe(400);
    expect((await create(actor, { name: 'Sans adresse' })).statusCode).toBe(400);
  });

  it('refuses a name the address already has (ignoring case) and more than the maximum', async () => {
    const actor = await createActor(ctx.app, ctx.database, 'premium');
    expect((await create(actor, { name: 'Vélo', address: actor.address.id })).statusCode).toBe(201);
    const same = await create(actor, { name: ' vÉlo ', address: actor.address.id });
    expect(same.statusCode).toBe(409);
    expect(same.json().fieldErrors).toEqual({ name: ['components.brand_advantages.errors.name_taken'] });
    // The same name on another address of the account is fine.
    const second = await createAddress(ctx.database, actor.recruiterId, 'Deuxième');
    expect((await create(actor, { name: 'Vélo', address: second.id })).statusCode).toBe(201);
    const existing = (await address(actor)).json().advantages.length as number;
    for (let i = existing; i < CUSTOM_ADVANTAGES_MAX; i += 1) {
      expect((await create(actor, { name: `Avantage ${i}`, address: actor.address.id })).statusCode).toBe(201);
    }
    const tooMany = await create(actor, { name: 'Un de trop', address: actor.address.id });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().fieldErrors).toEqual({ name: ['components.brand_advantages.errors.too_many'] });
  });
});

describe('DELETE /api/advantages/{id}', () => {
  it('deletes a custom advantage of mine (with or without the trailing slash), then 404', async () => {
    const actor = actors.premium;
    const a = (await create(actor, { name: 'Conciergerie', address: actor.address.id })).json();
    const b = (await create(actor, { name: 'Jardin', address: actor.address.id })).json();
    expect((await remove(actor, a.id)).statusCode).toBe(204);
    expect((await remove(actor, b.id, true)).statusCode).toBe(204);
    expect((await remove(actor, a.id)).statusCode).toBe(404);
    const names = (await address(actor)).json().advantages.map((x: { name: string }) => x.name);
    expect(names).not.toContain('Conciergerie');
    expect(names).not.toContain('Jardin');
  });

  it("answers 404 for another recruiter's advantage and for catalogue advantages", async () => {
    const mine = (await create(other, { name: 'Salle de repos', address: other.address.id })).json();
    expect((await remove(actors.premium, mine.id)).statusCode).toBe(404);
    expect((await address(other)).json().advantages.map((x: { id: number }) => x.id)).toContain(mine.id);
    const catalogue = (await ctx.app.inject({ method: 'GET', url: '/api/advantages/' })).json();
    const catalogueId = catalogue[0].advantages[0].id as number;
    expect((await remove(actors.premium, catalogueId)).statusCode).toBe(404);
    expect((await remove(actors.premium, 0)).statusCode).toBe(400);
  });
});

describe('brand tabs through PATCH /api/addresses/{uuid}/ (addresses module)', () => {
  const png = dataUrl(pngBytes(4)); // a real PNG: formats are read from the bytes (decision 072)

  it('saves every tab and reads it back; keeps custom advantages when sent with the catalogue ids', async () => {
    const actor = await createActor(ctx.app, ctx.database, 'premium');
    const custom = (await create(actor, { name: 'Crèche', address: actor.address.id })).json();
    const catalogue = (await ctx.app.inject({ method: 'GET', url: '/api/advantages/' })).json();
    const steps = (await ctx.app.inject({ method: 'GET', url: '/api/recruitment-steps/' })).json();
    const chosen = [catalogue[0].advantages[0].id, catalogue[1].advantages[0].id];
    expect((await patch(actor, { values: 'Respect', description: 'Une équipe soudée' })).statusCode).toBe(200);
    expect((await patch(actor, { advantages: [...chosen, custom.id] })).statusCode).toBe(200);
    expect((await patch(actor, { recruitmentSteps: [steps[2].id, steps[0].id] })).statusCode).toBe(200);
    const media = await patch(actor, { youtubeLink: 'https://youtu.be/aqz-KE-bpKQ', picture: png, pictureTwo: null, pictureThree: null });
    expect(media.statusCode, media.body).toBe(200);
    const detail = (await address(actor)).json();
    expect(detail.values).toBe('Respect');
    expect(detail.description).toBe('Une équipe soudée');
    expect(detail.advantages.map((a: { id: number }) => a.id).sort()).toEqual([...chosen, custom.id].sort());
    expect(detail.recruitmentSteps).toEqual([steps[2], steps[0]]);
    expect(detail.youtubeLink).toBe('https://youtu.be/aqz-KE-bpKQ');
    expect(detail.picture).toMatch(/^\/api\/files\/pictures\/[a-z0-9-]+\.png$/);
    expect(detail.pictureTwo).toBeNull();
    // The stored picture can be sent back unchanged.
    expect((await patch(actor, { youtubeLink: '', picture: detail.picture, pictureTwo: null, pictureThree: null })).statusCode).toBe(200);
    expect((await address(actor)).json().picture).toBe(detail.picture);
  });

  it('refuses duplicate or more than 6 steps, a picture that is not an image, and brand fields for a standard recruiter', async () => {
    const actor = actors.premium;
    const steps = (await ctx.app.inject({ method: 'GET', url: '/api/recruitment-steps/' })).json() as { id: number }[];
    const dup = await patch(actor, { recruitmentSteps: [steps[0]!.id, steps[0]!.id] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fieldErrors.recruitmentSteps).toEqual(['components.brand_recruitment.errors.duplicates']);
    expect((await patch(actor, { recruitmentSteps: steps.slice(0, 7).map((s) => s.id) })).statusCode).toBe(400);
    const gif = await patch(actor, { picture: `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}` });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().fieldErrors).toEqual({ picture: ['form.validation.image_file_format'] });
    expect((await patch(actors.recruiter, { values: 'a', description: 'b' })).statusCode).toBe(403);
  });
});
