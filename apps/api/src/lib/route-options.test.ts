import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { bearer, errorAnswers, moduleRoutes } from './route-options.ts';

describe('moduleRoutes: what every route of a module shares, written once', () => {
  const errors = errorAnswers(400, 401, 404);
  const route = moduleRoutes({ policy: 'recruiter', tags: ['jobs'], security: bearer, errors });
  const answer = z.object({ ok: z.boolean() });

  it('gives the options a route wrote by hand: policy, tags, security, its answers and the shared errors', () => {
    const options = route({ operationId: 'jobs.getJob', summary: 'One job', response: { 200: answer, 409: errorAnswerSchema } });
    expect(options).toEqual({
      policy: 'recruiter',
      schema: {
        operationId: 'jobs.getJob',
        tags: ['jobs'],
        security: [{ bearer: [] }],
        summary: 'One job',
        response: { 200: answer, 400: errorAnswerSchema, 401: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema },
      },
    });
    // The document lists the operation first, as the routes wrote it.
    expect(Object.keys(options.schema)).toEqual(['operationId', 'tags', 'security', 'summary', 'response']);
  });

  it('takes another policy, or more options (rate limit, the hot reads flag), for one route', () => {
    expect(route({ operationId: 'a.b', response: {} }, 'shopUser').policy).toBe('shopUser');
    const config = { rateLimit: { max: 3, timeWindow: 1000 } };
    const options = route({ operationId: 'a.b', response: {} }, { callerInStatement: true, config });
    expect(options).toMatchObject({ policy: 'recruiter', callerInStatement: true, config });
    expect(route({ operationId: 'a.b', response: {} }, { policy: 'public' }).policy).toBe('public');
  });

  it('leaves security out for a module of public routes', () => {
    const open = moduleRoutes({ policy: 'public', tags: ['lists'], errors: {} });
    expect(open({ operationId: 'a.b', response: { 200: answer } }).schema).not.toHaveProperty('security');
  });
});
