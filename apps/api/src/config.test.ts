import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './bootstrap.ts';
import { loadConfig } from './config.ts';

const PAYOUT_DEBTOR = {
  PAYOUT_DEBTOR_NAME: 'QRecrute SAS',
  PAYOUT_DEBTOR_IBAN: 'FR14 2004 1010 0505 0001 3M02 606',
  PAYOUT_DEBTOR_BIC: 'psstfrpp',
};
const STRIPE = {
  PUBLIC_URL: 'https://qrecrute.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  ...PAYOUT_DEBTOR,
};

describe('configuration', () => {
  it('refuses to start in production without Stripe: the embedded checkout takes no money', () => {
    for (const env of [{ NODE_ENV: 'production' }, { APP_ENV: 'production' }, { APP_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }]) {
      expect(() => loadConfig(env)).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production/);
    }
    expect(loadConfig({ APP_ENV: 'production', ...STRIPE }).stripe.secretKey).toBe('sk_live_x');
    // Outside production the embedded checkout is the default.
    expect(loadConfig({ APP_ENV: 'demo' }).production).toBe(false);
  });

  it('never lets APP_ENV make a NODE_ENV=production process less safe (issue 28, item 8)', () => {
    // Before: APP_ENV=development or demo under NODE_ENV=production started the free checkout and the demo accounts.
    for (const APP_ENV of ['development', 'demo', 'test']) {
      expect(() => loadConfig({ NODE_ENV: 'production', APP_ENV }), APP_ENV).toThrow(/APP_ENV=\w+ cannot lower NODE_ENV=production/);
      expect(() => loadConfig({ NODE_ENV: 'production', APP_ENV, ...STRIPE }), APP_ENV).toThrow(
        /APP_ENV=\w+ cannot lower NODE_ENV=production/,
      );
    }
    const production = loadConfig({ NODE_ENV: 'production', APP_ENV: 'production', ...STRIPE });
    expect([production.production, production.seedDemo]).toEqual([true, false]);
    // APP_ENV may only make a process stricter; empty means unset.
    expect(loadConfig({ NODE_ENV: 'development', APP_ENV: 'production', ...STRIPE }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', APP_ENV: '', ...STRIPE }).production).toBe(true);
  });

  it('runs on embedded defaults with demo data', () => {
    const config = loadConfig({ INIT_CWD: '/srv/app' });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/app/data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.production).toBe(false);
  });

  it('refuses to start in production without PUBLIC_URL (issue 11, item 2)', () => {
    const { PUBLIC_URL: _, ...withoutUrl } = STRIPE;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutUrl })).toThrow(/PUBLIC_URL is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', ...STRIPE }).publicUrl).toBe('https://qrecrute.example');
    // Outside production an empty PUBLIC_URL is unset: links follow each request.
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
  });

  it('refuses to start in production without the account the affiliate payouts debit (decision 081)', () => {
    for (const name of Object.keys(PAYOUT_DEBTOR)) {
      const env: Record<string, string> = { NODE_ENV: 'production', ...STRIPE };
      delete env[name];
      expect(() => loadConfig(env), name).toThrow(
        /PAYOUT_DEBTOR_NAME, PAYOUT_DEBTOR_IBAN and PAYOUT_DEBTOR_BIC are required in production/,
      );
    }
    // Read compact and upper case.
    expect(loadConfig({ NODE_ENV: 'production', ...STRIPE }).payoutDebtor).toEqual({
      name: 'QRecrute SAS',
      iban: 'FR1420041010050500013M02606',
      bic: 'PSSTFRPP',
    });
    // Outside production: a test account.
    expect(loadConfig({}).payoutDebtor).toEqual({ name: 'QRecrute', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' });
    // The product's IBAN check (wrong RIB key), and a BIC's shape.
    expect(() => loadConfig({ PAYOUT_DEBTOR_IBAN: 'FR7630006000011234567890188' })).toThrow(/PAYOUT_DEBTOR_IBAN/);
    expect(() => loadConfig({ PAYOUT_DEBTOR_BIC: 'AGRI' })).toThrow(/PAYOUT_DEBTOR_BIC/);
  });

  it('never loads demo data in production, even when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...STRIPE }).seedDemo).toBe(false);
    expect(loadConfig({ APP_ENV: 'production', SEED_DEMO: 'true', ...STRIPE }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('trusts no proxy unless told: TRUST_PROXY takes true, a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('lets PORT and DATA_DIR place several instances side by side', () => {
    const config = loadConfig({ PORT: '3101', DATA_DIR: './data-2', INIT_CWD: '/srv/app' });
    expect(config.port).toBe(3101);
    expect(config.dataDir).toBe('/srv/app/data-2');
  });

  it('stops on a wrong value with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('requires JWT_SECRET in production and keeps a generated one otherwise', () => {
    expect(() => resolveJwtSecret(loadConfig({ NODE_ENV: 'production', ...STRIPE }))).toThrow(/JWT_SECRET/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfg-'));
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(config)).toBe(first);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
