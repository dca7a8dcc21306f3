import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { readContext, registerReplicas, ReplicaSet } from '../db/replicas.ts';
import { HOT_READ_CONNECTION_OPTIONS } from '../db/hot-reads.ts';
import { accessTokenOf } from './auth.ts';
import type { TokenSigner, VerifiedAccess } from '../lib/tokens.ts';
import type { AppDeps } from '../services.ts';

/** The cookie that carries a writer's last write time to any instance (ms since epoch). */
export const WROTE_COOKIE = 'qr_wrote';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The caller's account, once auth has read it (or only the token's claim, decision 101). */
const userOf = (request: FastifyRequest): number | undefined => request.auth?.userId ?? request.access?.userId;

/** The caller's verified access token (a bearer header, or the web app's cookie), or nothing: no error here. */
async function tokenOf(request: FastifyRequest, signer: TokenSigner): Promise<VerifiedAccess | undefined> {
  const token = accessTokenOf(request);
  if (!token) return undefined;
  try {
    return await signer.verifyAccess(token);
  } catch {
    return undefined;
  }
}

/**
 * Read-your-writes for the reads sent to replicas (decision 154, `db/replicas.ts`): each request runs
 * with a read context telling when its caller last wrote; a request that wrote leaves its time in
 * a cookie and, for an account, in this instance's memory.
 */
export const readYourWritesPlugin = fp(
  async (app: FastifyInstance, { replicas, signer }: { replicas: ReplicaSet; signer: TokenSigner }) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const now = Date.now();
      const cookie = Number(request.cookies[WROTE_COOKIE]);
      // A time from the future or the far past says nothing: the cookie lives as long as the lag allowed.
      const fromCookie = Number.isFinite(cookie) && cookie <= now && cookie > now - replicas.maxLagMs ? cookie : 0;
      // The caller's token, if any: its account's last write here, and its own signing (a sign-in or refresh wrote).
      void tokenOf(request, signer).then((claim) => {
        const wroteAt = Math.max(fromCookie, claim?.issuedAt ?? 0, (claim && replicas.writerTime(claim.userId)) ?? 0);
        readContext.run(
          { wroteAt: () => Math.max(wroteAt, (request.auth && replicas.writerTime(request.auth.userId)) ?? 0) || undefined },
          done,
        );
      });
    });
    app.addHook('onSend', async (request, reply) => {
      if (SAFE.has(request.method) || reply.statusCode >= 400) return;
      const now = Date.now();
      const user = userOf(request);
      if (user !== undefined) replicas.noteWriter(user, now);
      reply.setCookie(WROTE_COOKIE, String(now), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: Math.ceil(replicas.maxLagMs / 1000),
      });
    });
  },
  { name: 'read-your-writes', dependencies: ['@fastify/cookie'] },
);

/**
 * With DATABASE_REPLICA_URL on PostgreSQL: opens the replicas, probes them, sends the hot reads and
 * public pages to them (`db/replicas.ts`) and installs read-your-writes. Otherwise nothing changes.
 */
export async function registerReplicaReads(
  app: FastifyInstance,
  { config, database }: AppDeps,
  { db, signer }: { db: Db; signer: TokenSigner },
): Promise<void> {
  const replicaUrls = config.databaseReplicaUrls;
  if (replicaUrls.length === 0) return;
  if (database.kind !== 'postgres' || !config.databaseUrl)
    throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: replicas are PostgreSQL streaming replicas of that database');
  const replicas = new ReplicaSet({
    primaryUrl: config.databaseUrl,
    replicaUrls,
    poolSize: Math.min(config.databasePoolSize, 6),
    maxLagMs: config.databaseReplicaMaxLagMs,
    connectionOptions: HOT_READ_CONNECTION_OPTIONS,
    onError: (err, url) =>
      app.log.warn({ err: err.message, replica: new URL(url, 'postgres://x').host || url }, 'replica read or probe failed'),
  });
  await replicas.start();
  registerReplicas(db, replicas);
  app.decorate('replicas', replicas);
  app.addHook('onClose', () => replicas.close());
  await app.register(readYourWritesPlugin, { replicas, signer });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The streaming replicas read from, when DATABASE_REPLICA_URL is set (decision 154). */
    replicas?: ReplicaSet;
  }
}
