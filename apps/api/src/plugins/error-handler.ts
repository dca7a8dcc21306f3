import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorAnswer } from '@app/contracts/errors';
import { AppError } from '../lib/errors.ts';

/**
 * One error model (conventions): every failure answers `{ code, message, fieldErrors }`.
 * Validation messages are the i18n keys of the shared schemas; 5xx details never leave the server.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const body: ErrorAnswer = { code: error.code, message: error.message };
        if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
        if (error.retryAfterSeconds !== undefined) {
          body.retryAfterSeconds = error.retryAfterSeconds;
          void reply.header('retry-after', String(error.retryAfterSeconds));
        }
        if (error.status >= 500) request.log.error({ err: error }, 'application error');
        return reply.status(error.status).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          (fieldErrors[field] ??= []).push(issue.message ?? 'form.validation.invalid');
        }
        return reply.status(400).send({ code: 'validation_failed', message: 'Validation failed', fieldErrors });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause }, 'response does not match its schema');
        return reply.status(500).send({ code: 'internal_error', message: 'Internal error' });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        const retryAfterSeconds = Number(reply.getHeader('retry-after'));
        return reply.status(429).send({
          code: 'rate_limited',
          message: 'Too many requests',
          ...(Number.isFinite(retryAfterSeconds) ? { retryAfterSeconds } : {}),
        });
      }
      if (status === 413) return reply.status(413).send({ code: 'payload_too_large', message: 'Payload too large' });
      if (status >= 400 && status < 500) {
        const code =
          status === 404 ? 'not_found' : status === 401 ? 'not_authenticated' : status === 403 ? 'forbidden' : 'validation_failed';
        return reply.status(status).send({ code, message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ code: 'internal_error', message: 'Internal error' });
    });
  },
  { name: 'error-handler' },
);
