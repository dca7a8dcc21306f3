import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { invoiceIdParamsSchema, invoiceListSchema } from '@app/contracts/invoices';
import { requireAuth } from '../../plugins/auth.ts';
import { downloadInvoice, listInvoices, type InvoiceDeps } from './invoices.service.ts';
import { binaryAnswer } from '../../plugins/openapi.ts';

export const invoicesRoutes: FastifyPluginAsyncZod<{ deps: InvoiceDeps }> = async (app, { deps }) => {
  app.get(
    '/invoices/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'invoices.listInvoices',
        tags: ['invoices'],
        summary: 'Invoices of the signed-in account, newest first',
        security: [{ bearer: [] }],
        response: { 200: invoiceListSchema, 401: errorAnswerSchema },
      },
    },
    async (request) => ({ results: await listInvoices(deps, requireAuth(request).recruiterId) }),
  );

  app.get(
    '/invoices/:id/download/',
    {
      policy: 'signedIn',
      schema: {
        operationId: 'invoices.downloadInvoice',
        tags: ['invoices'],
        summary: 'The PDF of an invoice (its owner only, once treated); file name in content-disposition',
        security: [{ bearer: [] }],
        params: invoiceIdParamsSchema,
        response: {
          200: binaryAnswer('The invoice (PDF/A-3 with its Factur-X XML)', 'application/pdf'),
          401: errorAnswerSchema,
          404: errorAnswerSchema,
          409: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await downloadInvoice(deps, requireAuth(request).recruiterId, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
