import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressUuidParamsSchema } from '@app/contracts/addresses';
import { errorAnswerSchema } from '@app/contracts/errors';
import { qrCodeQuerySchema } from '@app/contracts/qr-codes';
import { requireAuth } from '../../plugins/auth.ts';
import { qrCodePng, qrCodePoster, type QrCodesDeps } from './qr-codes.service.ts';
import { createDocumentCache } from '../../lib/document-cache.ts';
import { sendFile } from '../../lib/file-reply.ts';
import { posterRateLimit } from '../../plugins/rate-limit.ts';
import { binaryAnswer } from '../../plugins/openapi.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };
const security = [{ bearer: [] }];

/** QR codes of an address (spec sections 6 and 7) and its printable poster. */
export const qrCodesRoutes: FastifyPluginAsyncZod<{ deps: Omit<QrCodesDeps, 'documents'> }> = async (app, options) => {
  // This app's posters and code images, made once per address and content (decision 115).
  const deps: QrCodesDeps = { ...options.deps, documents: createDocumentCache() };
  for (const [path, small] of [
    ['/addresses/:uuid/qrcode/', false],
    ['/addresses/:uuid/qrcode_small/', true],
  ] as const) {
    app.get(
      path,
      {
        policy: 'recruiter',
        schema: {
          operationId: small ? 'qrCodes.getSmallQrCode' : 'qrCodes.getQrCode',
          tags: ['qr codes'],
          summary: small ? 'The QR code of an address, small (PNG)' : 'The QR code of an address, print size (PNG)',
          security,
          params: addressUuidParamsSchema,
          querystring: qrCodeQuerySchema,
          response: { 200: binaryAnswer('The QR code', 'image/png'), ...errors, 503: errorAnswerSchema },
        },
      },
      async (request, reply) =>
        sendFile(reply, await qrCodePng(deps, requireAuth(request), request.params.uuid, request.query.type, small), 'image/png'),
    );
  }

  app.get(
    '/addresses/:uuid/poster/',
    {
      policy: 'recruiter',
      // Per account, counted after the sign-in check (decision 115).
      config: { rateLimit: posterRateLimit('address-poster') },
      schema: {
        operationId: 'qrCodes.downloadPoster',
        tags: ['qr codes'],
        summary: 'A4 poster with the candidate QR code (PDF)',
        security,
        params: addressUuidParamsSchema,
        response: { 200: binaryAnswer('The poster', 'application/pdf'), ...errors, 429: errorAnswerSchema, 503: errorAnswerSchema },
      },
    },
    async (request, reply) => sendFile(reply, await qrCodePoster(deps, requireAuth(request), request.params.uuid), 'application/pdf'),
  );
};
