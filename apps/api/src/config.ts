import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { compactIban, isValidIban } from '@app/contracts/iban';
import type { LegalNotice } from '@app/contracts/legal-notice';
import { loadLegalNotice } from './lib/legal-notice.ts';
import { loadSellerIdentity, type SellerIdentity } from './modules/invoices/invoices.seller.ts';
import { geocoderSettingsFromEnv, type GeocoderSettings } from './providers/geocoding/geocoder.ts';
import { companyLookupSettingsFromEnv, type CompanyLookupSettings } from './providers/sirene/company-lookup.ts';
import { storageSettingsFromEnv, type StorageSettings } from './providers/storage/storage.ts';

/**
 * The official reference files shipped with the API (ROME job catalogue and La Poste communes,
 * gzip-compressed; source, edition and licence in its README): imported on first start unless
 * REFERENCE_DATA_DIR names another folder (a newer edition downloaded from the publishers).
 */
export const SHIPPED_REFERENCE_DATA_DIR = fileURLToPath(new URL('../reference-data', import.meta.url));

/**
 * Configuration, read once from the environment and validated (README lists every variable).
 * Every external service has an embedded default so that `npm start` needs nothing else.
 */
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Empty means unset. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** A BIC (ISO 9362): bank, country, location, optional branch; 8 or 11 characters. */
const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/**
 * The account affiliate payouts are debited from (decision 081) outside production: a test IBAN
 * (a valid French one) and its bank's BIC. Production requires the real ones.
 */
