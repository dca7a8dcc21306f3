import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressCompletionFinishBodySchema,
  addressCompletionSchema,
  addressCompletionStepBodySchema,
  addressUuidParamsSchema,
} from '@app/contracts/addresses';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../db/client.ts';
import * as service from './completion.service.ts';

const errors = { 400: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema, 429: errorAnswerSchema };
/** Public calls: limited per client address so that uuids cannot be tried in bulk. */
const rateLimit = { max: 60, timeWindow: 60_000 };

/** Address completion from its public link, without sign-in (spec section 2). */
export const completionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/addresses/:uuid/completion/',
    {
      policy: 'public',
      config: { rateLimit },
      schema: {
        operationId: 'addresses.getCompletion',
        tags: ['address completion'],
        summary: 'What the completion page needs (no sign-in)',
        params: addressUuidParamsSchema,
        response: { 200: addressCompletionSchema, ...errors },
      },
    },
    async (request) => service.getCompletion(db, request.params.uuid),
  );

  app.patch(
    '/addresses/:uuid/completion/',
    {
      policy: 'public',
      config: { rateLimit },
      schema: {
        operationId: 'addresses.saveCompletion',
        tags: ['address completion'],
        summary: 'Save a completion step: SIRET, then the address form (no sign-in)',
        params: addressUuidParamsSchema,
        body: addressCompletionStepBodySchema,
        response: { 200: addressCompletionSchema, ...errors },
      },
    },
    async (request) => service.saveCompletionStep(db, request.params.uuid, request.body),
  );

  app.post(
    '/addresses/:uuid/completion/',
    {
      policy: 'public',
      config: { rateLimit },
      schema: {
        operationId: 'addresses.submitCompletion',
        tags: ['address completion'],
        summary: 'Finish: jobs (at least one) and terms accepted (no sign-in)',
        params: addressUuidParamsSchema,
        body: addressCompletionFinishBodySchema,
        response: { 200: addressCompletionSchema, ...errors },
      },
    },
    async (request) => service.finishCompletion(db, request.params.uuid, request.body),
  );
};
