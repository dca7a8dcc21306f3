import { eq, sql } from 'drizzle-orm';
import { purchases } from '../../../db/schema/index.ts';
import { NO_SEARCHED_JOB_NAME, type PurchasedGroup, type PurchasedListAnswer, type PurchasedListQuery } from '@app/contracts/candidates';
import { RESUME_SHOP_PAGE_SIZE } from '@app/contracts/constants';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { paginate, toCard } from '../candidates/index.ts';
import { cardsWithBestMatch } from '../candidates/index.ts';
import { viewerOf } from '../candidates/index.ts';
import { OrderConflictError, type OrderWithLines } from '../../orders/index.ts';
import type { Tx } from '../../../db/client.ts';
import { countPurchased, insertPurchases, purchasedWhere } from './purchases.repository.ts';

/**
 * Bought resumes (spec sections 2, 3, 7 and 9): listed by searched job (alphabetical, 'Sans
 * emploi' without one), then by purchase date, newest first.
 */
export async function listPurchased(db: Db, auth: AuthContext, query: PurchasedListQuery): Promise<PurchasedListAnswer> {
  const disability = query.with_disability === 'true' || query.with_disability === '1';
  const where = purchasedWhere(auth.recruiterId, query.candidate__searched_jobs__job, disability);
  const pageSize = RESUME_SHOP_PAGE_SIZE;
  const preferred = query.candidate__searched_jobs__job ? [query.candidate__searched_jobs__job] : [];
  const count = await countPurchased(db, where);
  const rows = await cardsWithBestMatch(
    db,
    viewerOf(auth),
    where,
    sql`ORDER BY lower(f_unaccent(coalesce(sj.job_name, ${NO_SEARCHED_JOB_NAME}))), coalesce(sj.job_name, ${NO_SEARCHED_JOB_NAME}),
      (SELECT pu.purchased_at FROM purchases pu WHERE pu.recruiter_id = ${auth.recruiterId} AND pu.candidate_id = c.id) DESC, c.id
      LIMIT ${pageSize} OFFSET ${(query.page - 1) * pageSize}`,
    preferred,
  );
  const groups: PurchasedGroup[] = [];
  for (const row of rows) {
    const card = toCard(row);
    const name = card.matchingSearchedJob?.job.name ?? NO_SEARCHED_JOB_NAME;
    let group = groups.at(-1);
    if (!group || group.searchedJobName !== name) {
      group = { searchedJobName: name, dateGroups: [] };
      groups.push(group);
    }
    const date = card.purchasedDate ?? '';
    let dateGroup = group.dateGroups.at(-1);
    if (!dateGroup || dateGroup.purchasedDate !== date) {
      dateGroup = { purchasedDate: date, candidates: [] };
      group.dateGroups.push(dateGroup);
    }
    dateGroup.candidates.push(card);
  }
  return paginate(count, query.page, pageSize, groups);
}

/**
 * Fulfilment of a paid resume order (modules/orders/README.md): one purchase per candidate line,
 * inside the paying transaction. A resume already bought by another order was paid twice: the
 * order is flagged for an operator instead (decision 074). Wired in `checkout/order-paid.ts`.
 */
export async function fulfilResumeOrder(tx: Tx, order: OrderWithLines): Promise<void> {
  const rows = order.lines
    .filter((line) => line.candidateId !== null)
    .map((line) => ({
      recruiterId: order.recruiterId,
      candidateId: Number(line.candidateId),
      orderId: order.id,
      priceCents: line.unitAmount,
    }));
  if ((await insertPurchases(tx, rows)) < rows.length) throw new OrderConflictError('resume_already_purchased');
}

/**
 * A wholly refunded resume order takes back its resumes (decision 132): the purchases it made are
 * removed (the recruiter no longer sees the resumes), in the refund's transaction; the affiliate
 * earnings of the sale are cancelled by the affiliates module. Answers how many were removed.
 */
export async function revokeResumeOrder(tx: Tx, order: { id: number }): Promise<number> {
  const removed = await tx.delete(purchases).where(eq(purchases.orderId, order.id)).returning({ id: purchases.id });
  return removed.length;
}
