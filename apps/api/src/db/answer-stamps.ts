import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The stamps of the answers built from recruiter `recruiterId`'s rows (decision 106, migration
 * 0024), as one text: the recruiter's own stamp and the reference tables' (row 0), `-` for a stamp
 * never given. Read in the statement that reads an answer's rows, it is the version of that answer;
 * read alone later, the same text means no row the answer was built from has changed since.
 */
export const answerStampSql = (recruiterId: SQL | AnyPgColumn): SQL<string> =>
  sql<string>`(coalesce((SELECT own.stamp::text FROM answer_stamps own WHERE own.recruiter_id = ${recruiterId}), '-')
    || ':' || coalesce((SELECT ref.stamp::text FROM answer_stamps ref WHERE ref.recruiter_id = 0), '-'))`;
