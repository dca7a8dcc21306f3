import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advantageCategoryListSchema,
  cacesListSchema,
  experienceListSchema,
  languageListSchema,
  licenceListSchema,
  locomotionListSchema,
  namedListSchema,
  skillGroupListSchema,
} from '@app/contracts/reference-lists';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { bearer, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
let access: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedReference(ctx.database.db, TEST_REFERENCE);
  const user = await createUser(ctx.database, { headhunter: true });
  access = (await login(ctx.app, user.email, user.password)).access;
});
afterAll(() => ctx.close());

const lists = [
  ['/api/contracts/', namedListSchema],
  ['/api/working-times/', namedListSchema],
  ['/api/remotes/', namedListSchema],
  ['/api/experiences/', experienceListSchema],
  ['/api/skills/', skillGroupListSchema],
  ['/api/languages/', languageListSchema],
  ['/api/locomotions/', locomotionListSchema],
  ['/api/licences/', licenceListSchema],
  ['/api/caces/', cacesListSchema],
  ['/api/advantages/', advantageCategoryListSchema],
  ['/api/recruitment-steps/', namedListSchema],
] as const;

describe('reference lists', () => {
  it.each(lists)('%s answers its list to anonymous and signed-in callers', async (url, schema) => {
    for (const headers of [{}, bearer(access)]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const body = schema.parse(res.json());
      const items = Array.isArray(body) ? body : body.results;
      expect(items.length).toBeGreaterThan(0);
    }
  });

  it('answers plain lists for contracts, working times, remotes and experiences, { results } for the others', async () => {
    expect(Array.isArray((await ctx.app.inject({ url: '/api/contracts/' })).json())).toBe(true);
    expect((await ctx.app.inject({ url: '/api/contracts/' })).json()[0]).toEqual({ id: expect.any(Number), name: 'CDI' });
    expect((await ctx.app.inject({ url: '/api/languages/' })).json()).toHaveProperty('results');
  });

  it('orders experiences by level', async () => {
    const levels = (await ctx.app.inject({ url: '/api/experiences/' })).json().map((e: { level: number }) => e.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it('answers the three skill groups (1 personal qualities, 2 professional knowledge, 3 soft skills) with their skill sets', async () => {
    const groups = skillGroupListSchema.parse((await ctx.app.inject({ url: '/api/skills/' })).json());
    expect(groups.map((g) => g.id)).toEqual([1, 2, 3]);
    for (const group of groups) expect(group.skillSet.length).toBeGreaterThanOrEqual(5);
    expect(groups[2]!.skillSet.every((s) => s.description)).toBe(true);
  });

  it('gives locomotions an icon', async () => {
    const { results } = locomotionListSchema.parse((await ctx.app.inject({ url: '/api/locomotions/' })).json());
    expect(results.every((l) => l.icon.length > 0)).toBe(true);
  });

  it('lists only catalogue advantages, grouped by category', async () => {
    const categories = advantageCategoryListSchema.parse((await ctx.app.inject({ url: '/api/advantages/' })).json());
    expect(categories.every((c) => c.advantages.length > 0)).toBe(true);
  });
});
