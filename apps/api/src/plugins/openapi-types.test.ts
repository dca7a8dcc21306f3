import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_OPERATIONS_FILE, OPERATIONS_FILE, renderClientFiles, TYPES_FILE } from '../../scripts/openapi-types.ts';
import { createTestApp } from '../../test/helpers.ts';

/**
 * Decision 145 (issue 30 item 1): the web app's client types and operation table are generated from
 * the document the routes make. A route changed without `npm run openapi:types` fails here.
 */
describe('the generated client files', () => {
  it('are what the routes make now (run `npm run openapi:types` after changing a route)', { timeout: 120_000 }, async () => {
    const ctx = await createTestApp();
    let document: object;
    try {
      document = ctx.app.swagger() as object;
    } finally {
      await ctx.close();
    }
    const { types, operations, adminOperations } = await renderClientFiles(document);
    expect(operations.split('\n').filter((line) => line.startsWith('export const')).length).toBeGreaterThan(100);
    // Compared whole: a difference names the file to regenerate.
    expect(fs.readFileSync(OPERATIONS_FILE, 'utf8') === operations, `${OPERATIONS_FILE} is out of date: npm run openapi:types`).toBe(true);
    // The back office's operations apart (decision 152): no customer page imports them.
    expect(operations).not.toContain("id: 'admin.");
    expect(adminOperations).toContain("id: 'admin.signIn'");
    expect(
      fs.readFileSync(ADMIN_OPERATIONS_FILE, 'utf8') === adminOperations,
      `${ADMIN_OPERATIONS_FILE} is out of date: npm run openapi:types`,
    ).toBe(true);
    expect(fs.readFileSync(TYPES_FILE, 'utf8') === types, `${TYPES_FILE} is out of date: npm run openapi:types`).toBe(true);
  });
});
