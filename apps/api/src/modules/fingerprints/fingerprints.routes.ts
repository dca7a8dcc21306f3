import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { fingerprintBodySchema } from '@app/contracts/qr-codes';
import type { Db } from '../../db/client.ts';
import { recordVisit } from './fingerprints.service.ts';

/** POST /api/fingerprint/ (spec section 2: "a visit to certain address, candidate or uuid URLs posts a fingerprint"). */
export const fingerprintsRoutes: FastifyPluginAsyncZod<{ db: Db; salt: string }> = async (app, { db, salt }) => {
  app.post(
    '/fingerprint/',
    {
      policy: 'public',
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        operationId: 'fingerprints.recordVisit',
        tags: ['fingerprints'],
        summary: 'Record a visit of an address or candidate page',
        body: fingerprintBodySchema,
        response: { 204: z.null(), 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      await recordVisit(db, salt, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      return reply.status(204).send(null);
    },
  );
};
