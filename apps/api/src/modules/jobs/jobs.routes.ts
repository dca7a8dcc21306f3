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
import * as service from './jobs.service.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/**
 * Jobs of an address (spec sections 4 and 7). Every recruiter account except affiliates; a
 * recruiter only reaches their own addresses and jobs (404 otherwise).
 */
export const addressJobRoutes: FastifyPluginAsyncZod<{ db: Db; alerts?: Omit<FollowAlertDeps, 'db'> }> = async (app, { db, alerts }) => {
  const tags = ['address jobs'];
  // A published job alerts the site's followers (issue 33 item 4, decision 156).
  const published = (log: FastifyBaseLogger): service.OnPublished | undefined =>
    alerts ? (id) => alertFollowers({ db, ...alerts }, id, log) : undefined;
  const security = [{ bearer: [] }];

  app.get(
    '/addresses-jobs/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'jobs.listJobs',
        tags,
        security,
        summary: 'Jobs of one address',
        querystring: addressJobListQuerySchema,
        response: { 200: addressJobListSchema, ...errors },
      },
    },
    async (request) => service.listJobsOfAddress(db, requireAuth(request), request.query.address),
  );

  app.get(
    '/addresses-jobs/availability/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'jobs.getAvailability',
        tags,
        security,
        summary: 'Whether an address may take a job (the duplicate rule of the save), asked at step 1 of the job forms',
        querystring: addressJobAvailabilityQuerySchema,
        response: { 200: addressJobAvailabilitySchema, ...errors },
      },
    },
    async (request) => service.jobAvailability(db, requireAuth(request), request.query),
  );

  app.post(
    '/addresses-jobs/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'jobs.createJob',
        tags,
        security,
        summary: 'Add a job to an address',
        body: createAddressJobBodySchema,
        response: { 201: addressJobSchema, 409: errorAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createAddressJob(db, requireAuth(request), request.body, published(request.log))),
  );

  app.get(
    '/addresses-jobs/:uuid/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'jobs.getJob',
        tags,
        security,
        summary: 'One job of an address',
        params: addressJobParamsSchema,
        response: { 200: addressJobSchema, ...errors },
      },
    },
    async (request) => service.getAddressJob(db, requireAuth(request), request.params.uuid),
  );

  app.patch(
    '/addresses-jobs/:uuid/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'jobs.updateJob',
        tags,
        security,
        summary: 'Change a job: its data, or only { active, urgent }',
        params: addressJobParamsSchema,
        body: updateAddressJobBodySchema,
        response: { 200: addressJobSchema, 409: errorAnswerSchema, ...errors },
      },
    },
    async (request) => service.updateAddressJob(db, requireAuth(request), request.params.uuid, request.body, published(request.log)),
  );

  app.delete(
    '/addresses-jobs/:uuid/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'jobs.deleteJob',
        tags,
        security,
        summary: 'Remove a job from its address',
        params: addressJobParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteAddressJob(db, requireAuth(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  );
};
