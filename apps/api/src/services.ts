import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { configuredPublicUrl } from './lib/public-url.ts';
import { TokenSigner } from './lib/tokens.ts';
import type { CommerceDeps } from './modules/checkout/commerce-deps.ts';
import { resolveStaffTotpKey } from './modules/staff/totp-key.ts';
import type { PrivacyDeps } from './modules/privacy/privacy.service.ts';
import { createGeocoder } from './providers/geocoding/create-geocoder.ts';
import type { Geocoder } from './providers/geocoding/geocoder.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { createPaymentProvider } from './providers/payment/create-payment-provider.ts';
import { createCompanyLookup } from './providers/sirene/create-company-lookup.ts';
import type { CompanyLookup } from './providers/sirene/company-lookup.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import type { Storage } from './providers/storage/storage.ts';

/** What `buildApp` is given: the configuration, an open database, a mailer and the token secret. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The services shared by the modules, each built once from the configuration: providers are chosen
 * by environment (STORAGE_DRIVER/S3_*, GEOCODER/IGN_GEOCODER_URL, SIRENE_API_URL, PAYMENT_*).
 */
export interface AppServices {
  config: Config;
  database: Database;
  db: Database['db'];
  mailer: Mailer;
  jwtSecret: string;
  /** The key that seals the staff's TOTP secrets (decision 161). */
  staffTotpKey: Buffer;
  signer: TokenSigner;
  /** PUBLIC_URL, or http://localhost:<port> (links then follow each request's origin, decision 083). */
  publicUrl: string;
  storage: Storage;
  geocoder: Geocoder;
  /** The embedded geocoder, the fallback when the configured one does not answer. */
  embeddedGeocoder: Geocoder;
  companyLookup: CompanyLookup;
  /** Payments, orders, subscriptions, invoices (decisions 030-035). */
  commerce: CommerceDeps;
  /** The data lifecycle: downloads, candidate data links, retention (decision 093). */
  privacy: PrivacyDeps;
}

export function buildServices(deps: AppDeps, log: FastifyBaseLogger): AppServices {
  const { config, database, mailer, jwtSecret } = deps;
  const db = database.db;
  const publicUrl = configuredPublicUrl(config);
  const signer = new TokenSigner(jwtSecret);
  const storage = createStorage(config.storage);
  const commerce: CommerceDeps = {
    db,
    payment: createPaymentProvider(config, { db, serverSecret: jwtSecret, publicUrl }),
    storage,
    seller: config.seller,
    publicUrl,
    mailer,
  };
  const privacy: PrivacyDeps = {
    db,
    mailer,
    signer,
    storage,
    publicUrl,
    retentionMonths: config.candidateRetentionMonths,
    log: (message, extra) => log.error(extra, message),
  };
  return {
    config,
    database,
    db,
    mailer,
    jwtSecret,
    staffTotpKey: resolveStaffTotpKey(config),
    signer,
    publicUrl,
    storage,
    geocoder: createGeocoder(config.geocoder, db),
    embeddedGeocoder: createGeocoder({ driver: 'embedded' }, db),
    companyLookup: createCompanyLookup(config.companyLookup),
    commerce,
    privacy,
  };
}
