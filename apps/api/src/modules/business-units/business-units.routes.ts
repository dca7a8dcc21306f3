import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressBusinessUnitsParamsSchema,
  businessUnitFilterListSchema,
  businessUnitListQuerySchema,
  businessUnitListSchema,
  businessUnitParamsSchema,
  businessUnitSchema,
  createBusinessUnitBodySchema,
} from '@app/contracts/business-units';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as service from './business-units.service.ts';
import { bearer, moduleRoutes } from '../../lib/route-options.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/**
 * Business units (spec sections 3, 6 and 7). Reading is open to every recruiter for their own
 * addresses (job cards, resume filters); creating and deleting follow the page's rule of section 6.
 */
export const businessUnitRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['business units'];
  const security = bearer;
  const route = moduleRoutes({ policy: 'recruiter', tags, security, errors });

  app.get(
    '/business-units/',
    route({
      operationId: 'businessUnits.listBusinessUnits',
      summary: 'Business units of an address, with their jobs',
      querystring: businessUnitListQuerySchema,
      response: { 200: businessUnitListSchema },
    }),
    async (request) => service.listUnits(db, requireAuth(request), request.query.address),
  );

  app.post(
    '/business-units/',
    route(
      {
        operationId: 'businessUnits.createBusinessUnit',
        summary: 'Create a business unit',
        body: createBusinessUnitBodySchema,
        response: { 201: businessUnitSchema, 409: errorAnswerSchema },
      },
      'businessUnits',
    ),
    async (request, reply) => reply.status(201).send(await service.createUnit(db, requireAuth(request), request.body)),
  );

  // The spec writes this path without a trailing slash; both spellings are served.
  for (const url of ['/business-units/:id', '/business-units/:id/']) {
    app.delete(
      url,
      {
        policy: 'businessUnits',
        // One operation in the document: the spec's spelling; the other is its alias.
        schema: {
          operationId: 'businessUnits.deleteBusinessUnit',
          hide: url.endsWith('/'),
          tags,
          security,
          summary: 'Delete a business unit (its jobs stay)',
          params: businessUnitParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.deleteUnit(db, requireAuth(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/addresses/:uuid/business-units/',
    route({
      operationId: 'businessUnits.listAddressBusinessUnits',
      summary: 'Business units of an address as { id, name } (filters)',
      params: addressBusinessUnitsParamsSchema,
      response: { 200: businessUnitFilterListSchema },
    }),
    async (request) => service.listUnitNames(db, requireAuth(request), request.params.uuid),
  );
};
