import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLY_RATE_LIMIT, applyAnswerSchema, applyBodySchema, applyPageSchema, applyParamsSchema } from '@app/contracts/apply';
import { errorAnswerSchema } from '@app/contracts/errors';
import { onReplica } from '../../db/replicas.ts';
import { requestLanguage } from '../../lib/language.ts';
import * as service from './apply.service.ts';

/**
 * The public candidate apply page (QR code of an address, docs/decisions/012 and 060-064). No
 * sign-in; both calls are limited per client IP address.
 */
export const applyRoutes: FastifyPluginAsyncZod<{ deps: service.ApplyDeps }> = async (app, { deps }) => {
  app.get(
    '/apply/:uuid/',
    {
      policy: 'public',
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        operationId: 'apply.getApplyPage',
        tags: ['apply'],
        summary: 'Public view of an address for candidates: brand, sites and active jobs (no sign-in)',
        params: applyParamsSchema,
        response: { 200: applyPageSchema, 400: errorAnswerSchema, 404: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    // A public page: read on a streaming replica when there are some (decision 154).
    async (request) => onReplica(deps.db, (reader) => service.getApplyPage(reader, request.params.uuid)),
  );

  app.post(
    '/apply/:uuid/',
    {
      policy: 'public',
      config: { rateLimit: { max: APPLY_RATE_LIMIT.max, timeWindow: APPLY_RATE_LIMIT.timeWindowMs } },
      schema: {
        operationId: 'apply.submitApplication',
        tags: ['apply'],
        summary: 'Apply to a job of the address, or freely when a site accepts it (no sign-in)',
        params: applyParamsSchema,
        body: applyBodySchema,
        response: {
          201: applyAnswerSchema,
          400: errorAnswerSchema,
          404: errorAnswerSchema,
          409: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await service.apply(
        deps,
        request.params.uuid,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        request.log,
        requestLanguage(request),
      );
      return reply.status(201).send(answer);
    },
  );
};
