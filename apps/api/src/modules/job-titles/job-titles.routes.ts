import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { jobSearchAnswerSchema, jobSearchQuerySchema } from '@app/contracts/jobs';
import type { Db } from '../../db/client.ts';
import { PUBLIC_SEARCH_RATE_LIMIT } from '../../lib/public-rate-limits.ts';
import { createJobSearch } from './job-titles.service.ts';

/** Browsers and proxies may reuse a search answer for 5 minutes (the catalogue rarely changes). */
const SEARCH_CACHE_CONTROL = 'public, max-age=300';

/**
 * Job catalogue. The search is open to anonymous callers: the marketing site's job box and the
 * first registration step use it before any account exists.
 */
export const jobRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const jobSearch = createJobSearch(db);
  app.get(
    '/jobs/search/',
    {
      policy: 'public',
      config: { rateLimit: PUBLIC_SEARCH_RATE_LIMIT },
      schema: {
        operationId: 'referenceLists.searchJobTitles',
        tags: ['jobs'],
        summary: 'Search job titles (accent-insensitive, prefix and typo tolerant)',
        querystring: jobSearchQuerySchema,
        response: { 200: jobSearchAnswerSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', SEARCH_CACHE_CONTROL);
      return jobSearch.search(request.query.term);
    },
  );
};
