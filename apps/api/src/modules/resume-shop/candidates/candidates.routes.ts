import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  candidateDetailQuerySchema,
  candidateDetailSchema,
  candidateListAnswerSchema,
  candidateListQuerySchema,
  candidateUuidParamsSchema,
  publicResumeSchema,
} from '@app/contracts/candidates';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { requireAccess, requireAuth } from '../../../plugins/auth.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import { registerHotReads } from '../../../db/hot-reads.ts';
import * as service from './candidates.service.ts';
import { sendJsonBytes, StampedAnswers } from '../../../lib/stamped-answers.ts';
import { INT4_MAX } from '@app/contracts/constants';
import { binaryAnswer } from '../../../plugins/openapi.ts';
import { PUBLIC_READ_RATE_LIMIT } from '../../../lib/public-rate-limits.ts';
import { bearer, moduleRoutes } from '../../../lib/route-options.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/** Candidate lists and profiles (spec sections 2, 3 and 7). */
export const candidateRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage?: Storage;
  hotReads?: { databaseUrl: string | undefined; poolSize: number };
}> = async (app, { db, storage, hotReads }) => {
  if (hotReads?.databaseUrl) {
    const close = registerHotReads(db, hotReads.databaseUrl, hotReads.poolSize, (err) =>
      app.log.error({ err }, 'hot reads connection lost'),
    );
    app.addHook('onClose', close);
  }
  const tags = ['candidates'];
  // The resume shop's pages sent, kept with their stamps (decision 106): 32 MB of JSON text at most.
  const shopPages = new StampedAnswers(32 * 1024 * 1024);
  const security = bearer;
  const route = moduleRoutes({ policy: 'recruiter', tags, security, errors });

  app.get(
    '/candidate/',
    // The token only: the handler's one statement reads the caller and checks the role
    // (decision 101).
    route(
      {
        operationId: 'resumeShop.listCandidates',
        summary: 'Resume shop: candidates of the caller’s jobs, best match first (page size 5)',
        querystring: candidateListQuerySchema,
        response: { 200: candidateListAnswerSchema },
      },
      { policy: 'shopUser', callerInStatement: true },
    ),
    async (request, reply) => {
      const body = await service.getCandidateListAnswer(db, shopPages, requireAccess(request), request.query, (answer) =>
        String(reply.serialize(answer)),
      );
      return sendJsonBytes(reply, body);
    },
  );

  app.get(
    '/candidate/:uuid/',
    route({
      operationId: 'resumeShop.getCandidate',
      summary: 'A candidate’s profile; contact details only for applications, purchases and premium head-hunters',
      params: candidateUuidParamsSchema,
      querystring: candidateDetailQuerySchema,
      response: { 200: candidateDetailSchema },
    }),
    async (request) => service.getCandidateDetail(db, requireAuth(request), request.params.uuid, request.query.application),
  );

  app.get(
    '/candidate/:uuid/documents/:id/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'resumeShop.downloadDocument',
        tags,
        security,
        summary: 'Download a candidate document (a contact detail)',
        params: candidateUuidParamsSchema.extend({ id: z.coerce.number().int().max(INT4_MAX).positive() }),
        response: {
          200: binaryAnswer(
            'The document, of the type its file name says',
            'application/pdf',
            'application/msword',
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'image/png',
            'image/jpeg',
            'text/plain',
            'application/octet-stream',
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const doc = await service.findDocumentKey(db, requireAuth(request), request.params.uuid, request.params.id);
      const file = doc && storage ? await storage.get(doc.key).catch(() => null) : null;
      if (!doc || !file) throw notFound();
      const ext = doc.key.slice(doc.key.lastIndexOf('.'));
      const filename = doc.name.toLowerCase().endsWith(ext) ? doc.name : `${doc.name}${ext}`;
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.get(
    '/public-resume/:uuid/',
    {
      policy: 'public',
      config: { rateLimit: PUBLIC_READ_RATE_LIMIT },
      schema: {
        operationId: 'resumeShop.getPublicResume',
        tags,
        summary: 'Public resume: no sign-in, never contact details',
        params: candidateUuidParamsSchema,
        querystring: candidateDetailQuerySchema,
        response: { 200: publicResumeSchema, 400: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => service.getPublicResume(db, request.params.uuid, request.query.application),
  );
};
