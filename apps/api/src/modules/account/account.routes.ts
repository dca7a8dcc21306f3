import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSchema, changeSiretBodySchema, deleteAccountBodySchema, updateAccountBodySchema } from '@app/contracts/account';
import { profileSchema } from '@app/contracts/auth';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../db/client.ts';
import { requireAccess, requireAuth } from '../../plugins/auth.ts';
import { uploadRateLimit } from '../../plugins/rate-limit.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { sendJsonBytes, StampedAnswers } from '../../lib/stamped-answers.ts';
import { changeSiret, deleteMyAccount, getAccount, getProfileAnswer, updateAccount } from './account.service.ts';
import { bearer, moduleRoutes } from '../../lib/route-options.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };
const security = bearer;
/** The routes that check the current password: bounded per client, as the e-mail change is. */
const passwordChecks = { max: 20, timeWindow: '15 minutes' };

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  const route = moduleRoutes({ policy: 'signedIn', tags: ['account'], security, errors });
  const deps = { db, storage };
  // The profiles sent, kept with their stamps (decision 106): 16 MB of JSON text at most.
  const profiles = new StampedAnswers(16 * 1024 * 1024);

  app.get(
    '/recruiter/me/profile/',
    {
      // The token only: the handler's one statement refuses an inactive user (decision 101).
      policy: 'signedIn',
      callerInStatement: true,
      schema: {
        operationId: 'account.getProfile',
        tags: ['account'],
        summary: 'The signed-in user and their recruiter account',
        security,
        response: { 200: profileSchema, 401: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const body = await getProfileAnswer(db, profiles, requireAccess(request), (profile) => String(reply.serialize(profile)));
      return sendJsonBytes(reply, body);
    },
  );

  app.get(
    '/recruiter/me/',
    route({ operationId: 'account.getAccount', summary: 'The account form', response: { 200: accountSchema } }),
    async (request) => getAccount(db, requireAuth(request)),
  );

  app.patch(
    '/recruiter/me/',
    route(
      {
        operationId: 'account.updateAccount',
        summary: 'Save the account form (company, manager unless head-hunter, address, sector, logo)',
        body: updateAccountBodySchema,
        response: { 200: accountSchema, 413: errorAnswerSchema },
      },
      { config: { rateLimit: uploadRateLimit('account-update') } },
    ),
    async (request) => updateAccount(deps, requireAuth(request), request.body),
  );

  app.delete(
    '/recruiter/me/delete/',
    route(
      {
        operationId: 'account.deleteAccount',
        summary: 'Delete my account (the current password is asked)',
        body: deleteAccountBodySchema,
        response: { 204: z.null(), 429: errorAnswerSchema },
      },
      { config: { rateLimit: passwordChecks } },
    ),
    async (request, reply) => {
      await deleteMyAccount(deps, requireAuth(request), request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/change-siret/',
    route(
      {
        operationId: 'account.changeSiret',
        summary: 'Change the SIRET of the account (the current password is asked)',
        body: changeSiretBodySchema,
        response: { 204: z.null(), 429: errorAnswerSchema },
      },
      { config: { rateLimit: passwordChecks } },
    ),
    async (request, reply) => {
      await changeSiret(db, requireAuth(request), request.body.newSiret, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
