import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/index.ts';
import { createTestApp, createUser, type TestContext } from '../../test/helpers.ts';

/**
 * Links that leave and come back follow PUBLIC_URL when it is set, else the origin the request
 * reached the server on, believed only for the address the socket was reached on or localhost
 * (issue 11, item 2).
 */
let ctx: TestContext | null = null;
afterEach(async () => {
  await ctx?.close();
  ctx = null;
});

/** A real request to the listening server with the given Host header. */
async function post(port: number, host: string, path: string, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { host, 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function resetLinkFor(app: TestContext, port: number, host: string): Promise<string> {
  const user = await createUser(app.database);
  expect(await post(port, host, '/api/password-reset/', { email: user.email })).toBe(204);
  const [mail] = await app.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, user.email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return /https?:\/\/[^\s]+\/app\/lost-password\/confirm\?token=/.exec(mail!.text)![0];
}

async function listen(env: Record<string, string>): Promise<number> {
  ctx = await createTestApp({ env });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  return (ctx.app.server.address() as AddressInfo).port;
}

describe('the origin of outgoing links', () => {
  it('without PUBLIC_URL, follows the address the visitor used: 127.0.0.1 or localhost', async () => {
    const port = await listen({ PUBLIC_URL: '' });
    expect(await resetLinkFor(ctx!, port, `127.0.0.1:${port}`)).toBe(`http://127.0.0.1:${port}/app/lost-password/confirm?token=`);
    expect(await resetLinkFor(ctx!, port, `localhost:${port}`)).toBe(`http://localhost:${port}/app/lost-password/confirm?token=`);
  });

  it('never puts a made-up Host in a link: the socket’s own address instead', async () => {
    const port = await listen({ PUBLIC_URL: '' });
    expect(await resetLinkFor(ctx!, port, 'evil.example')).toBe(`http://127.0.0.1:${port}/app/lost-password/confirm?token=`);
    expect(await resetLinkFor(ctx!, port, `10.9.9.9:${port}`)).toBe(`http://127.0.0.1:${port}/app/lost-password/confirm?token=`);
  });

  it('with PUBLIC_URL, always PUBLIC_URL', async () => {
    const port = await listen({ PUBLIC_URL: 'https://qrecrute.example' });
    expect(await resetLinkFor(ctx!, port, `127.0.0.1:${port}`)).toBe('https://qrecrute.example/app/lost-password/confirm?token=');
  });
});
