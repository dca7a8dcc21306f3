/**
 * PostgreSQL's unique violation (SQLSTATE 23505), as the driver throws it or wrapped by Drizzle (the
 * cause chain is walked): the answer of a unique index to two writers of the same row at once. A rule
 * "one X per Y" is checked first for a clear message, and held by the index against the race (decisions
 * 121, 129). With `indexes`, only a violation of one of those indexes counts (a driver that does not name
 * the index counts as a match).
 */
export const isUniqueViolation = (err: unknown, indexes?: readonly string[]): boolean => {
  type DbError = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };
  for (let e = err as DbError | undefined; e; e = e.cause as DbError | undefined) {
    if (e.code !== '23505') continue;
    const name = e.constraint ?? e.constraint_name;
    return !indexes || !name || indexes.includes(name);
  }
  return false;
};
