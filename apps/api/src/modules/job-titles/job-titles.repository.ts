import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { JobTitle } from './job-titles.index.ts';

/** Every job title with what the search ranks it by (decision 020), for the in-memory index. */
export async function loadJobTitles(db: Db): Promise<JobTitle[]> {
  return db
    .select({
      id: jobs.id,
      uuid: jobs.uuid,
      name: jobs.name,
      searchName: jobs.searchName,
      isMain: jobs.isMain,
      rarelyUsed: jobs.rarelyUsed,
    })
    .from(jobs)
    .orderBy(asc(jobs.id));
}
