import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import {
  captchaChallengeSchema,
  CONTACT_CHALLENGE_PATH,
  CONTACT_PATH,
  CONTACT_RATE_LIMIT,
  contactAnswerSchema,
  contactBodySchema,
} from '@app/contracts/contact';
import { qrCodeContactBodySchema } from '@app/contracts/qr-codes';
import { requireAuth } from '../../plugins/auth.ts';
import type { Captcha } from './captcha.ts';
import { sendContactMessage, sendQrCodeContact, type ContactDeps } from './contact.service.ts';

/** POST /qr-code-contact/ (spec section 7): the "my QR codes" page's contact form. */
export const qrCodeContactRoutes: FastifyPluginAsyncZod<{ deps: ContactDeps }> = async (app, { deps }) => {
  app.post(
    '/qr-code-contact/',
    {
      policy: 'signedIn',
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        operationId: 'qrCodes.contactSales',
        tags: ['qr codes'],
        summary: 'Contact about QR codes (e-mail, message of at most 500 characters)',
        security: [{ bearer: [] }],
        body: qrCodeContactBodySchema,
        response: { 204: z.null(), 400: errorAnswerSchema, 401: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      await sendQrCodeContact(deps, requireAuth(request), request.body);
      return reply.status(204).send(null);
    },
  );
};

/**
 * The public site's contact form (spec sections 2 and 5): GET /contact/challenge/ gives the ALTCHA
 * widget its proof-of-work challenge; POST /contact/ takes the e-mail, the message and the widget's
 * answer (decision 087). Both are limited per client address.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ deps: ContactDeps & { captcha: Captcha } }> = async (app, { deps }) => {
  app.get(
    CONTACT_CHALLENGE_PATH,
    {
      policy: 'public',
      config: { rateLimit: { max: CONTACT_RATE_LIMIT.challengeMax, timeWindow: CONTACT_RATE_LIMIT.timeWindowMs } },
      schema: {
        operationId: 'contact.getChallenge',
        tags: ['contact'],
        summary: 'A proof-of-work challenge for the contact form (ALTCHA)',
        response: { 200: captchaChallengeSchema, 429: errorAnswerSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await deps.captcha.challenge()),
  );

  app.post(
    CONTACT_PATH,
    {
      policy: 'public',
      config: { rateLimit: { max: CONTACT_RATE_LIMIT.max, timeWindow: CONTACT_RATE_LIMIT.timeWindowMs } },
      schema: {
        operationId: 'contact.sendMessage',
        tags: ['contact'],
        summary: 'Contact form of the public site (e-mail, message of at most 500 characters, ALTCHA answer)',
        body: contactBodySchema,
        response: { 200: contactAnswerSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request) => {
      await sendContactMessage(deps, request.body);
      return { success: true as const };
    },
  );
};
