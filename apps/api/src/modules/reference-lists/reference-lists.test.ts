import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advantageCategoryListSchema,
  cacesListSchema,
  experienceListSchema,
  languageListSchema,
  licenceListSchema,
  locomotionListSchema,
  namedListSchema,
  SKILL_GROUP,
  skillGroupListSchema,
} from '@app/contracts/reference-lists';
import { eq, sql } from 'drizzle-orm';
import { jobs, skills } from '../../db/schema/index.ts';
import { createAddress, createAddressJob, createCandidate } from '../../../test/candidates-fixtures.ts';
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

describe('skills that fit a job (issue 11, item 9)', () => {
  it('puts first, flagged, the skills chosen for the same or similar jobs and held by its candidates; the others after', async () => {
    const db = ctx.database.db;
    const [cook] = await db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id).limit(1);
    // A job that is neither this one nor similar to it.
    const [other] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${jobs.id} <> ${cook!.id} AND ${jobs.id} NOT IN (SELECT similar_job_id FROM similar_jobs WHERE job_id = ${cook!.id})`)
      .limit(1);
    const knowledge = await db
      .select({ id: skills.id })
      .from(skills)
      .where(eq(skills.groupId, SKILL_GROUP.professionalKnowledge))
      .orderBy(skills.id);
    expect(knowledge.length).toBeGreaterThan(4);
    const [forJob, byCandidates, forOtherJob] = [knowledge[0]!.id, knowledge[1]!.id, knowledge[2]!.id];
    const owner = await createUser(ctx.database);
    const site = await createAddress(db, owner.recruiterId);
    await createAddressJob(db, site.id, { jobId: cook!.id, skillIds: [forJob] });
    await createAddressJob(db, site.id, { jobId: other!.id, skillIds: [forOtherJob] });
    await createCandidate(db, { searchedJobs: [{ jobId: cook!.id, experienceId: null }], skillIds: [byCandidates] });

    const res = await ctx.app.inject({ url: `/api/skills/?job=${cook!.id}` });
    expect(res.statusCode).toBe(200);
    const group = skillGroupListSchema.parse(res.json()).find((g) => g.id === SKILL_GROUP.professionalKnowledge)!;
    // Address jobs of the job weigh 3, its candidates 2: that order, then every other skill, not suggested.
    expect(group.skillSet.slice(0, 2).map((s) => [s.id, s.suggested])).toEqual([
      [forJob, true],
      [byCandidates, true],
    ]);
    expect(group.skillSet.find((s) => s.id === forOtherJob)?.suggested).toBe(false);
    expect(group.skillSet).toHaveLength(knowledge.length);

    // Without a job, the plain lists; a job that is not a number is refused.
    const plain = skillGroupListSchema.parse((await ctx.app.inject({ url: '/api/skills/' })).json());
    expect(plain.flatMap((g) => g.skillSet).some((s) => s.suggested !== undefined)).toBe(false);
    expect((await ctx.app.inject({ url: '/api/skills/?job=abc' })).statusCode).toBe(400);
  });
});

describe('professional knowledge ranked by the job from the ROME reference (issue 29, decision 125)', () => {
  it("offers a car salesperson the sales trade's knowledge first, and a programming language to a developer only", async () => {
    const db = ctx.database.db;
    // A ROME programming-language item, as the import of the savoir file stores it (domains M18).
    await db
      .insert(skills)
      .values({ groupId: SKILL_GROUP.professionalKnowledge, name: 'ASP.NET', romeCode: '999001', romeDomains: ['M18'] });
    const jobByCode = async (code: string) =>
      (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.romeCode, code)).orderBy(jobs.id).limit(1))[0]!.id;
    const knowledgeFor = async (jobId: number) => {
      const res = await ctx.app.inject({ url: `/api/skills/?job=${jobId}` });
      expect(res.statusCode).toBe(200);
      return skillGroupListSchema.parse(res.json()).find((g) => g.id === SKILL_GROUP.professionalKnowledge)!.skillSet;
    };

    // Nobody has used this job yet: only the reference ranks it.
    const seller = await knowledgeFor(await jobByCode('D1404'));
    const suggested = seller.filter((s) => s.suggested).map((s) => s.name);
    expect(suggested).toEqual(expect.arrayContaining(['Techniques de vente', 'Conseil client', 'Accueil de la clientèle']));
    expect(suggested).not.toContain('ASP.NET');
    expect(suggested).not.toContain('Service en salle');
    // The trade's items before the "everywhere" ones (first aid at work, professional English).
    expect(suggested.indexOf('Techniques de vente')).toBeLessThan(suggested.indexOf('Sauveteur secouriste du travail (SST)'));
    expect(seller[0]!.name).not.toBe('ASP.NET');

    const developer = await knowledgeFor(await jobByCode('M1805'));
    expect(developer.find((s) => s.name === 'ASP.NET')?.suggested).toBe(true);
    expect(developer.find((s) => s.name === 'Techniques de vente')?.suggested).toBe(false);
  });
});
