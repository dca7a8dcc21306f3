import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { productListSchema } from '@app/contracts/products';
import type { Db } from '../../db/client.ts';
import { PUBLIC_READ_RATE_LIMIT } from '../../lib/public-rate-limits.ts';
import { listProducts } from './products.service.ts';

export const productsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products/',
    {
      policy: 'public',
      config: { rateLimit: PUBLIC_READ_RATE_LIMIT },
      schema: {
        operationId: 'products.listProducts',
        tags: ['products'],
        summary: 'Products and their prices (registration and shop pages read them before signing in)',
        response: { 200: productListSchema, 500: errorAnswerSchema },
      },
    },
    async () => ({ results: await listProducts(db) }),
  );
};
