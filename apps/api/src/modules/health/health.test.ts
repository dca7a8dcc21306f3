import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

describe('platform', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers liveness and readiness with the database state', async () => {
    expect((await ctx.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('gives every answer a request id, echoing the caller one', async () => {
    const res = await ctx.app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const own = await ctx.app.inject('/api/health/live');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject('/api/health/live');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown API paths with the error model, never HTML', async () => {
    const res = await ctx.app.inject('/api/nothing-here/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('refuses a malformed JSON body with a 400 in the error model', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it('publishes the OpenAPI document with the sign-in calls', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/token/', '/api/token/refresh/', '/api/recruiter/me/profile/', '/api/password-reset/confirm/']),
    );
    expect((await ctx.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('says not ready when the database is unreachable', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await other.app.inject('/api/health/live')).statusCode).toBe(200);
    await other.app.close();
  });
});
