/**
 * PostgreSQL's unique violation (SQLSTATE 23505), as the driver throws it or wrapped by Drizzle:
 * the answer of a unique index to two writers of the same row at once. A rule "one X per Y" is
 * checked first for a clear message, and held by the index against the race (decision 121).
 */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
