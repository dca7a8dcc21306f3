import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@app/contracts/constants';
import { AppError } from './errors.ts';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Refresh-token family of the session the token was issued to (kept when the password changes). */
  sid?: string;
}

export interface VerifiedAccess {
  userId: number;
  sessionId: string | null;
  /**
   * The user's token version when the token was signed (decision 117): a password reset, a
   * revoked refresh family or a sign-out raises the user's version, and every access token signed
   * before stops at once. Tokens signed before versions existed carry none: 0.
   */
  version: number;
  /**
   * When the token was signed, in ms, rounded up to the next second (0 when it says nothing): its
   * sign-in or refresh wrote before then, which read-your-writes on replicas honours (decision 154).
   */
  issuedAt: number;
  /**
   * The support's read-only view of the account this token was issued for (issue 34, decision 161),
   * else null: the API refuses every write of such a token, in one hook (plugins/auth.ts).
   */
  viewId: string | null;
}

/** The largest id of a PostgreSQL `integer` column: a larger `sub` names no user and must not reach SQL. */
const MAX_USER_ID = 2_147_483_647;

/**
 * The claims of an access token, checked after its signature (decision 117): a token signed with
 * the server's key but claims of another shape (a `sub` that is not a user id in canonical decimal,
 * a `sid` that is not a string) is refused as invalid, 401, never passed on to a query.
 */
const accessClaimsSchema = z.object({
  typ: z.literal('access'),
  sub: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .refine((id) => id <= MAX_USER_ID),
  sid: z.string().min(1).max(64).optional(),
  ver: z.number().int().min(0).max(MAX_USER_ID).optional(),
  exp: z.number(),
  iat: z.number().optional(),
  vas: z.uuid().optional(),
});

/** How many verified access tokens `TokenSigner` remembers. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Short-lived HS256 access tokens (product decisions, "Tokens"). */
export class TokenSigner {
  /**
   * The HMAC key, imported once: given raw bytes, jose imports a WebCrypto key again on every
   * signature and verification, which cost every authenticated request about 40 µs.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async signAccess(userId: number, sessionId?: string, now = new Date(), version = 0): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ typ: 'access', ver: version, ...(sessionId ? { sid: sessionId } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
      .sign(await this.key);
  }

  /**
   * Access tokens already verified, until they expire: a token's signature and claims give the
   * same answer at every call, and the Web Crypto verification cost each signed-in request about a
   * tenth of the API's CPU under load (issue 15, item 5). Whether the user may still act is read
   * from the database at every request (plugins/auth.ts), as before.
   */
  private readonly verified = new Map<string, VerifiedAccess & { expiresAt: number }>();

  async verifyAccess(token: string, now = Date.now()): Promise<VerifiedAccess> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > now)
      return { userId: known.userId, sessionId: known.sessionId, version: known.version, issuedAt: known.issuedAt, viewId: known.viewId };
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'], currentDate: new Date(now) });
      const claims = accessClaimsSchema.safeParse(payload);
      if (!claims.success) throw new AppError('token_invalid', 'Access token invalid');
      const access: VerifiedAccess = {
        userId: claims.data.sub,
        sessionId: claims.data.sid ?? null,
        version: claims.data.ver ?? 0,
        issuedAt: claims.data.iat === undefined ? 0 : (Math.floor(claims.data.iat) + 1) * 1000,
        viewId: claims.data.vas ?? null,
      };
      // Bounded: past the limit the oldest half goes (a Map keeps insertion order).
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
        let drop = VERIFIED_TOKENS_KEPT / 2;
        for (const key of this.verified.keys()) {
          this.verified.delete(key);
          if (--drop === 0) break;
        }
      }
      this.verified.set(token, { ...access, expiresAt: claims.data.exp * 1000 });
      return access;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new AppError('token_expired', 'Access token expired');
      if (err instanceof AppError) throw err;
      throw new AppError('token_invalid', 'Access token invalid');
    }
  }

  /**
   * The access token of a support view (decision 161): read-only (`vas` names the view), no session
   * family (nothing refreshes it), expiring with the view or the access token's life, the sooner.
   */
  async signSupportView(userId: number, viewId: string, version: number, expiresAt: Date, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = Math.min(iat + ACCESS_TOKEN_TTL_SECONDS, Math.floor(expiresAt.getTime() / 1000));
    return new SignJWT({ typ: 'access', ver: version, vas: viewId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.key);
  }

  /** Proof that the holder read a code sent to `email` (registration, decision 078). */
  async signEmailProof(email: string, ttlSeconds: number, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ typ: 'email-proof', email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(await this.key);
  }

  /** The e-mail a proof was issued for, or null when it is forged, expired or of another kind. */
  async verifyEmailProof(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      return payload.typ === 'email-proof' && typeof payload.email === 'string' ? payload.email : null;
    } catch {
      return null;
    }
  }

  /**
   * Proof that the holder of `email` signed in on, or unlocked from their mailbox, a device (decision
   * 117): `device` in the HttpOnly device cookie (a year), `device-unlock` in a mailed unlock link
   * (an hour). `id` names the device for its own failure budget.
   */
  async signDevice(kind: 'device' | 'device-unlock', email: string, id: string, ttlSeconds: number, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ typ: kind, email, did: id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(await this.key);
  }

  /** The e-mail and device id of a device proof of `kind`, or null when forged, expired or of another kind. */
  async verifyDevice(kind: 'device' | 'device-unlock', token: string): Promise<{ email: string; id: string } | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      return payload.typ === kind && typeof payload.email === 'string' && typeof payload.did === 'string'
        ? { email: payload.email, id: payload.did }
        : null;
    } catch {
      return null;
    }
  }

  /**
   * The token of a candidate's data link (decision 093): lets whoever holds the e-mail download,
   * keep or erase that candidate's data. Candidates have no account in this product.
   */
  async signCandidateData(candidateUuid: string, ttlSeconds: number, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ typ: 'candidate-data' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(candidateUuid)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(await this.key);
  }

  /** The candidate uuid a data link was issued for, or null when it is forged, expired or of another kind. */
  async verifyCandidateData(token: string, now = new Date()): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'], currentDate: now });
      return payload.typ === 'candidate-data' && typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }
}

/** An opaque random token and the hash under which it is stored. */
export const newOpaqueToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
};

export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');
