import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from './seed/reference.ts';
import { createActorWith, createTestApp, type Actor, type TestContext } from '../../test/helpers.ts';
import { insertAddress, subscribe } from '../../test/addresses-fixtures.ts';
import { TEST_REFERENCE } from '../../test/reference-catalogue.ts';

/**
 * Reads on a real PostgreSQL streaming replica (issue 32 item 3, decision 154). The test makes its
 * own primary and replica clusters (initdb, then pg_basebackup, on two free ports) with the
 * machine's PostgreSQL binaries, so the machine's own server needs no replication settings. It runs
 * in the PostgreSQL pass of the API tests (DATABASE_URL set: `npm run test:api:postgres`, `.ci/run`);
 * on PGlite there is no replica to make.
 */

const binDir = (): string => {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) not found: set PG_BIN_DIR');
  return found;
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** PostgreSQL refuses to run as root: as root, each command runs as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
function run(bin: string, args: string[]): string {
  const command = path.join(binDir(), bin);
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', stdio: 'pipe' })
    : execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe' });
}

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(!process.env.DATABASE_URL)('reads on a PostgreSQL streaming replica', () => {
  let dir = '';
  let primaryPort = 0;
  let replicaPort = 0;
  let primaryDir = '';
  let replicaDir = '';
  let ctx: TestContext;
  let recruiter: Actor;
  let replicaUrl = '';

  const onReplica = async <T extends pg.QueryResultRow>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: replicaUrl });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };
  const pageName = async (access?: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/apply/${recruiter.address.uuid}/`,
      headers: access ? { authorization: `Bearer ${access}` } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().name as string;
  };
  const served = () => ({ ...ctx.app.replicas!.served });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replica-test-'));
    if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
    primaryDir = path.join(dir, 'primary');
    replicaDir = path.join(dir, 'replica');
    [primaryPort, replicaPort] = [await freePort(), await freePort()];
    run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const settings = (port: number) =>
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'fsync = off',
        'synchronous_commit = off',
        'shared_buffers = 32MB',
        'max_connections = 60',
      ].join('\n') + '\n';
    fs.appendFileSync(path.join(primaryDir, 'postgresql.conf'), settings(primaryPort));
    run('pg_ctl', ['-D', primaryDir, '-w', '-l', path.join(dir, 'primary.log'), 'start']);
    // initdb's trust set-up allows replication connections from 127.0.0.1.
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    fs.appendFileSync(path.join(replicaDir, 'postgresql.conf'), settings(replicaPort));
    run('pg_ctl', ['-D', replicaDir, '-w', '-l', path.join(dir, 'replica.log'), 'start']);

    ctx = await createTestApp({
      serverUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
      env: (database) => {
        replicaUrl = Object.assign(new URL(database.url!), { port: String(replicaPort) }).toString();
        // A paused replica stays readable for others for a minute (the test pauses it).
        return { DATABASE_URL: database.url!, DATABASE_REPLICA_URL: replicaUrl, DATABASE_REPLICA_MAX_LAG_MS: '60000' };
      },
    });
    await seedReference(ctx.database.db, TEST_REFERENCE);
    recruiter = await createActorWith(ctx.app, ctx.database, 'recruiter', (recruiterId) =>
      insertAddress(ctx.database, recruiterId, { name: 'Boulangerie Avant' }),
    );
    await subscribe(ctx.database, recruiter.recruiterId, recruiter.address.id);
    await until(
      'the replica has the site',
      async () =>
        (await onReplica<{ n: string }>(`select count(*) as n from addresses where uuid = '${recruiter.address.uuid}'`))[0]?.n === '1',
    );
  }, 180_000);

  afterAll(async () => {
    await ctx?.close();
    for (const cluster of [replicaDir, primaryDir]) {
      try {
        run('pg_ctl', ['-D', cluster, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped (the last test stops the replica)
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the public page is read on the replica', async () => {
    // The probe finds the replica has replayed the primary's position.
    await until('the replica is fresh', async () => ctx.app.replicas!.choose(0) !== undefined);
    const before = served();
    expect(await pageName()).toBe('Boulangerie Avant');
    expect(served().replica).toBe(before.replica + 1);
    expect(served().primary).toBe(before.primary);
  });

  it('a writer reads its own write at once, others the replica until it has replayed it', async () => {
    // Replay stops: what the primary writes now is not on the replica.
    await onReplica('select pg_wal_replay_pause()');
    const rename = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/addresses/${recruiter.address.uuid}/`,
      headers: { authorization: `Bearer ${recruiter.access}` },
      payload: { name: 'Boulangerie Après' },
    });
    expect(rename.statusCode).toBe(200);
    // A browser carries its write time in a cookie; an API client by its account (this instance's memory).
    const cookie = rename.cookies.find((c) => c.name === 'qr_wrote');
    expect(Number(cookie?.value)).toBeGreaterThan(Date.now() - 5_000);
    await ctx.app.replicas!.probe();
    const before = served();
    expect(await pageName(recruiter.access)).toBe('Boulangerie Après');
    expect(served().primary).toBe(before.primary + 1);
    const browser = await ctx.app.inject({
      method: 'GET',
      url: `/api/apply/${recruiter.address.uuid}/`,
      cookies: { qr_wrote: cookie!.value },
    });
    expect(browser.json().name).toBe('Boulangerie Après');
    // Another visitor reads the replica, which has not replayed the rename.
    expect(await pageName()).toBe('Boulangerie Avant');
    expect(served().replica).toBe(before.replica + 1);
    // A forged write time from the future gets nothing but the primary.
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `/api/apply/${recruiter.address.uuid}/`,
      cookies: { qr_wrote: String(Date.now() + 3_600_000) },
    });
    expect(forged.statusCode).toBe(200);

    await onReplica('select pg_wal_replay_resume()');
    await until('the visitor sees the rename', async () => (await pageName()) === 'Boulangerie Après');
    // Once the replica holds the write, the writer reads it there too.
    await until('the writer is sent to the replica again', async () => {
      const seen = served().replica;
      await pageName(recruiter.access);
      return served().replica === seen + 1;
    });
  });

  it('the resume shop list (hot reads) is read on the replica', async () => {
    // Replay paused: the new account and its sign-in are on the primary only.
    await onReplica('select pg_wal_replay_pause()');
    const hunter = await createActorWith(ctx.app, ctx.database, 'headhunter', (recruiterId) =>
      insertAddress(ctx.database, recruiterId, { name: 'Recherche' }),
    );
    const list = () =>
      ctx.app.inject({ method: 'GET', url: '/api/candidate/?page=1', headers: { authorization: `Bearer ${hunter.access}` } });
    await ctx.app.replicas!.probe();
    // Its token says it signed in (a write): the primary answers, which knows the account.
    const early = served();
    expect((await list()).statusCode).toBe(200);
    expect(served().primary).toBeGreaterThan(early.primary);
    expect(served().replica).toBe(early.replica);
    await onReplica('select pg_wal_replay_resume()');
    const signedAt = Math.ceil(Date.now() / 1000) * 1000;
    await until('the replica holds the sign-in', async () => ctx.app.replicas!.choose(signedAt) !== undefined);
    const before = served();
    expect((await list()).statusCode).toBe(200);
    expect(served().replica).toBeGreaterThan(before.replica);
  });

  it('the primary answers alone when the replica stops', async () => {
    run('pg_ctl', ['-D', replicaDir, '-m', 'immediate', 'stop']);
    const before = served();
    expect(await pageName()).toBe('Boulangerie Après');
    expect(served().primary).toBeGreaterThan(before.primary);
    // The probe marks it down: later reads go straight to the primary.
    await ctx.app.replicas!.probe();
    expect(ctx.app.replicas!.choose(0)).toBeUndefined();
    expect(await pageName()).toBe('Boulangerie Après');
  });
});
