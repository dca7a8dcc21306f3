import type { FastifySchema, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Policy } from '@app/contracts/roles';

/** The OpenAPI security requirement of the routes that take the access token. */
export const bearer = [{ bearer: [] as string[] }];

/** The error answers a module's routes share: `{ 400: errorAnswerSchema, 401: errorAnswerSchema, ... }`. */
export const errorAnswers = <C extends number>(...codes: C[]): Record<C, typeof errorAnswerSchema> =>
  Object.fromEntries(codes.map((code) => [code, errorAnswerSchema])) as Record<C, typeof errorAnswerSchema>;

interface ModuleRouteDefaults<E extends Record<number, z.ZodType>> {
  /** The policy of the module's routes; a route of another policy names its own. */
  policy: Policy;
  tags: string[];
  security?: typeof bearer;
  /** Added to every route's answers (after the route's own, as `{ 200: ..., ...errors }` was). */
  errors: E;
}

/** What a route may add to its module's options: its own policy, rate limit, the hot reads' flag (decision 101). */
interface RouteExtras {
  policy?: Policy;
  callerInStatement?: boolean;
  config?: RouteShorthandOptions['config'];
}

type RouteSchema = Omit<FastifySchema, 'response'> & { operationId: string; response: Record<number, unknown> };

/**
 * What every route of a module shares, written once (issue 30 item 6): its policy, OpenAPI tags,
 * security and error answers. `route({ operationId, summary, params, response })` gives one route's
 * options for `app.get(url, options, handler)`; `route(schema, 'otherPolicy')` for a route of another
 * policy, `route(schema, { config, callerInStatement })` for a route with more options.
 */
export function moduleRoutes<E extends Record<number, z.ZodType>>(defaults: ModuleRouteDefaults<E>) {
  const { policy: modulePolicy, tags, security, errors } = defaults;
  return <S extends RouteSchema>({ operationId, ...schema }: S, options: Policy | RouteExtras = {}) => ({
    ...(typeof options === 'string' ? { policy: options } : { policy: modulePolicy, ...options }),
    // The keys in the order the routes wrote them (the OpenAPI document is unchanged).
    schema: {
      operationId,
      tags,
      ...(security ? { security } : {}),
      ...schema,
      response: { ...schema.response, ...errors } as S['response'] & E,
    },
  });
}
