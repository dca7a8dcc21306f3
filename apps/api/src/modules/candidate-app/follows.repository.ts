import { sql } from 'drizzle-orm';
import type { Language } from '@app/contracts/constants';
import type { Db } from '../../db/client.ts';
import type { PlaceColumn } from '../../db/schema/types.ts';
import { rowsOf } from '../../lib/sql.ts';
import { liveSiteSql } from '../addresses/index.ts';

/** A live site by its public uuid (only a live site may be followed, decision 144). */
export async function findLiveSite(db: Db, uuid: string): Promise<{ id: number } | undefined> {
  return rowsOf<{ id: number }>(
    await db.execute(sql`SELECT a.id FROM addresses a WHERE a.uuid = ${uuid} AND ${liveSiteSql('a')} LIMIT 1`),
  )[0];
}

/** A site by its public uuid, live or not (a candidate may stop following a site that closed). */
export async function findSite(db: Db, uuid: string): Promise<{ id: number } | undefined> {
  return rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM addresses WHERE uuid = ${uuid} LIMIT 1`))[0];
}

/**
 * Follows the site, at most `max` sites per address; one transaction holding the address's lock, so
 * that two taps at once neither pass the bound nor make two rows. Answers false past the bound.
 */
export async function follow(db: Db, email: string, addressId: number, language: Language, max: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('candidate-follows'), hashtext(${email}))`);
    const [held] = rowsOf<{ count: number; here: boolean }>(
      await tx.execute(sql`SELECT count(*)::int AS count, coalesce(bool_or(address_id = ${addressId}), false) AS here
        FROM candidate_follows WHERE email = ${email}`),
    );
    if (held!.here) return true;
    if (held!.count >= max) return false;
    await tx.execute(sql`INSERT INTO candidate_follows (email, address_id, language) VALUES (${email}, ${addressId}, ${language})
      ON CONFLICT (email, address_id) DO NOTHING`);
    return true;
  });
}

/** Stops following: only the caller's own row (by the proven address) can go. */
export async function unfollow(db: Db, email: string, addressId: number): Promise<void> {
  await db.execute(sql`DELETE FROM candidate_follows WHERE email = ${email} AND address_id = ${addressId}`);
}

export interface FollowedRow {
  uuid: string;
  name: string;
  logo: string | null;
  qrcode_town: string | null;
  content: PlaceColumn | null;
  open_jobs: number;
  created_at: Date | string;
}

/** The sites the address follows, newest first, with their open jobs (none once a site is not live). */
export async function listFollowed(db: Db, email: string): Promise<FollowedRow[]> {
  return rowsOf<FollowedRow>(
    await db.execute(sql`SELECT a.uuid, a.name, a.logo, a.qrcode_town, a.content, f.created_at,
        CASE WHEN ${liveSiteSql('a')} THEN (SELECT count(*)::int FROM address_jobs j WHERE j.address_id = a.id AND j.active) ELSE 0 END AS open_jobs
      FROM candidate_follows f JOIN addresses a ON a.id = f.address_id
      WHERE f.email = ${email}
      ORDER BY f.created_at DESC, f.id DESC`),
  );
}

/**
 * The followers of a live site to alert today, each marked alerted for `today` in the same statement:
 * a follower already alerted today is not returned, and two publications at once alert once.
 */
export async function takeFollowersToAlert(db: Db, addressId: number, today: string) {
  return rowsOf<{ email: string; language: Language; candidate_id: number | null; first_name: string | null }>(
    await db.execute(sql`WITH site AS (SELECT a.id FROM addresses a WHERE a.id = ${addressId} AND ${liveSiteSql('a')}),
      taken AS (
        UPDATE candidate_follows f SET last_alert_on = ${today}::date
        WHERE f.address_id IN (SELECT id FROM site) AND (f.last_alert_on IS NULL OR f.last_alert_on < ${today}::date)
        RETURNING f.email, f.language)
      -- The greeting's first name only once the candidate proved the address (decision 158): before,
      -- it is what whoever applied first with it typed.
      SELECT t.email, t.language, c.id AS candidate_id, CASE WHEN c.email_verified_at IS NOT NULL THEN c.first_name END AS first_name
      FROM taken t LEFT JOIN LATERAL (
        SELECT id, first_name, email_verified_at FROM candidates WHERE lower(email) = t.email AND anonymized_at IS NULL ORDER BY id LIMIT 1) c ON true`),
  );
}

/** What the alert says of the site and the job. */
export async function findPublishedJob(db: Db, addressJobId: number) {
  return rowsOf<{ address_id: number; site_uuid: string; site_name: string; job_name: string; active: boolean }>(
    await db.execute(sql`SELECT j.address_id, a.uuid AS site_uuid, a.name AS site_name, jb.name AS job_name, j.active
      FROM address_jobs j JOIN addresses a ON a.id = j.address_id JOIN jobs jb ON jb.id = j.job_id WHERE j.id = ${addressJobId}`),
  )[0];
}
