import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationListAnswerSchema,
  applicationListQuerySchema,
  applicationPatchAnswerSchema,
  applicationPatchBodySchema,
  applicationSchema,
  applicationUuidParamsSchema,
} from '@app/contracts/applications';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as service from './applications.service.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/** Applications received on the recruiter's addresses (the resumes page). */
export const applicationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['applications'];
  const security = [{ bearer: [] }];

  app.get(
    '/applications/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'applications.listApplications',
        tags,
        security,
        summary: 'Applications of the caller’s addresses, newest first (filters: address, days, favourites, purchases, job, disability)',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListAnswerSchema, ...errors },
      },
    },
    async (request) => service.list(db, requireAuth(request), request.query),
  );

  app.get(
    '/applications/:uuid/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'applications.getApplication',
        tags,
        security,
        summary: 'One application with the candidate’s profile',
        params: applicationUuidParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => service.detail(db, requireAuth(request), request.params.uuid),
  );

  app.patch(
    '/applications/:uuid/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'applications.updateApplication',
        tags,
        security,
        summary: 'Mark an application as favourite or not',
        params: applicationUuidParamsSchema,
        body: applicationPatchBodySchema,
        response: { 200: applicationPatchAnswerSchema, ...errors },
      },
    },
    async (request) => service.patch(db, requireAuth(request), request.params.uuid, request.body.favorite),
  );
};
