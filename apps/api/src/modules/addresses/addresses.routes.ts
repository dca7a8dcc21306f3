import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressDetailSchema,
  addressListAnswerSchema,
  addressListQuerySchema,
  addressUuidParamsSchema,
  askAddressBodySchema,
  updateAddressBodySchema,
} from '@app/contracts/addresses';
import { addressSummarySchema } from '@app/contracts/auth';
import { errorAnswerSchema } from '@app/contracts/errors';
import { CONTACT_RATE_LIMIT } from '@app/contracts/contact';
import { consumeOrWait, counterLimiter } from '../../lib/counter-limiter.ts';
import { rateLimited } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { accountRateLimit, clientKey, uploadRateLimit } from '../../plugins/rate-limit.ts';
import * as service from './addresses.service.ts';
import { bearer, moduleRoutes } from '../../lib/route-options.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/** Addresses of the signed-in recruiter (spec section 7). Another recruiter's address answers 404. */
export const addressesRoutes: FastifyPluginAsyncZod<{ deps: service.AddressesDeps }> = async (app, { deps }) => {
  const route = moduleRoutes({ policy: 'recruiter', tags: ['addresses'], security: bearer, errors });
  const { db } = deps;
  // Asks for more addresses mail the sales team with the sender's text (decision 140): as many per
  // account as contact messages per client; per client, four times that (an office shares an address).
  const asksPerClient = counterLimiter(
    app.redis ?? null,
    'address-ask',
    4 * CONTACT_RATE_LIMIT.max,
    CONTACT_RATE_LIMIT.timeWindowMs / 1000,
  );

  app.get(
    '/addresses/',
    route({
      operationId: 'addresses.listAddresses',
      summary: 'My addresses (page, search)',
      querystring: addressListQuerySchema,
      response: { 200: addressListAnswerSchema },
    }),
    async (request) => service.listAddresses(db, requireAuth(request), request.query),
  );

  app.get(
    '/addresses/parent/',
    route({
      operationId: 'addresses.getParentAddress',
      summary: 'The parent address of my group (204 when none)',
      response: { 200: addressSummarySchema, 204: z.null() },
    }),
    async (request, reply) => {
      const parent = await service.getParentAddress(db, requireAuth(request));
      if (!parent) return reply.status(204).send(null);
      return parent;
    },
  );

  app.get(
    '/addresses/:uuid/',
    route({
      operationId: 'addresses.getAddress',
      summary: 'One of my addresses, with its jobs',
      params: addressUuidParamsSchema,
      response: { 200: addressDetailSchema },
    }),
    async (request) => service.getAddress(db, requireAuth(request), request.params.uuid),
  );

  app.patch(
    '/addresses/:uuid/',
    route(
      {
        operationId: 'addresses.updateAddress',
        summary: 'Update one of my addresses (any partial form of spec section 7)',
        params: addressUuidParamsSchema,
        body: updateAddressBodySchema,
        response: { 200: addressSummarySchema, 413: errorAnswerSchema },
      },
      { config: { rateLimit: uploadRateLimit('address-update') } },
    ),
    async (request) => service.updateAddress(deps, requireAuth(request), request.params.uuid, request.body),
  );

  app.delete(
    '/addresses/:uuid/',
    route({
      operationId: 'addresses.deleteAddress',
      summary: 'Delete one of my addresses (not a parent, not the last)',
      params: addressUuidParamsSchema,
      response: { 204: z.null(), 409: errorAnswerSchema },
    }),
    async (request, reply) => {
      await service.deleteAddress(deps, requireAuth(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/addresses/:uuid/ask/',
    route(
      {
        operationId: 'addresses.askForPoster',
        summary: 'Ask for more addresses',
        params: addressUuidParamsSchema,
        body: askAddressBodySchema,
        response: { 204: z.null() },
      },
      { config: { rateLimit: accountRateLimit('address-ask', CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.timeWindowMs) } },
    ),
    async (request, reply) => {
      const wait = await consumeOrWait(asksPerClient, clientKey(request.ip));
      if (wait > 0) throw rateLimited(wait);
      await service.askAddresses(deps, requireAuth(request), request.params.uuid, request.body);
      return reply.status(204).send(null);
    },
  );
};
