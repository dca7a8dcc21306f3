import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  candidateListAnswerSchema,
  favoriteListQuerySchema,
  favoriteToggleAnswerSchema,
  favoriteToggleBodySchema,
} from '@app/contracts/candidates';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../../db/client.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './favorites.service.ts';
import { bearer, moduleRoutes } from '../../../lib/route-options.ts';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/** Favourite candidates (spec section 7). */
export const favoriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = moduleRoutes({ policy: 'shopUser', tags: ['candidates'], security: bearer, errors });

  app.get(
    '/favorite-candidate/',
    route({
      operationId: 'resumeShop.listFavorites',
      summary: 'Favourite candidates, best match first',
      querystring: favoriteListQuerySchema,
      response: { 200: candidateListAnswerSchema },
    }),
    async (request) => service.listFavorites(db, requireAuth(request), request.query),
  );

  app.post(
    '/favorite-candidate/',
    route({
      operationId: 'resumeShop.setFavorite',
      summary: 'Toggle a candidate in the favourites',
      body: favoriteToggleBodySchema,
      response: { 200: favoriteToggleAnswerSchema },
    }),
    async (request) => service.toggle(db, requireAuth(request), request.body.uuid),
  );
};
