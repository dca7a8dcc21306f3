import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp } from '../../test/helpers.ts';

/**
 * Issue 28, item 8: `/api/docs` was public in production. It now answers only when API_DOCS says
 * so, off by default in production (on by default elsewhere: health.test.ts reads it).
 */
const PRODUCTION = {
  PUBLIC_URL: 'https://qrecrute.example',
  APP_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_test_docs',
  STRIPE_WEBHOOK_SECRET: 'whsec_docs',
  PAYOUT_DEBTOR_NAME: 'QRecrute',
  PAYOUT_DEBTOR_IBAN: 'FR7630006000011234567890189',
  PAYOUT_DEBTOR_BIC: 'AGRIFRPP',
};

describe('/api/docs in production', () => {
  it('is off by default in production (before: 200), on when API_DOCS=true says so', async () => {
    const ctx = await createTestApp({ env: PRODUCTION });
    try {
      const answers = await Promise.all(
        ['/api/docs', '/api/docs/json', '/api/docs/static/index.html'].map(async (url) => (await ctx.app.inject(url)).statusCode),
      );
      expect(answers).toEqual([404, 404, 404]);
      // The document is still built, for the security tests that read it.
      expect(Object.keys((ctx.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(50);
    } finally {
      await ctx.close();
    }
    // The viewer itself is checked outside production by health.test.ts (on by default there).
    expect([loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs, loadConfig(PRODUCTION).apiDocs, loadConfig({}).apiDocs]).toEqual([
      true,
      false,
      true,
    ]);
  });
});
