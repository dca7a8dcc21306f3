import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPremiumPlan, mayUseBrand, mayUseResumeShop, type RoleFlags } from '@app/contracts/roles';
import { openTestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../lib/sql.ts';
import { brandSql, premiumSql, shopUserSql } from './roles.sql.ts';

/**
 * The SQL twins of the role rules equal the rules (decision 146): every state of the account flags
 * they read (max addresses 0, 1 or 5; head-hunter, premium head-hunter and affiliate each on or off),
 * evaluated by the database and by contracts/roles.ts.
 */
describe('SQL twins of the role rules', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('give the answers of contracts/roles.ts on every state of the flags', async () => {
    const states: { maxAddresses: number; headhunter: boolean; headhunterPremium: boolean; affiliate: boolean }[] = [];
    for (const maxAddresses of [0, 1, 5])
      for (const headhunter of [false, true])
        for (const headhunterPremium of [false, true])
          for (const affiliate of [false, true]) states.push({ maxAddresses, headhunter, headhunterPremium, affiliate });
    const values = sql.join(
      states.map(
        (s, i) =>
          sql`(${i}::int, ${s.maxAddresses}::int, ${s.headhunter}::boolean, ${s.headhunterPremium}::boolean, ${s.affiliate}::boolean)`,
      ),
      sql`, `,
    );
    const rows = rowsOf<{ i: number; premium: boolean; brand: boolean; shop: boolean }>(
      await database.db.execute(sql`
        SELECT r.i, ${premiumSql('r')} AS premium, ${brandSql('r')} AS brand, ${shopUserSql('r')} AS shop
        FROM (VALUES ${values}) AS r(i, max_addresses, is_headhunter, headhunter_premium, is_affiliate) ORDER BY r.i`),
    );
    const expected = states.map((s, i) => {
      const flags: RoleFlags = {
        premium: isPremiumPlan(s.maxAddresses),
        headhunter: s.headhunter,
        headhunterPremium: s.headhunterPremium,
        affiliate: s.affiliate,
      };
      return { i, premium: flags.premium, brand: mayUseBrand(flags), shop: mayUseResumeShop(flags) };
    });
    expect(rows.map((r) => ({ ...r, i: Number(r.i) }))).toEqual(expected);
    // Not vacuous: each rule answers both ways over these states.
    for (const key of ['premium', 'brand', 'shop'] as const) expect(new Set(rows.map((r) => r[key]))).toEqual(new Set([true, false]));
  });
});
