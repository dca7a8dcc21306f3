import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { normalizeSearch } from '../../db/importers/normalize.ts';
import { jobs } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import { createJobSearch, JOB_SEARCH_CACHE } from './job-titles.service.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const names = async (search: ReturnType<typeof createJobSearch>, term: string) => (await search.search(term)).hits.map((h) => h.name);
const addJob = (name: string) => database.db.insert(jobs).values({ name, searchName: normalizeSearch(name) });

describe('job search index freshness', () => {
  it('does not keep an empty catalogue: the first search after the import finds the titles', async () => {
    const search = createJobSearch(database.db);
    expect(await names(search, 'boulanger')).toEqual([]);
    await seedReference(database.db, TEST_REFERENCE);
    expect(await names(search, 'boulanger')).toContain('Boulanger / Boulangère');
  });

  it('reloads its index in the background once it is 10 minutes old, answering from the old one meanwhile', async () => {
    let clock = 1_000_000;
    const search = createJobSearch(database.db, { now: () => clock });
    expect(await names(search, 'zythologue')).toEqual([]);
    await addJob('Zythologue');
    try {
      clock += JOB_SEARCH_CACHE.ttlMs - 1;
      expect(await names(search, 'zythologue')).toEqual([]);
      clock += 1;
      // This search starts the reload and still answers from the old index.
      expect(await names(search, 'zythol')).toEqual([]);
      await expect.poll(() => names(search, 'zythologue'), { timeout: 5000 }).toEqual(['Zythologue']);
    } finally {
      await database.db.delete(jobs).where(eq(jobs.name, 'Zythologue'));
    }
  });

  it('forgets its index on clearCache', async () => {
    const search = createJobSearch(database.db);
    expect(await names(search, 'oenologue')).not.toContain('Œnologue de test');
    await addJob('Œnologue de test');
    try {
      expect(await names(search, 'oenologue de')).toEqual([]);
      search.clearCache();
      expect(await names(search, 'oenologue de')).toEqual(['Œnologue de test']);
    } finally {
      await database.db.delete(jobs).where(eq(jobs.name, 'Œnologue de test'));
    }
  });
});
