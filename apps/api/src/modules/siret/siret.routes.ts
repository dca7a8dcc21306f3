import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siretLookupAnswerSchema, siretLookupBodySchema } from '@app/contracts/account';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../db/client.ts';
import type { CompanyLookup } from '../../providers/sirene/company-lookup.ts';
import { lookUpSiret } from './siret.service.ts';

/** POST /api/siret/: check a SIRET and look the company up. Open (registration, address completion), limited per client. */
export const siretRoutes: FastifyPluginAsyncZod<{ db: Db; lookup: CompanyLookup }> = async (app, { db, lookup }) => {
  app.post(
    '/siret/',
    {
      policy: 'public',
      config: { rateLimit: { max: 60, timeWindow: 15 * 60_000 } },
      schema: {
        operationId: 'siret.lookUpSiret',
        tags: ['siret'],
        summary: 'Check a SIRET (Luhn, La Poste rule) and look the company up',
        body: siretLookupBodySchema,
        response: {
          200: siretLookupAnswerSchema,
          400: errorAnswerSchema,
          404: errorAnswerSchema,
          429: errorAnswerSchema,
          503: errorAnswerSchema,
        },
      },
    },
    async (request) => lookUpSiret(db, lookup, request.body.siret),
  );
};
