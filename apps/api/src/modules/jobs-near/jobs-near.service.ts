import { JOBS_NEAR_KEYS, JOBS_NEAR_PAGE_SIZE, type JobsNearAnswer, type JobsNearQuery } from '@app/contracts/jobs-near';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { townOf } from '../apply/index.ts';
import { paginate } from '../resume-shop/index.ts';
import * as repo from './jobs-near.repository.ts';

/**
 * GET /api/jobs-near/: live sites with open jobs within the radius of a commune (the embedded
 * gazetteer's coordinates) or of a position the phone gave, nearest first, 20 a page. A site's
 * coordinates are never answered: its distance only.
 */
export async function jobsNear(db: Db, query: JobsNearQuery): Promise<JobsNearAnswer> {
  let origin: repo.Point;
  let town: { name: string; postalCode: string } | null = null;
  if (query.town !== undefined) {
    const commune = await repo.findCommune(db, query.town.toUpperCase());
    if (!commune) throw new AppError('validation_failed', 'Unknown town', { town: [JOBS_NEAR_KEYS.unknownTown] });
    origin = commune;
    town = { name: commune.name, postalCode: commune.postalCode };
  } else {
    origin = { latitude: query.lat!, longitude: query.lng! };
  }
  const offset = (query.page - 1) * JOBS_NEAR_PAGE_SIZE;
  const rows = await repo.listSitesNear(db, origin, query.radius, JOBS_NEAR_PAGE_SIZE, offset);
  const count = rows[0] ? Number(rows[0].total) : offset > 0 ? await repo.countSitesNear(db, origin, query.radius) : 0;
  const results = rows.map((r) => ({
    uuid: r.uuid,
    name: r.name,
    logo: r.logo,
    town: townOf(r.qrcode_town, r.content),
    distanceKm: Math.round(Number(r.distance_km) * 10) / 10,
    jobCount: Number(r.job_count),
    jobNames: r.job_names,
  }));
  return { ...paginate(count, query.page, JOBS_NEAR_PAGE_SIZE, results), origin: town };
}
