import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorAnswer } from '@app/contracts/errors';
import { controlCharacterPaths, V } from '@app/contracts/validation';

/**
 * Refuses control characters (NUL...) in every body, query and path parameter before any schema
 * or SQL sees them: 400 with a field error per string, never a 500 (decision 075).
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request, reply) => {
      const paths = [
        ...controlCharacterPaths(request.params),
        ...controlCharacterPaths(request.query),
        ...(typeof request.body === 'object' || typeof request.body === 'string' ? controlCharacterPaths(request.body) : []),
      ];
      if (paths.length === 0) return;
      const fieldErrors = Object.fromEntries(paths.map((path) => [path, [V.invalidCharacters]]));
      const body: ErrorAnswer = { code: 'validation_failed', message: 'Control characters are not allowed', fieldErrors };
      return reply.status(400).send(body);
    });
  },
  { name: 'input-guard' },
);
