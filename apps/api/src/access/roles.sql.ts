import { sql, type SQL } from 'drizzle-orm';

/**
 * The SQL twins of the role rules of contracts/roles.ts, on a `recruiters` row (`alias`), for the
 * statements that pick accounts by role (the match lists, the SIRET hold). roles.sql.test.ts
 * evaluates both on every state of the flags they read: they give the same answers (decision 146).
 */
const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);

/** `isPremiumPlan`: maxAddresses > 0. */
export const premiumSql = (alias: string): SQL => sql`(${column(alias, 'max_addresses')} > 0)`;

/** `mayUseBrand`: premium, or a premium head-hunter. */
export const brandSql = (alias: string): SQL => sql`(${premiumSql(alias)} OR ${column(alias, 'headhunter_premium')})`;

/** `mayUseResumeShop`: not an affiliate, and a head-hunter or not premium. */
export const shopUserSql = (alias: string): SQL =>
  sql`(NOT ${column(alias, 'is_affiliate')} AND (${column(alias, 'is_headhunter')} OR NOT ${premiumSql(alias)}))`;
