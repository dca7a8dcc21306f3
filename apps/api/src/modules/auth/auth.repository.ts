import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';
import { passwordResetTokens, refreshTokens, users, type PasswordLinkPurpose } from '../../db/schema/index.ts';

export const findUserByEmail = async (db: Db, email: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
};

export const findUserById = async (db: Db, id: number) => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
};

/**
 * Adds a refresh token to its family, unless the family was revoked meanwhile (decision 117: a
 * sign-out while a refresh of the same session is in flight must not leave a live token behind).
 * One statement: whichever of the two commits second sees the other. False when refused.
 */
export const insertRefreshToken = async (
  db: Db,
  values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<boolean> => {
  const inserted = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
      SELECT ${values.userId}::int, ${values.familyId}::uuid, ${values.tokenHash}::text, ${values.expiresAt.toISOString()}::timestamptz
      WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ${values.familyId}::uuid AND revoked_at IS NOT NULL)
      RETURNING id`),
  );
  return inserted.length === 1;
};

export const findRefreshToken = async (db: Db, tokenHash: string) => {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
};

/** Marks a refresh token used; false when another request used it first (a reuse). */
export const consumeRefreshToken = async (db: Db, id: number): Promise<boolean> => {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
};

/**
 * Raises the user's token version (decision 117): every access token signed before stops at once.
 * Answers the new version.
 */
export const bumpTokenVersion = async (db: Db | Tx, userId: number): Promise<number | undefined> => {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion;
};

/** The user's current token version, signed into each new access token (decision 117). */
export const findTokenVersion = async (db: Db | Tx, userId: number): Promise<number | undefined> => {
  const [row] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.tokenVersion;
};

/** Revokes a refresh-token family of the user; their access tokens stop with it (the token version is raised, decision 117). */
export const revokeFamily = async (db: Db | Tx, familyId: string, userId: number): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await bumpTokenVersion(db, userId);
};

/**
 * Revokes every refresh token of the user, except the family `keepFamilyId` (the caller's session),
 * and raises the user's token version so that the access tokens of those sessions stop at once
 * (decision 117); the kept session is given a new access token by its route. Answers the new version.
 */
export const revokeAllForUser = async (db: Db | Tx, userId: number, keepFamilyId: string | null = null): Promise<number | undefined> => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
  return bumpTokenVersion(db, userId);
};

/** How many unused, unexpired links of `purpose` the user holds. */
export const countLivePasswordLinks = async (db: Db | Tx, userId: number, purpose: PasswordLinkPurpose): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return Number(row?.n ?? 0);
};

export const insertPasswordLink = (
  db: Db | Tx,
  values: { userId: number; purpose: PasswordLinkPurpose; tokenHash: string; expiresAt: Date },
) => db.insert(passwordResetTokens).values(values);

/** Marks an unused, unexpired link of `purpose` used and returns its user, atomically. */
export const consumePasswordLink = async (db: Db | Tx, tokenHash: string, purpose: PasswordLinkPurpose): Promise<number | undefined> => {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
};

/** Voids every unused link of the user (of one purpose, or all): once a password is set, or when a new link replaces them. */
export const voidPasswordLinks = (db: Db | Tx, userId: number, purpose?: PasswordLinkPurpose) =>
  db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        purpose ? eq(passwordResetTokens.purpose, purpose) : undefined,
      ),
    );

export const updatePasswordHash = (db: Db | Tx, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));

/** Sets the first password of an account that has none; false when it already has one. */
export const setFirstPasswordHash = async (db: Db | Tx, userId: number, passwordHash: string): Promise<boolean> => {
  const rows = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.passwordHash), eq(users.isActive, true)))
    .returning({ id: users.id });
  return rows.length === 1;
};

export const touchLastLogin = (db: Db, userId: number) => db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