export const DEV_PAYOUT_DEBTOR = { name: 'QRecrute', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' } as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Empty means unset. Under NODE_ENV=production only `production` is accepted (loadConfig).
  APP_ENV: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['development', 'production', 'test', 'demo']).optional()),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Empty means unset: links then follow the origin of each request (development).
  PUBLIC_URL: z.union([z.literal(''), z.url()]).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // PostgreSQL streaming replicas for the hot reads and public pages, comma-separated (decision 154).
  DATABASE_REPLICA_URL: z.string().max(4000).optional(),
  // A replica further behind than this is not read from; also how long a writer's cookie lives.
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // Where the embedded PGlite runs: its own worker thread, or the main thread (docs/decisions/088).
  PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
  JWT_SECRET: z.string().min(32).optional(),
  // The key that seals the staff's TOTP secrets (32 bytes, base64 or hex; decision 161): outside the database.
  STAFF_TOTP_KEY: z.string().min(32).max(100).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('QRecrute <no-reply@qrecrute.fr>'),
  REDIS_URL: z.string().optional(),
  REFERENCE_DATA_DIR: z.string().optional(),
  SEED_DEMO: bool,
  // Whether this instance works the background jobs (default: yes, outside tests).
  BACKGROUND_JOBS: bool,
  DEMO_CANDIDATES: z.coerce.number().int().min(0).default(300),
  // Months a candidate's data is kept after the last contact (CNIL: at most 24 without consent; decision 093).
  CANDIDATE_RETENTION_MONTHS: z.coerce.number().int().min(2).max(120).default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Readable lines (pino-pretty) or one JSON object a line; default: readable outside production (decision 127).
  LOG_FORMAT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['pretty', 'json']).optional()),
  // The OpenAPI viewer and document at /api/docs (default: on outside production, off in production).
  API_DOCS: bool,
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): boolean | number | string[] => {
      const value = (v ?? '').trim();
      if (value === '' || value === 'false' || value === '0') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      const list = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.every((s) => isIP(s.split('/')[0]!) !== 0)) return list;
      ctx.addIssue({ code: 'custom', message: 'false, true, a hop count or a comma-separated list of proxy addresses or CIDR ranges' });
      return z.NEVER;
    }),
  RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_RESET_MAX: z.coerce.number().int().min(1).default(5),
  CONTACT_EMAIL: optionalText,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().optional(),
  PAYOUT_DEBTOR_NAME: optionalText.refine((v) => v === undefined || v.length <= 70, 'at most 70 characters (SEPA)'),
  // The IBAN check of the whole product (packages/contracts, ibantools; decision 079).
  PAYOUT_DEBTOR_IBAN: optionalText
    .refine((v) => v === undefined || isValidIban(v), 'a valid IBAN (country format and check digits)')
    .transform((v) => (v === undefined ? undefined : compactIban(v))),
  PAYOUT_DEBTOR_BIC: optionalText
    .transform((v) => v?.toUpperCase())
    .refine((v) => v === undefined || BIC_PATTERN.test(v), 'a BIC of 8 or 11 characters, e.g. AGRIFRPP'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL streaming replicas of DATABASE_URL read from (decision 154); empty: the primary alone. */
  databaseReplicaUrls: string[];
  databaseReplicaMaxLagMs: number;
  /** Where PGlite runs when DATABASE_URL is unset (docs/decisions/088). */
  pgliteThread: 'worker' | 'main';
  jwtSecret: string | undefined;
  /** STAFF_TOTP_KEY (decision 161); outside production, a key generated once in DATA_DIR when unset. */
  staffTotpKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Folder of the official reference files: REFERENCE_DATA_DIR, else the shipped one. */
  referenceDataDir: string;
  /** Demo data is loaded on first start unless the configuration says production. */
  seedDemo: boolean;
  demoCandidates: number;
  /** Months a candidate's data is kept after the last contact, then anonymized (decision 093). */
  candidateRetentionMonths: number;
  logLevel: Env['LOG_LEVEL'];
  /** `pretty`: readable log lines (development's default); `json`: one JSON object a line (production's). */
  logFormat: 'pretty' | 'json';
  /** Whether /api/docs serves the OpenAPI viewer and document (API_DOCS; off by default in production). */
  apiDocs: boolean;
  webDistDir: string;
  rateLimit: { loginMax: number; resetMax: number };
  /** Fastify's trustProxy: which hops may tell the client address (X-Forwarded-For). */
  trustProxy: boolean | number | string[];
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiBase: string | undefined };
  /** QRecrute's account, debited by the affiliates' SEPA payout files (decision 081). */
  payoutDebtor: { name: string; iban: string; bic: string };
  /** Whether this instance works the job queue (BACKGROUND_JOBS; never under NODE_ENV=test, where tests run the jobs themselves). */
  backgroundJobs: boolean;
  /** File storage (STORAGE_DRIVER, S3_*): DATA_DIR/storage by default. */
  storage: StorageSettings;
  /** Place search (GEOCODER, IGN_GEOCODER_URL): the embedded communes by default. */
  geocoder: GeocoderSettings;
  /** Company lookup by SIRET (SIRENE_API_URL): the companies already known by default. */
  companyLookup: CompanyLookupSettings;
  /** Where contact and QR-code messages go (CONTACT_EMAIL). */
  contactEmail: string;
  /** The seller's legal mentions on invoices (INVOICE_SELLER_*). */
  seller: SellerIdentity;
  /** The site's legal notice (`/mentions-legales`): the seller as publisher, LEGAL_* for the rest (decision 124). */
  legalNotice: LegalNotice;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${lines}`);
  }
  const e = parsed.data;
  // APP_ENV may make a process stricter, never less safe (issue 28, decision 120): under
  // NODE_ENV=production another APP_ENV would start the free checkout and the demo accounts.
  if (e.NODE_ENV === 'production' && e.APP_ENV && e.APP_ENV !== 'production') {
    throw new Error(
      `Invalid configuration: APP_ENV=${e.APP_ENV} cannot lower NODE_ENV=production (it would start the free embedded checkout and the demo accounts); unset APP_ENV, or run with NODE_ENV=development for a demo`,
    );
  }
  const production = e.NODE_ENV === 'production' || e.APP_ENV === 'production';
  // The embedded checkout takes no money: in production it would give everything away (decision 074).
  if (production && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production (APP_ENV or NODE_ENV=production); the embedded checkout takes no real payment and only runs outside production',
    );
  }
  // Behind a proxy the server cannot know its public origin: e-mails, checkout returns and QR codes need it.
  if (production && !e.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration: PUBLIC_URL is required in production (the origin of e-mailed links, checkout returns and QR codes), e.g. https://qrecrute.fr',
    );
  }
  // A payout file debits QRecrute's real account: the development test account would be refused by the bank.
  if (production && (!e.PAYOUT_DEBTOR_NAME || !e.PAYOUT_DEBTOR_IBAN || !e.PAYOUT_DEBTOR_BIC)) {
    throw new Error(
      'Invalid configuration: PAYOUT_DEBTOR_NAME, PAYOUT_DEBTOR_IBAN and PAYOUT_DEBTOR_BIC are required in production (the account the affiliate payout files debit)',
    );
  }
  // npm runs workspace scripts inside the workspace; relative paths are meant from where npm was called.
  const base = source.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, e.DATA_DIR);
  const seller = loadSellerIdentity(source);
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL || undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReplicaUrls: (e.DATABASE_REPLICA_URL ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    databaseReplicaMaxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS,
    pgliteThread: e.PGLITE_THREAD,
    jwtSecret: e.JWT_SECRET,
    staffTotpKey: e.STAFF_TOTP_KEY || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL || undefined,
    referenceDataDir: e.REFERENCE_DATA_DIR ? path.resolve(base, e.REFERENCE_DATA_DIR) : SHIPPED_REFERENCE_DATA_DIR,
    seedDemo: !production && (source.SEED_DEMO === undefined || source.SEED_DEMO === '' ? true : e.SEED_DEMO),
    demoCandidates: e.DEMO_CANDIDATES,
    candidateRetentionMonths: e.CANDIDATE_RETENTION_MONTHS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (production ? 'json' : 'pretty'),
    apiDocs: source.API_DOCS === undefined || source.API_DOCS === '' ? !production : e.API_DOCS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(base, e.WEB_DIST_DIR) : new URL('../../web/dist', import.meta.url).pathname,
    rateLimit: { loginMax: e.RATE_LIMIT_LOGIN_MAX, resetMax: e.RATE_LIMIT_RESET_MAX },
    trustProxy: e.TRUST_PROXY,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE },
    payoutDebtor: {
      name: e.PAYOUT_DEBTOR_NAME ?? DEV_PAYOUT_DEBTOR.name,
      iban: e.PAYOUT_DEBTOR_IBAN ?? DEV_PAYOUT_DEBTOR.iban,
      bic: e.PAYOUT_DEBTOR_BIC ?? DEV_PAYOUT_DEBTOR.bic,
    },
    backgroundJobs:
      e.NODE_ENV !== 'test' && (source.BACKGROUND_JOBS === undefined || source.BACKGROUND_JOBS === '' ? true : e.BACKGROUND_JOBS),
    // Each provider parses its own variables; this is the one place that hands them the environment.
    storage: storageSettingsFromEnv(source, dataDir),
    geocoder: geocoderSettingsFromEnv(source),
    companyLookup: companyLookupSettingsFromEnv(source),
    contactEmail: e.CONTACT_EMAIL ?? 'contact@qrecrute.fr',
    seller,
    legalNotice: loadLegalNotice(source, seller),
  };
}
