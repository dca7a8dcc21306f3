import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  app.get(
    '/contracts/',
    {
      policy: 'public',
      config,
      schema: { operationId: 'referenceLists.listContracts', tags, summary: 'Contract types', response: { 200: namedListSchema } },
    },
    () => repo.listContracts(db),
  );
  app.get(
    '/working-times/',
    {
      policy: 'public',
      config,
      schema: { operationId: 'referenceLists.listWorkingTimes', tags, summary: 'Working times', response: { 200: namedListSchema } },
    },
    () => repo.listWorkingTimes(db),
  );
  app.get(
    '/remotes/',
    {
      policy: 'public',
      config,
      schema: { operationId: 'referenceLists.listRemotes', tags, summary: 'Remote-work options', response: { 200: namedListSchema } },
    },
    () => repo.listRemotes(db),
  );
  app.get(
    '/experiences/',
    {
      policy: 'public',
      config,
      schema: {
        operationId: 'referenceLists.listExperiences',
        tags,
        summary: 'Experience levels',
        response: { 200: experienceListSchema },
      },
    },
    () => repo.listExperiences(db),
  );
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
  app.get(
    '/languages/',
    {
      policy: 'public',
      config,
      schema: { operationId: 'referenceLists.listLanguages', tags, summary: 'Languages', response: { 200: languageListSchema } },
    },
    async () => ({
      results: await repo.listLanguages(db),
    }),
  );
  app.get(
    '/locomotions/',
    {
      policy: 'public',
      config,
      schema: {
        operationId: 'referenceLists.listLocomotions',
        tags,
        summary: 'Means of transport',
        response: { 200: locomotionListSchema },
      },
    },
    async () => ({
      results: await repo.listLocomotions(db),
    }),
  );
  app.get(
    '/licences/',
    {
      policy: 'public',
      config,
      schema: { operationId: 'referenceLists.listLicences', tags, summary: 'Driving licences', response: { 200: licenceListSchema } },
    },
    async () => ({
      results: await repo.listLicences(db),
    }),
  );
  app.get(
    '/caces/',
    {
      policy: 'public',
      config,
      schema: { operationId: 'referenceLists.listCaces', tags, summary: 'CACES certificates', response: { 200: cacesListSchema } },
    },
    async () => ({
      results: await repo.listCaces(db),
    }),
  );
  app.get(
    '/advantages/',
    {
      policy: 'public',
      config,
      schema: {
        operationId: 'referenceLists.listAdvantages',
        tags,
        summary: 'Advantage catalogue by category',
        response: { 200: advantageCategoryListSchema },
      },
    },
    () => service.advantageCatalogue(db),
  );
  app.get(
    '/recruitment-steps/',
    {
      policy: 'public',
      config,
      schema: {
        operationId: 'referenceLists.listRecruitmentSteps',
        tags,
        summary: 'Recruitment steps',
        response: { 200: recruitmentStepListSchema },
      },
    },
    () => repo.listRecruitmentSteps(db),
  );
};
