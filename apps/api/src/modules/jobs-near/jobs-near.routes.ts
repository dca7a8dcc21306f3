import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { JOBS_NEAR_RATE_LIMIT, jobsNearAnswerSchema, jobsNearQuerySchema } from '@app/contracts/jobs-near';
import type { Db } from '../../db/client.ts';
import { onReplica } from '../../db/replicas.ts';
import { jobsNear } from './jobs-near.service.ts';

/** "Jobs near me" (issue 33 item 4): public, limited per client (decision 144), read on a replica when there is one. */
export const jobsNearRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/jobs-near/',
    {
      policy: 'public',
      config: { rateLimit: { max: JOBS_NEAR_RATE_LIMIT.max, timeWindow: JOBS_NEAR_RATE_LIMIT.timeWindowMs } },
      schema: {
        operationId: 'jobsNear.searchJobsNear',
        tags: ['apply'],
        summary: 'Live sites with open jobs within a radius of a town (INSEE or postal code) or a position, nearest first',
        querystring: jobsNearQuerySchema,
        response: { 200: jobsNearAnswerSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request) => onReplica(db, (reader) => jobsNear(reader, request.query)),
  );
};
