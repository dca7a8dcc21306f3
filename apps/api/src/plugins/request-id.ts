import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Every answer carries the id of its request (`x-request-id`), as written in the logs. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
