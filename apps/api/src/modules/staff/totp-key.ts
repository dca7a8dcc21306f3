import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { like, not, eq, and } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema/index.ts';

/**
 * The staff's TOTP secrets sealed at rest (decision 161): AES-256-GCM (node:crypto) under a key kept
 * outside the database, STAFF_TOTP_KEY (32 bytes, base64 or hex). Reading the database then gives no
 * second factor. Outside production, without the variable, a key is generated once in DATA_DIR
 * (`staff-totp-key`, mode 600), as the JWT secret is. A sealed value is `v1:<iv>:<tag>:<cipher text>`
 * (base64url); a clear secret of before is sealed at the server's start (`sealClearSecrets`).
 */
const PREFIX = 'v1:';
const KEY_FILE = 'staff-totp-key';

export function parseTotpKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('STAFF_TOTP_KEY must be 32 bytes, in base64 or hex');
  return key;
}

/** STAFF_TOTP_KEY; else (not in production) the key kept in DATA_DIR, generated the first time. */
export function resolveStaffTotpKey(config: Pick<Config, 'staffTotpKey' | 'production' | 'dataDir'>): Buffer {
  if (config.staffTotpKey) return parseTotpKey(config.staffTotpKey);
  if (config.production) throw new Error('STAFF_TOTP_KEY is required in production');
  const file = path.join(config.dataDir, KEY_FILE);
  if (fs.existsSync(file)) return parseTotpKey(fs.readFileSync(file, 'utf8'));
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

export function sealSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`;
}

/** The secret of a stored value: opened (a wrong key or an altered value throws), or a clear one of before as is. */
export function openSecret(stored: string, key: Buffer): string {
  if (!isSealed(stored)) return stored;
  const [iv, tag, body] = stored.slice(PREFIX.length).split(':');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
  decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString('utf8');
}

/** Seals every clear secret left from before decision 161; answers how many. Each row only if still clear (two instances may start together). */
export async function sealClearSecrets(db: Db, key: Buffer): Promise<number> {
  const clear = await db
    .select({ id: staffAccounts.id, secret: staffAccounts.totpSecret })
    .from(staffAccounts)
    .where(not(like(staffAccounts.totpSecret, `${PREFIX}%`)));
  let sealed = 0;
  for (const row of clear) {
    const done = await db
      .update(staffAccounts)
      .set({ totpSecret: sealSecret(row.secret, key) })
      .where(and(eq(staffAccounts.id, row.id), eq(staffAccounts.totpSecret, row.secret)))
      .returning({ id: staffAccounts.id });
    sealed += done.length;
  }
  return sealed;
}
