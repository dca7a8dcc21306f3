import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advantageParamsSchema, createAdvantageBodySchema, customAdvantageSchema } from '@app/contracts/brand';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as service from './brand.service.ts';
import { bearer, moduleRoutes } from '../../lib/route-options.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/**
 * Custom advantages of the employer-brand page (spec section 7: POST /api/advantages/ {name,
 * address id}, DELETE /api/advantages/{id}). The other brand fields are saved through
 * PATCH /api/addresses/{uuid}/ (addresses module); the catalogue is GET /api/advantages/ (reference lists).
 */
export const brandRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['brand'];
  const security = bearer;
  const route = moduleRoutes({ policy: 'brandAccess', tags, security, errors });

  app.post(
    '/advantages/',
    route({
      operationId: 'brand.createAdvantage',
      summary: 'Add a custom advantage to one of my addresses',
      body: createAdvantageBodySchema,
      response: { 201: customAdvantageSchema, 409: errorAnswerSchema },
    }),
    async (request, reply) => reply.status(201).send(await service.createCustomAdvantage(db, requireAuth(request), request.body)),
  );

  // The spec writes this path without a trailing slash; both spellings are served.
  for (const url of ['/advantages/:id', '/advantages/:id/']) {
    app.delete(
      url,
      {
        policy: 'brandAccess',
        // One operation in the document: the spec's spelling; the other is its alias.
        schema: {
          operationId: 'brand.deleteAdvantage',
          hide: url.endsWith('/'),
          tags,
          security,
          summary: 'Delete a custom advantage of one of my addresses',
          params: advantageParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.deleteCustomAdvantage(db, requireAuth(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
};
