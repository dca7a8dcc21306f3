import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { notFound } from '../../lib/errors.ts';
import { isPublicKey, type Storage } from '../../providers/storage/storage.ts';
import { binaryAnswer } from '../../plugins/openapi.ts';
import { PUBLIC_READ_RATE_LIMIT } from '../../lib/public-rate-limits.ts';

/**
 * Public media (logos, brand pictures) served with safe headers: the type the API detected, no
 * sniffing, inline, and for SVG a policy that forbids scripts and every external load, so a file
 * opened directly cannot run code even if the sanitizer missed something. Private files (invoices,
 * CVs, payout files: every folder but the public ones) are never served here by their key alone,
 * whatever their extension; their owner-checked routes answer them `private, no-store` (decision 120).
 */
export const filesRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  app.get(
    '/files/:folder/:name',
    {
      policy: 'public',
      config: { rateLimit: PUBLIC_READ_RATE_LIMIT },
      schema: {
        operationId: 'files.getPublicFile',
        tags: ['files'],
        summary: 'A public image (logo, picture); never a private file',
        params: z.object({ folder: z.string().max(40), name: z.string().max(100) }),
        response: { 200: binaryAnswer('The image', 'image/png', 'image/jpeg', 'image/svg+xml'), 404: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.name}`;
      if (!isPublicKey(key)) throw notFound();
      const file = await storage.get(key);
      if (!file) throw notFound();
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.body.length)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${request.params.name}"`)
        // Public media only; names are random and never reused: the file behind a URL never changes.
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (file.contentType === 'image/svg+xml') {
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
      }
      return reply.send(file.body);
    },
  );
};
