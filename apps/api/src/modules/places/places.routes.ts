import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADDRESS_LOOKUP_MAX_SUGGESTIONS } from '@app/contracts/constants';
import { errorAnswerSchema } from '@app/contracts/errors';
import { placeSearchAnswerSchema, placeSearchQuerySchema } from '@app/contracts/places';
import type { Geocoder } from '../../providers/geocoding/geocoder.ts';
import { concurrencyCap } from '../../lib/concurrency-cap.ts';
import { searchPlaces } from './places.service.ts';

/** Place searches running at once in a process; more answer 503 with Retry-After (decision 140). */
export const PLACES_MAX_CONCURRENT = 4;

/**
 * GET /api/places/?q=: French places for the address fields (spec sections 5 and 9). Open without
 * sign-in (registration and address completion use it), limited per client.
 */
export const placesRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder; fallback?: Geocoder }> = async (app, { geocoder, fallback }) => {
  const capped = concurrencyCap(PLACES_MAX_CONCURRENT);
  app.get(
    '/places/',
    {
      policy: 'public',
      // 60 a minute: one a second, the web field's throttle (decision 131; was 120).
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        operationId: 'places.searchPlaces',
        tags: ['places'],
        summary: 'Search French places (3 characters minimum, 5 suggestions)',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchAnswerSchema, 400: errorAnswerSchema, 429: errorAnswerSchema, 503: errorAnswerSchema },
      },
    },
    async (request) => ({
      results: await capped(() => searchPlaces(geocoder, fallback, request.query.q, ADDRESS_LOOKUP_MAX_SUGGESTIONS, request.log)),
    }),
  );
};
