import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PlaceColumn } from '../../db/schema/types.ts';
import { rowsOf } from '../../lib/sql.ts';
import { POSITION_DECIMALS } from '@app/contracts/jobs-near';
import { liveSiteSql } from '../addresses/index.ts';

export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The commune of an INSEE code or a postal code with coordinates: the INSEE code's first, else the
 * most populated one of the postal code (one postal code may serve several communes).
 */
export async function findCommune(db: Db, code: string): Promise<(Point & { name: string; postalCode: string }) | undefined> {
  const rows = rowsOf<{ name: string; postal_code: string; latitude: number; longitude: number }>(
    await db.execute(sql`
    SELECT name, postal_code, latitude, longitude FROM communes
    WHERE (insee_code = ${code} OR postal_code = ${code}) AND latitude IS NOT NULL AND longitude IS NOT NULL
    ORDER BY (insee_code = ${code}) DESC, population DESC NULLS LAST, id
    LIMIT 1`),
  );
  const row = rows[0];
  return row
    ? { name: row.name, postalCode: row.postal_code, latitude: Number(row.latitude), longitude: Number(row.longitude) }
    : undefined;
}

/** Kilometres per degree of latitude. */
const KM_PER_DEGREE = 111.32;

/**
 * Live sites (`liveSiteSql`) with at least one open job whose place lies within `radiusKm` of
 * `origin`, nearest first: a bounding box on the coordinates first, then the great-circle distance.
 * Distances are measured from each site's public, rounded place (`roundPosition`, SQL `round(_, 2)`):
 * whether a site falls inside a radius must not tell its exact place (attack of 2026-11-29).
 */
export async function listSitesNear(db: Db, origin: Point, radiusKm: number, limit: number, offset: number) {
  // The box on the stored places, widened by the rounding's half step on each side.
  const half = 0.5 / 10 ** POSITION_DECIMALS;
  const latSpan = radiusKm / KM_PER_DEGREE + half;
  const lngSpan = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((origin.latitude * Math.PI) / 180), 0.01)) + half;
  const lat = sql`round(a.latitude::numeric, ${POSITION_DECIMALS})::float8`;
  const lng = sql`round(a.longitude::numeric, ${POSITION_DECIMALS})::float8`;
  const distance = sql`(2 * 6371 * asin(least(1, sqrt(
      power(sin(radians(${lat} - ${origin.latitude}) / 2), 2)
      + cos(radians(${origin.latitude})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${origin.longitude}) / 2), 2)))))`;
  const near = sql`a.latitude BETWEEN ${origin.latitude - latSpan} AND ${origin.latitude + latSpan}
    AND a.longitude BETWEEN ${origin.longitude - lngSpan} AND ${origin.longitude + lngSpan}
    AND ${liveSiteSql('a')}
    AND EXISTS (SELECT 1 FROM address_jobs oj WHERE oj.address_id = a.id AND oj.active)`;
  return rowsOf<{
    uuid: string;
    name: string;
    logo: string | null;
    qrcode_town: string | null;
    content: PlaceColumn | null;
    distance_km: number;
    job_count: number;
    job_names: string[];
    total: number;
  }>(
    await db.execute(sql`
    WITH found AS (
      SELECT a.id, a.uuid, a.name, a.logo, a.qrcode_town, a.content, ${distance} AS distance_km
      FROM addresses a
      WHERE ${near}
    ), inside AS (SELECT * FROM found WHERE distance_km <= ${radiusKm})
    SELECT i.uuid, i.name, i.logo, i.qrcode_town, i.content, i.distance_km,
      (SELECT count(*)::int FROM address_jobs j WHERE j.address_id = i.id AND j.active) AS job_count,
      (SELECT coalesce(json_agg(t.name), '[]'::json) FROM (
         SELECT jb.name FROM address_jobs j JOIN jobs jb ON jb.id = j.job_id
         WHERE j.address_id = i.id AND j.active ORDER BY j.urgent DESC, j.created_at, j.id LIMIT 3) t) AS job_names,
      (SELECT count(*)::int FROM inside) AS total
    FROM inside i
    ORDER BY i.distance_km, i.id
    LIMIT ${limit} OFFSET ${offset}`),
  );
}

/** How many sites the search finds, for a page past the last one (the page query answers none). */
export async function countSitesNear(db: Db, origin: Point, radiusKm: number): Promise<number> {
  const rows = await listSitesNear(db, origin, radiusKm, 1, 0);
  return rows[0] ? Number(rows[0].total) : 0;
}
