import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']).optional() });

/** Liveness says the process runs; readiness says it can serve (database reachable, not shutting down). */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean>; isClosing: () => boolean }> = async (app, opts) => {
  app.get(
    '/health/live',
    {
      policy: 'public',
      config: { unlimited: 'a probe of the orchestrator: answers from memory, reads no input' },
      schema: {
        operationId: 'health.checkLiveness',
        tags: ['health'],
        summary: 'The process answers (liveness)',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      policy: 'public',
      config: { unlimited: 'a probe of the orchestrator, polled often at start: one constant database ping, reads no input' },
      schema: {
        operationId: 'health.checkReadiness',
        tags: ['health'],
        summary: 'The database answers and the server is not closing (readiness; 503 otherwise)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_req, reply) => {
      const up = !opts.isClosing() && (await opts.ping());
      return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );
};
