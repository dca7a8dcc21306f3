import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  advantageCategoryListSchema,
  cacesListSchema,
  experienceListSchema,
  languageListSchema,
  licenceListSchema,
  locomotionListSchema,
  namedListSchema,
  recruitmentStepListSchema,
  skillGroupListSchema,
  skillsQuerySchema,
} from '@app/contracts/reference-lists';
import type { Db } from '../../db/client.ts';
import { PUBLIC_READ_RATE_LIMIT } from '../../lib/public-rate-limits.ts';
import * as repo from './reference-lists.repository.ts';
import * as service from './reference-lists.service.ts';

/** Reference lists change only when an operator edits them; browsers may keep them a few minutes. */
const CACHE = 'public, max-age=300';

/**
 * Reference lists (spec section 7). They are open to anonymous callers: the registration steps
 * (before any account exists) show experiences, skills and job criteria.
 */
export const referenceListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', CACHE);
  });
  const tags = ['reference lists'];
  // Public reads: limited per client like every public route (decision 144).
  const config = { rateLimit: PUBLIC_READ_RATE_LIMIT };

  /**
   * A public read of one list: its path, operation, summary, answer and reader. The reader is typed
   * against the answer's schema here, at each call; Fastify's own handler type cannot follow a
   * generic schema, hence the one cast.
   */
  const publicList = <T extends z.ZodType>(
    url: string,
    operationId: string,
    summary: string,
    response: T,
    read: () => Promise<z.input<T>>,
  ) => app.get(url, { policy: 'public', config, schema: { operationId, tags, summary, response: { 200: response } } }, read as never);
  const withResults =
    <R>(read: (db: Db) => Promise<R[]>) =>
    async () => ({ results: await read(db) });

  publicList('/contracts/', 'referenceLists.listContracts', 'Contract types', namedListSchema, () => repo.listContracts(db));
  publicList('/working-times/', 'referenceLists.listWorkingTimes', 'Working times', namedListSchema, () => repo.listWorkingTimes(db));
  publicList('/remotes/', 'referenceLists.listRemotes', 'Remote-work options', namedListSchema, () => repo.listRemotes(db));
  publicList('/experiences/', 'referenceLists.listExperiences', 'Experience levels', experienceListSchema, () => repo.listExperiences(db));
  app.get(
    '/skills/',
    {
      policy: 'public',
      config,
      schema: {
        operationId: 'referenceLists.listSkills',
        tags,
        summary: 'The three skill groups with their skill sets; with ?job=, the skills that fit the job first',
        querystring: skillsQuerySchema,
        response: { 200: skillGroupListSchema },
      },
    },
    (request) => service.skillGroups(db, request.query.job),
  );
  publicList('/languages/', 'referenceLists.listLanguages', 'Languages', languageListSchema, withResults(repo.listLanguages));
  publicList(
    '/locomotions/',
    'referenceLists.listLocomotions',
    'Means of transport',
    locomotionListSchema,
    withResults(repo.listLocomotions),
  );
  publicList('/licences/', 'referenceLists.listLicences', 'Driving licences', licenceListSchema, withResults(repo.listLicences));
  publicList('/caces/', 'referenceLists.listCaces', 'CACES certificates', cacesListSchema, withResults(repo.listCaces));
  publicList('/advantages/', 'referenceLists.listAdvantages', 'Advantage catalogue by category', advantageCategoryListSchema, () =>
    service.advantageCatalogue(db),
  );
  publicList('/recruitment-steps/', 'referenceLists.listRecruitmentSteps', 'Recruitment steps', recruitmentStepListSchema, () =>
    repo.listRecruitmentSteps(db),
  );
};
