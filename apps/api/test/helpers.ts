import { normalizeEmail } from '@app/contracts/validation';
import { TokenSigner } from '../src/lib/tokens.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { emailOutbox, prices, products, recruiters, subscriptions, users } from '../src/db/schema/index.ts';
import { seedProducts } from '../src/db/seed/reference.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createOutboxMailer, type Mailer } from '../src/providers/mail/mailer.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
/** The key sealing the staff's TOTP secrets in tests (decision 161): 32 bytes, hex. */
export const TEST_STAFF_TOTP_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
export const testStaffTotpKey = (): Buffer => Buffer.from(TEST_STAFF_TOTP_KEY, 'hex');

/** What `POST /api/registration/email-code/check/` gives after the e-mailed code (decision 078). */
export const emailProofFor = (email: string): Promise<string> =>
  new TokenSigner(TEST_JWT_SECRET).signEmailProof(normalizeEmail(email), 3600);

/**
 * A fresh, migrated database: in-memory PGlite by default, or a new database on the server of
 * DATABASE_URL (CI runs the API tests on both), dropped again by `close`.
 */
export async function openTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<Database & { url?: string }> {
  const url = serverUrl;
  if (!url) {
    // From the run's migrated copy (test/global-setup.ts); the migrations then find nothing to do.
    const database = await openDatabase({ pgliteTemplate: inject('pgliteTemplate') ?? undefined });
    await database.migrate();
    return database;
  }
  const name = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database: Database & { url?: string } = await openDatabase({ databaseUrl: testUrl.toString(), poolSize: 5 });
  database.url = testUrl.toString();
  await database.migrate();
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return database;
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    /** The app's environment, or a function of the test database (its URL on PostgreSQL). */
    env?: Record<string, string> | ((database: Database & { url?: string }) => Record<string, string>);
    mailer?: (database: Database) => Mailer;
    /** Another PostgreSQL server than DATABASE_URL's for the test database (the replica test's own cluster). */
    serverUrl?: string;
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase(options.serverUrl ?? process.env.DATABASE_URL);
  const env = typeof options.env === 'function' ? options.env(database) : options.env;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_LOGIN_MAX: '1000',
    STAFF_TOTP_KEY: TEST_STAFF_TOTP_KEY,
    RATE_LIMIT_RESET_MAX: '1000',
    ...env,
  });
  const mailer = options.mailer ? options.mailer(database) : createOutboxMailer(database.db, config.mailFrom);
  const app = await buildApp({ config, database, mailer, jwtSecret: TEST_JWT_SECRET, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface UserFixture {
  userId: number;
  recruiterId: number;
  recruiterUuid: string;
  email: string;
  password: string;
}

/**
 * One argon2 hash per password for the whole worker: a hash costs tens of milliseconds by design
 * (19 MiB, 2 passes) and fixtures create hundreds of users with the same few passwords. Each user still
 * signs in through the real verification (decision 137).
 */
const fixtureHashes = new Map<string, Promise<string>>();
const fixtureHash = (password: string): Promise<string> => {
  let hashed = fixtureHashes.get(password);
  if (!hashed) fixtureHashes.set(password, (hashed = hashPassword(password)));
  return hashed;
};

let counter = 0;
/** Inserts a user and their recruiter with the given flags. */
export async function createUser(
  database: Database,
  options: Partial<{
    email: string;
    password: string;
    maxAddresses: number;
    headhunter: boolean;
    headhunterPremium: boolean;
    affiliate: boolean;
    kit: boolean;
    manager: string;
    company: string;
  }> = {},
): Promise<UserFixture> {
  counter += 1;
  const email = options.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.test`;
  const password = options.password ?? 'Correct-Horse-2026!';
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: await fixtureHash(password), firstName: 'Camille', lastName: 'Martin' })
    .returning();
  const [recruiter] = await database.db
    .insert(recruiters)
    .values({
      userId: user!.id,
      company: options.company ?? 'Boulangerie Martin',
      manager: options.manager ?? 'Camille Martin',
      maxAddresses: options.maxAddresses ?? 0,
      isHeadhunter: options.headhunter ?? false,
      headhunterPremium: options.headhunterPremium ?? false,
      isAffiliate: options.affiliate ?? false,
    })
    .returning();
  // An affiliate is in good standing by default: a paid kit covering today (decision 128).
  if (options.affiliate && (options.kit ?? true)) await giveAffiliateKit(database, recruiter!.id);
  return { userId: user!.id, recruiterId: recruiter!.id, recruiterUuid: recruiter!.uuid, email, password };
}

/**
 * The affiliate's yearly kit subscription (decision 128: what puts an affiliate in good standing),
 * from `start` for a year unless `end` says otherwise, with `status` ('active' by default). Seeds
 * the catalogue's products first when missing.
 */
export async function giveAffiliateKit(
  database: Database,
  recruiterId: number,
  options: Partial<{ start: Date; end: Date; status: string }> = {},
): Promise<void> {
  const db = database.db;
  await seedProducts(db, () => {});
  const [product] = await db.select().from(products).where(eq(products.code, 'affiliate_kit')).limit(1);
  const [price] = await db
    .select()
    .from(prices)
    .where(and(eq(prices.productId, product!.id), eq(prices.isDefault, true)))
    .limit(1);
  const start = options.start ?? new Date(Date.now() - 86_400_000);
  const end = options.end ?? new Date(start.getTime() + 365 * 86_400_000);
  await db.insert(subscriptions).values({
    recruiterId,
    productId: product!.id,
    priceId: price!.id,
    status: options.status ?? 'active',
    currentPeriodStart: start,
    currentPeriodEnd: end,
  });
}

/** The roles of the product's accounts, and the flags of the user `createUser` makes for each. */
export type RoleName = 'recruiter' | 'premium' | 'headhunter' | 'headhunterPremium' | 'affiliate';
export const ROLES: readonly RoleName[] = ['recruiter', 'premium', 'headhunter', 'headhunterPremium', 'affiliate'];
export const ROLE_FLAGS: Record<RoleName, Parameters<typeof createUser>[1]> = {
  recruiter: {},
  premium: { maxAddresses: 3 },
  headhunter: { headhunter: true },
  headhunterPremium: { headhunter: true, headhunterPremium: true },
  affiliate: { affiliate: true },
};

export interface Actor extends UserFixture {
  access: string;
  address: { id: number; uuid: string };
}

/** A signed-in user of the role with one address, inserted by `addAddress`. */
export async function createActorWith(
  app: FastifyInstance,
  database: Database,
  role: RoleName,
  addAddress: (recruiterId: number) => Promise<{ id: number; uuid: string }>,
): Promise<Actor> {
  const user = await createUser(database, ROLE_FLAGS[role]);
  const address = await addAddress(user.recruiterId);
  const { access } = await login(app, user.email, user.password);
  return { ...user, access, address };
}

/** The value of a cookie an answer sets (the session's are set by the API, decision 117). */
export const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string): string | undefined =>
  res.cookies.find((c) => c.name === name)?.value;

/**
 * Signs in through the API and returns the access token (answered, for bearer use) and the refresh
 * token (only ever in the HttpOnly `qr_refresh` cookie, decision 117).
 */
export async function login(app: FastifyInstance, email: string, password: string): Promise<{ access: string; refresh: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { access: res.json<{ access: string }>().access, refresh: cookieOf(res, 'qr_refresh') ?? '' };
}

/** POST /api/token/refresh/ as the web app sends it: the refresh cookie and X-Requested-With. */
export const refreshSession = (app: FastifyInstance, refresh: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token/refresh/',
    headers: { cookie: `qr_refresh=${refresh}`, 'x-requested-with': 'XMLHttpRequest' },
  });

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/**
 * The token of the first link in a mail's text whose path contains `path` (any link without it),
 * URL-decoded; undefined when the mail has none.
 */
export function mailedToken(text: string | null | undefined, path = ''): string | undefined {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const token = new RegExp(`${escaped}[^\\s?]*\\?(?:[^\\s]*&)?token=([^\\s&)"]+)`).exec(text ?? '')?.[1];
  return token === undefined ? undefined : decodeURIComponent(token);
}

/**
 * The token of the last candidate e-mail confirmation link (decision 119) mailed to `email`, as its
 * owner would read it; fails when none was mailed.
 */
export async function lastConfirmationToken(database: Database, email: string): Promise<string> {
  const [mail] = await database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`, eq(emailOutbox.template, 'candidate-email-confirm')))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = mailedToken(mail?.text, '/confirm-email');
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}
