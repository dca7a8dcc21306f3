import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  affiliateDashboardSchema,
  affiliatePosterQuerySchema,
  affiliateProfileSchema,
  updateAffiliateProfileBodySchema,
} from '@app/contracts/affiliates';
import { errorAnswerSchema } from '@app/contracts/errors';
import { requireAuth } from '../../plugins/auth.ts';
import { getAffiliateDashboard } from './affiliate-dashboard.ts';
import { affiliatePosterPdf } from './affiliate-poster.ts';
import { getAffiliateProfile, updateAffiliateProfile, type AffiliateProfileDeps } from './affiliate-profile.ts';
import { affiliateQrCodePng } from './affiliate-qr-code.ts';
import { createDocumentCache } from '../../lib/document-cache.ts';
import { sendFile } from '../../lib/file-reply.ts';
import { posterRateLimit } from '../../plugins/rate-limit.ts';
import { binaryAnswer } from '../../plugins/openapi.ts';
import { bearer, moduleRoutes } from '../../lib/route-options.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 429: errorAnswerSchema };
const security = bearer;
const tags = ['affiliates'];

/** The affiliate area (spec sections 1, 2 and 9; decisions 055-059). Affiliates only. */
export const affiliatesRoutes: FastifyPluginAsyncZod<{ deps: AffiliateProfileDeps }> = async (app, options) => {
  const route = moduleRoutes({ policy: 'affiliate', tags, security, errors });
  const deps: AffiliateProfileDeps = options.deps;
  // This app's posters and code images, made once per affiliate and format (decision 115).
  const documents = createDocumentCache();

  app.get(
    '/affiliate/dashboard/',
    route({
      operationId: 'affiliates.getDashboard',
      summary: 'Sign-ups, resumes sold, earnings, threshold, history and kit of the affiliate',
      response: { 200: affiliateDashboardSchema },
    }),
    async (request) => getAffiliateDashboard(deps, requireAuth(request)),
  );

  app.get(
    '/affiliate/profile/',
    route({
      operationId: 'affiliates.getProfile',
      summary: 'Contact and bank details of the affiliate',
      response: { 200: affiliateProfileSchema },
    }),
    async (request) => getAffiliateProfile(deps, requireAuth(request)),
  );

  app.patch(
    '/affiliate/profile/',
    route({
      operationId: 'affiliates.updateProfile',
      summary:
        'Change the phone number, the account holder name or the IBAN (checked with its mod-97 key); a new IBAN or holder needs currentPassword, is mailed to the affiliate and holds the payouts 48 hours',
      body: updateAffiliateProfileBodySchema,
      response: { 200: affiliateProfileSchema },
    }),
    async (request) =>
      updateAffiliateProfile(deps, requireAuth(request), request.body, (message, extra) => request.log.error(extra, message)),
  );

  app.get(
    '/affiliate/qrcode/',
    route({
      operationId: 'affiliates.getQrCode',
      summary: 'The personal QR code (PNG) opening the candidate sign-up',
      response: { 200: binaryAnswer('The QR code', 'image/png'), 503: errorAnswerSchema },
    }),
    async (request, reply) => sendFile(reply, await affiliateQrCodePng(deps, documents, requireAuth(request)), 'image/png'),
  );

  app.get(
    '/affiliate/poster/',
    {
      policy: 'affiliate',
      // Per account, counted after the sign-in check (decision 115).
      config: { rateLimit: posterRateLimit('affiliate-poster') },
      schema: {
        operationId: 'affiliates.downloadPoster',
        tags,
        summary: 'The personal QR code to print: A4 poster or 100 mm sticker (PDF)',
        security,
        querystring: affiliatePosterQuerySchema,
        response: {
          200: binaryAnswer('The poster or sticker', 'application/pdf'),
          ...errors,
          429: errorAnswerSchema,
          503: errorAnswerSchema,
        },
      },
    },
    async (request, reply) =>
      sendFile(reply, await affiliatePosterPdf(deps, documents, requireAuth(request), request.query.format), 'application/pdf'),
  );
};
