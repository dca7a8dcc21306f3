import type { FastifyPluginAsync } from 'fastify';
import { SITE_PATHS } from '@app/contracts/routes';
import type { Db } from '../../db/client.ts';
import type { SellerIdentity } from '../invoices/index.ts';
import { contractTerms, renderContractPdf } from './contract.ts';

/** GET /static/contract.pdf (spec section 2): the contributor contract, made from the product's own terms. */
export const contractRoutes: FastifyPluginAsync<{ db: Db; seller: SellerIdentity }> = async (app, { db, seller }) => {
  app.get(
    SITE_PATHS.contributorContract,
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags: ['affiliates'], summary: 'The contributor contract (PDF)' } },
    async (_request, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="contrat-contributeur-qrecrute.pdf"')
        .header('cache-control', 'public, max-age=3600')
        .send(await renderContractPdf(await contractTerms(db, seller))),
  );
};
