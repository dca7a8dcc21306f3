import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { TokenSigner } from '../lib/tokens.ts';
import { createOutboxMailer } from '../providers/mail/mailer.ts';
import { openTestDatabase, TEST_JWT_SECRET } from '../../test/helpers.ts';
import { isSecretName, REDACTED, redactUrl } from './request-log.ts';

/**
 * Issue 28, item 8: the data link (60 days, allows erasure), invitation and reset links were
 * written to the request log in their URL. The log output of a real app is captured here: no
 * secret of a query or of a path segment may appear in any line.
 */
let app: FastifyInstance;
let database: Database;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_URL: 'http://localhost:3000', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({
    config,
    database,
    mailer: createOutboxMailer(database.db, config.mailFrom),
    jwtSecret: TEST_JWT_SECRET,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request log', () => {
  it('writes no token of a data, invitation, reset or checkout link, in a query or a path segment', async () => {
    const signer = new TokenSigner(TEST_JWT_SECRET);
    const dataToken = await signer.signCandidateData(randomUUID(), 60 * 24 * 3600);
    const opaque = () => randomBytes(32).toString('base64url');
    const invitation = opaque();
    const reset = opaque();
    const session = `cs_test_${randomBytes(12).toString('hex')}`;
    const unlock = opaque();
    const embedded = `cs_emb_${randomBytes(16).toString('hex')}`;
    const urls = [
      // The links the product mails (privacy.service, invitations.service, auth.service).
      `/app/my-data?token=${encodeURIComponent(dataToken)}`,
      `/?invitation=${invitation}`,
      `/app/lost-password/confirm?token=${reset}&utm_source=mail`,
      // A payment provider's return, a route parameter named after a secret, a JWT in any path.
      `/app/shopping-order-confirmed/x?session_id=${session}`,
      `/api/orders/session/${session}/`,
      `/api/unknown/${dataToken}/`,
      `/app/account?unlockCode=${unlock}`,
      // A route that lists its secret parameter (the embedded checkout's session id, named `id`).
      `/checkout/${embedded}`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    const log = lines.join('');
    expect(log).toContain('incoming request');
    for (const secret of [dataToken, invitation, reset, session, unlock, embedded]) expect(log).not.toContain(secret);
    // What is not a secret stays, for the logs to stay useful.
    expect(log).toContain(`/app/lost-password/confirm?token=${REDACTED}&utm_source=mail`);
    expect(log).toContain(`/api/orders/session/${REDACTED}/`);
    expect(log).toContain(`/checkout/${REDACTED}`);
  });

  it('redacts by the words of a name, and only those', () => {
    for (const name of ['token', 'invitation', 'reset', 'session_id', 'unlockCode', 'data-link', 'api_key', 'X-Signature'])
      expect(isSecretName(name), name).toBe(true);
    for (const name of ['q', 'page', 'format', 'utm_source', 'jobIds', 'keyword', 'isNew']) expect(isSecretName(name), name).toBe(false);
    expect(redactUrl('/a/b%2Fc?x=1&token&token=2', new Set(['b/c']))).toBe(`/a/${REDACTED}?x=1&token=${REDACTED}&token=${REDACTED}`);
    // The phone's position of "jobs near me" is not written either (decision 156); the radius and the town are.
    expect(redactUrl('/api/jobs-near/?lat=45.76&lng=4.84&radius=20', new Set())).toBe(
      `/api/jobs-near/?lat=${REDACTED}&lng=${REDACTED}&radius=20`,
    );
  });
});
