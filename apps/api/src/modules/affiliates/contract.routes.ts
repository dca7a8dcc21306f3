import type { FastifyPluginAsync } from 'fastify';
import { SITE_PATHS } from '@app/contracts/routes';
import type { Db } from '../../db/client.ts';
import type { SellerIdentity } from '../invoices/index.ts';
import { createDocumentCache } from '../../lib/document-cache.ts';
import { renderOffThread } from '../../lib/off-thread.ts';
import { errorAnswerSchema } from '@app/contracts/errors';
import { binaryAnswer } from '../../plugins/openapi.ts';
import { contractTerms } from './contract.ts';

/** GET /static/contract.pdf (spec section 2): the contributor contract, made from the product's own terms. */
export const contractRoutes: FastifyPluginAsync<{ db: Db; seller: SellerIdentity }> = async (app, { db, seller }) => {
  const contracts = createDocumentCache({ maxEntries: 4 });
  app.get(
    SITE_PATHS.contributorContract,
    {
      policy: 'public',
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        operationId: 'affiliates.downloadContract',
        tags: ['affiliates'],
        summary: 'The contributor contract (PDF)',
        // Made off-thread: 503 (Retry-After) when the pool is full (decision 115).
        response: { 200: binaryAnswer('The contract', 'application/pdf'), 503: errorAnswerSchema },
      },
    },
    async (_request, reply) => {
      // Made in a worker thread and kept by its terms, which change rarely (decision 115).
      const terms = await contractTerms(db, seller);
      const pdf = await contracts.get(['contract', terms], () => renderOffThread('contract-pdf', terms));
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="contrat-contributeur-qrecrute.pdf"')
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    },
  );
};
