import { sql } from 'drizzle-orm';
import type { CandidateListAnswer, FavoriteListQuery, FavoriteToggleAnswer } from '@app/contracts/candidates';
import { parseIdList } from '@app/contracts/candidates';
import { RESUME_SHOP_PAGE_SIZE } from '@app/contracts/constants';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { paginate, toCard } from '../candidates/index.ts';
import { cardsWithBestMatch } from '../candidates/index.ts';
import { viewerOf } from '../candidates/index.ts';
import { countFavorites, favoriteWhere, toggleFavorite } from './favorites.repository.ts';

/** Favourite candidates of the resume shop (spec sections 2, 4 and 7). */

/** GET /api/favorite-candidate/: best match first (the page also sorts them, spec section 7). */
export async function listFavorites(db: Db, auth: AuthContext, query: FavoriteListQuery): Promise<CandidateListAnswer> {
  const jobIds = parseIdList(query.job__in);
  const disability = query.with_disability === 'true' || query.with_disability === '1';
  const where = favoriteWhere(auth.recruiterId, jobIds, disability);
  const pageSize = RESUME_SHOP_PAGE_SIZE;
  const count = await countFavorites(db, where);
  const rows = await cardsWithBestMatch(
    db,
    viewerOf(auth),
    where,
    sql`ORDER BY percentage DESC, c.id LIMIT ${pageSize} OFFSET ${(query.page - 1) * pageSize}`,
    jobIds ?? [],
  );
  return paginate(count, query.page, pageSize, rows.map(toCard));
}

/** POST /api/favorite-candidate/: adds the candidate to the favourites, or removes it. */
export async function toggle(db: Db, auth: AuthContext, uuid: string): Promise<FavoriteToggleAnswer> {
  const favorite = await toggleFavorite(db, auth.recruiterId, uuid);
  if (favorite === null) throw notFound();
  return { uuid, favorite };
}
