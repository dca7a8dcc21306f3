import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationListAnswerSchema,
  applicationListQuerySchema,
  applicationPatchAnswerSchema,
  applicationPatchBodySchema,
  applicationSchema,
  applicationUuidParamsSchema,
} from '@app/contracts/applications';
import { applicationStatusAnswerSchema, applicationStatusBodySchema } from '@app/contracts/candidate-app';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { mailboxDayBudget } from '../../lib/mailbox-secrets.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as service from './applications.service.ts';
import { bearer, moduleRoutes } from '../../lib/route-options.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/** Applications received on the recruiter's addresses (the resumes page). */
export const applicationRoutes: FastifyPluginAsyncZod<{
  deps: { db: Db; mailer: Mailer; publicUrl: string };
  redis?: Redis | null;
}> = async (app, { deps: base, redis = null }) => {
  const route = moduleRoutes({ policy: 'recruiter', tags: ['applications'], security: bearer, errors });
  const { db } = base;
  // A candidate's status mails a day, whoever changes the statuses (decision 149's mailbox budget).
  const deps: service.ApplicationsDeps = { ...base, mayMailCandidate: mailboxDayBudget(redis, 'application-status-mail') };

  app.get(
    '/applications/',
    route({
      operationId: 'applications.listApplications',
      summary: 'Applications of the caller’s addresses, newest first (filters: address, days, favourites, purchases, job, disability)',
      querystring: applicationListQuerySchema,
      response: { 200: applicationListAnswerSchema },
    }),
    async (request) => service.list(db, requireAuth(request), request.query),
  );

  app.get(
    '/applications/:uuid/',
    route({
      operationId: 'applications.getApplication',
      summary: 'One application with the candidate’s profile',
      params: applicationUuidParamsSchema,
      response: { 200: applicationSchema },
    }),
    async (request) => service.detail(deps, requireAuth(request), request.params.uuid, request.log),
  );

  app.patch(
    '/applications/:uuid/',
    route({
      operationId: 'applications.updateApplication',
      summary: 'Mark an application as favourite or not',
      params: applicationUuidParamsSchema,
      body: applicationPatchBodySchema,
      response: { 200: applicationPatchAnswerSchema },
    }),
    async (request) => service.patch(db, requireAuth(request), request.params.uuid, request.body.favorite),
  );

  app.put(
    '/applications/:uuid/status/',
    route({
      operationId: 'applications.changeApplicationStatus',
      summary:
        'Move an application along reçue, vue, entretien, retenue / non retenue, with an optional message; its candidate is mailed once per change',
      params: applicationUuidParamsSchema,
      body: applicationStatusBodySchema,
      response: { 200: applicationStatusAnswerSchema },
    }),
    async (request) => service.changeStatus(deps, requireAuth(request), request.params.uuid, request.body, request.log),
  );
};
