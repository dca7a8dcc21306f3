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

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/** Favourite candidates (spec section 7). */
export const favoriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['candidates'];
  const security = [{ bearer: [] }];

  app.get(
    '/favorite-candidate/',
    {
      policy: 'shopUser',
      schema: {
        operationId: 'resumeShop.listFavorites',
        tags,
        security,
        summary: 'Favourite candidates, best match first',
        querystring: favoriteListQuerySchema,
        response: { 200: candidateListAnswerSchema, ...errors },
      },
    },
    async (request) => service.listFavorites(db, requireAuth(request), request.query),
  );

  app.post(
    '/favorite-candidate/',
    {
      policy: 'shopUser',
      schema: {
        operationId: 'resumeShop.setFavorite',
        tags,
        security,
        summary: 'Toggle a candidate in the favourites',
        body: favoriteToggleBodySchema,
        response: { 200: favoriteToggleAnswerSchema, ...errors },
      },
    },
    async (request) => service.toggle(db, requireAuth(request), request.body.uuid),
  );
};
