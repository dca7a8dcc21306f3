import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { qrCodeContactBodySchema } from '@app/contracts/qr-codes';
import { requireAuth } from '../../plugins/auth.ts';
import { sendQrCodeContact, type ContactDeps } from './contact.service.ts';

/** POST /qr-code-contact/ (spec section 7): the "my QR codes" page's contact form. */
export const qrCodeContactRoutes: FastifyPluginAsyncZod<{ deps: ContactDeps }> = async (app, { deps }) => {
  app.post(
    '/qr-code-contact/',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
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
