import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressJobAvailabilityQuerySchema,
  addressJobAvailabilitySchema,
  addressJobListQuerySchema,
  addressJobListSchema,
  addressJobParamsSchema,
  addressJobSchema,
  createAddressJobBodySchema,
  updateAddressJobBodySchema,
} from '@app/contracts/address-jobs';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { alertFollowers, type FollowAlertDeps } from '../candidate-app/index.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { bearer, errorAnswers, moduleRoutes } from '../../lib/route-options.ts';
import * as service from './jobs.service.ts';

/**
 * Jobs of an address (spec sections 4 and 7). Every recruiter account except affiliates; a
 * recruiter only reaches their own addresses and jobs (404 otherwise).
 */
export const addressJobRoutes: FastifyPluginAsyncZod<{ db: Db; alerts?: Omit<FollowAlertDeps, 'db'> }> = async (app, { db, alerts }) => {
  const route = moduleRoutes({ policy: 'recruiter', tags: ['address jobs'], security: bearer, errors: errorAnswers(400, 401, 403, 404) });
  // A published job alerts the site's followers (issue 33 item 4, decision 156).
  const published = (log: FastifyBaseLogger): service.OnPublished | undefined =>
    alerts ? (id) => alertFollowers({ db, ...alerts }, id, log) : undefined;

  app.get(
    '/addresses-jobs/',
    route({
      operationId: 'jobs.listJobs',
      summary: 'Jobs of one address',
      querystring: addressJobListQuerySchema,
      response: { 200: addressJobListSchema },
    }),
    async (request) => service.listJobsOfAddress(db, requireAuth(request), request.query.address),
  );

  app.get(
    '/addresses-jobs/availability/',
    route({
      operationId: 'jobs.getAvailability',
      summary: 'Whether an address may take a job (the duplicate rule of the save), asked at step 1 of the job forms',
      querystring: addressJobAvailabilityQuerySchema,
      response: { 200: addressJobAvailabilitySchema },
    }),
    async (request) => service.jobAvailability(db, requireAuth(request), request.query),
  );

  app.post(
    '/addresses-jobs/',
    route({
      operationId: 'jobs.createJob',
      summary: 'Add a job to an address',
      body: createAddressJobBodySchema,
      response: { 201: addressJobSchema, 409: errorAnswerSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.createAddressJob(db, requireAuth(request), request.body, published(request.log))),
  );

  app.get(
    '/addresses-jobs/:uuid/',
    route({
      operationId: 'jobs.getJob',
      summary: 'One job of an address',
      params: addressJobParamsSchema,
      response: { 200: addressJobSchema },
    }),
    async (request) => service.getAddressJob(db, requireAuth(request), request.params.uuid),
  );

  app.patch(
    '/addresses-jobs/:uuid/',
    route({
      operationId: 'jobs.updateJob',
      summary: 'Change a job: its data, or only { active, urgent }',
      params: addressJobParamsSchema,
      body: updateAddressJobBodySchema,
      response: { 200: addressJobSchema, 409: errorAnswerSchema },
    }),
    async (request) => service.updateAddressJob(db, requireAuth(request), request.params.uuid, request.body, published(request.log)),
  );

  app.delete(
    '/addresses-jobs/:uuid/',
    route({
      operationId: 'jobs.deleteJob',
      summary: 'Remove a job from its address',
      params: addressJobParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteAddressJob(db, requireAuth(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  );
};
