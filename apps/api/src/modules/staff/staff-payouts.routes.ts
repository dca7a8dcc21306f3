import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import {
  bankChangesSchema,
  madePayoutFileSchema,
  makePayoutFileSchema,
  payoutFileAnswerSchema,
  payoutFilesSchema,
  payoutHoldSchema,
  payoutIdParamsSchema,
  payoutsQuerySchema,
  staffPayoutAnswerSchema,
  staffPayoutsSchema,
} from '@app/contracts/staff-money';
import { binaryAnswer } from '../../plugins/openapi.ts';
import { requireStaff } from '../../plugins/staff-auth.ts';
import type { PayoutFileDeps } from '../affiliates/index.ts';
import {
  bankChangesOnHold,
  downloadPayoutFile,
  listPayoutFiles,
  listPayouts,
  makePayoutFile,
  markFileSentToBank,
  preparePayouts,
  setPayoutHold,
} from './staff-payouts.ts';
import { moduleRoutes } from '../../lib/route-options.ts';

/**
 * The affiliates' payouts in the back office (issue 34, item 4; decision 160), policy `staffFinance`:
 * anyone else gets 404 (access/policies.ts).
 */
export const staffPayoutRoutes: FastifyPluginAsyncZod<{ deps: PayoutFileDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const tags = ['admin'];
  const route = moduleRoutes({ policy: 'staffFinance', tags, errors: {} });

  app.get(
    '/admin/payouts/',
    route({
      operationId: 'admin.listPayouts',
      summary: "The month's payouts before their SEPA file (who, amount, masked IBAN, hold state), and those already sent",
      querystring: payoutsQuerySchema,
      response: { 200: staffPayoutsSchema },
    }),
    async (request) => listPayouts(db, request.query.month),
  );

  app.post(
    '/admin/payouts/prepare/',
    route({
      operationId: 'admin.preparePayouts',
      summary: "Creates the month's payouts ahead of the file (idempotent), for review; audited",
      body: makePayoutFileSchema,
      response: { 200: staffPayoutsSchema },
    }),
    async (request) => preparePayouts(db, requireStaff(request), request.body.month),
  );

  app.post(
    '/admin/payouts/:id/hold/',
    route({
      operationId: 'admin.setPayoutHold',
      summary: 'Holds, excludes or releases a payout not yet in a file, with a reason; audited',
      params: payoutIdParamsSchema,
      body: payoutHoldSchema,
      // 409: the payout is already in a SEPA file.
      response: { 200: staffPayoutAnswerSchema, 409: errorAnswerSchema },
    }),
    async (request) => ({
      payout: await setPayoutHold(db, requireStaff(request), request.params.id, request.body.action, request.body.reason),
    }),
  );

  app.get(
    '/admin/payouts/bank-changes/',
    route({
      operationId: 'admin.listBankChanges',
      summary: 'Changes of bank details still in their 48-hour hold',
      response: { 200: bankChangesSchema },
    }),
    async () => bankChangesOnHold(db),
  );

  app.get(
    '/admin/payout-files/',
    route({
      operationId: 'admin.listPayoutFiles',
      summary: 'The SEPA payout files with their transfers, newest first',
      response: { 200: payoutFilesSchema },
    }),
    async () => ({ files: await listPayoutFiles(db) }),
  );

  app.post(
    '/admin/payout-files/',
    route({
      operationId: 'admin.makePayoutFile',
      summary: "Makes the month's SEPA file of the unsent payouts not held, excluded or waiting for bank details; audited",
      body: makePayoutFileSchema,
      response: { 200: madePayoutFileSchema },
    }),
    async (request) => makePayoutFile(deps, requireStaff(request), request.body.month),
  );

  app.get(
    '/admin/payout-files/:id/download/',
    route({
      operationId: 'admin.downloadPayoutFile',
      summary: 'The SEPA file (pain.001.001.09 XML); file name in content-disposition; audited',
      params: payoutIdParamsSchema,
      response: { 200: binaryAnswer('The SEPA credit-transfer file', 'application/xml') },
    }),
    async (request, reply) => {
      const file = await downloadPayoutFile(deps, requireStaff(request), request.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    '/admin/payout-files/:id/sent/',
    route({
      operationId: 'admin.markPayoutFileSent',
      summary: 'Marks a SEPA file uploaded to the bank, once; audited',
      params: payoutIdParamsSchema,
      response: { 200: payoutFileAnswerSchema },
    }),
    async (request) => ({ file: await markFileSentToBank(db, requireStaff(request), request.params.id) }),
  );
};
