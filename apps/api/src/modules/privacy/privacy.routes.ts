import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import {
  CANDIDATE_DATA_RATE_LIMIT,
  candidateDataBodySchema,
  candidateDataLinkBodySchema,
  candidateDataQuerySchema,
  candidateDataStatusSchema,
  recruiterDataQuerySchema,
} from '@app/contracts/privacy';
import { requestLanguage } from '../../lib/language.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { mailboxDayBudget } from '../../lib/mailbox-secrets.ts';
import { ACCOUNT_DATA_RATE_MAX, ACCOUNT_DATA_RATE_WINDOW, accountRateLimit } from '../../plugins/rate-limit.ts';
import {
  eraseCandidate,
  sendCandidateDataLink,
  exportCandidate,
  exportRecruiter,
  extendCandidate,
  getCandidateStatus,
  type ExportFile,
  type PrivacyDeps,
} from './privacy.service.ts';
import { binaryAnswer } from '../../plugins/openapi.ts';

const sendFile = (reply: FastifyReply, file: ExportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.isBuffer(file.body) ? file.body : Buffer.from(JSON.stringify(file.body, null, 2)));

/** The data file, as asked by `format`: a zip (the data as JSON and PDF, and the person's files), JSON or a readable PDF. */
const fileAnswer = {
  description: 'The data file, as asked by `format` (attachment)',
  content: {
    'application/json': { schema: z.looseObject({}) },
    ...binaryAnswer('', 'application/zip', 'application/pdf').content,
  },
};

/**
 * The data lifecycle (decision 093): a recruiter downloads their data from the account page; a
 * candidate, who has no account, uses the signed link of the e-mails the product sends them (no
 * sign-in, limited per client IP like the apply page). The token travels in the body, never in a
 * URL that logs would keep.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ deps: PrivacyDeps }> = async (app, { deps }) => {
  const limit = { rateLimit: { max: CANDIDATE_DATA_RATE_LIMIT.max, timeWindow: CANDIDATE_DATA_RATE_LIMIT.timeWindowMs } };
  const publicErrors = { 400: errorAnswerSchema, 429: errorAnswerSchema };
  // A mailbox's data links (each one can erase the data): the budget of mailed secrets a day (decision 149).
  const mayMailDataLink = mailboxDayBudget(app.redis ?? null, 'candidate-data-link');

  app.get(
    '/recruiter/me/data/',
    {
      policy: 'signedIn',
      // Each download is made in the shared worker pool: one account must not fill it (decision 144).
      config: { rateLimit: accountRateLimit('account-data', ACCOUNT_DATA_RATE_MAX, ACCOUNT_DATA_RATE_WINDOW) },
      schema: {
        operationId: 'account.downloadAccountData',
        tags: ['privacy'],
        summary: "All the signed-in account's data: a zip with the files, JSON, or a readable PDF (attachment)",
        security: [{ bearer: [] }],
        querystring: recruiterDataQuerySchema,
        response: {
          200: fileAnswer,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
          404: errorAnswerSchema,
          429: errorAnswerSchema,
          503: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => sendFile(reply, await exportRecruiter(deps, requireAuth(request), request.query.format)),
  );

  app.post(
    '/candidate-data/',
    {
      policy: 'public',
      config: limit,
      schema: {
        operationId: 'candidateData.getStatus',
        tags: ['privacy'],
        summary: "A candidate's data link: their first name and the date their data will be anonymized (no sign-in)",
        body: candidateDataBodySchema,
        response: { 200: candidateDataStatusSchema, ...publicErrors },
      },
    },
    async (request) => getCandidateStatus(deps, request.body.token),
  );

  app.post(
    '/candidate-data/link/',
    {
      policy: 'public',
      config: limit,
      schema: {
        operationId: 'candidateData.sendLink',
        tags: ['privacy'],
        summary: "E-mails a new data link to a candidate's address; the same answer whether the address is known or not",
        body: candidateDataLinkBodySchema,
        response: { 204: z.null(), ...publicErrors },
      },
    },
    async (request, reply) => {
      await sendCandidateDataLink(deps, request.body.email, mayMailDataLink);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/candidate-data/export/',
    {
      policy: 'public',
      config: limit,
      schema: {
        operationId: 'candidateData.exportData',
        tags: ['privacy'],
        summary:
          "All of a candidate's data: a zip with their files (CV), JSON, or a readable PDF (attachment), from their data link (no sign-in)",
        body: candidateDataQuerySchema,
        response: { 200: fileAnswer, ...publicErrors, 503: errorAnswerSchema },
      },
    },
    async (request, reply) =>
      sendFile(reply, await exportCandidate(deps, request.body.token, request.body.format, requestLanguage(request))),
  );

  app.post(
    '/candidate-data/extend/',
    {
      policy: 'public',
      config: limit,
      schema: {
        operationId: 'candidateData.extendRetention',
        tags: ['privacy'],
        summary: 'The candidate asks to be kept: the retention period starts again today (no sign-in)',
        body: candidateDataBodySchema,
        response: { 200: candidateDataStatusSchema, ...publicErrors },
      },
    },
    async (request) => extendCandidate(deps, request.body.token),
  );

  app.post(
    '/candidate-data/erase/',
    {
      policy: 'public',
      config: limit,
      schema: {
        operationId: 'candidateData.eraseData',
        tags: ['privacy'],
        summary: "Erases the candidate's data now (anonymization), from their data link (no sign-in)",
        body: candidateDataBodySchema,
        response: { 204: z.null(), ...publicErrors },
      },
    },
    async (request, reply) => {
      await eraseCandidate(deps, request.body.token);
      return reply.status(204).send(null);
    },
  );
};
