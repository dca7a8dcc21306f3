import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, built from the routes' zod schemas, and its viewer at /api/docs. The viewer
 * and the served document answer only when `serveDocs` (API_DOCS: on by default outside production,
 * off in production, decision 120); the document is built either way (the security tests read it).
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { serveDocs }: { serveDocs: boolean }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'QRecrute API', version: '1.0.0', description: 'API of the QRecrute product.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    if (serveDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
