import { createHmac, randomInt } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../../db/client.ts';
import { captchaUses } from '../../db/schema/index.ts';

/**
 * The contact form's captcha: ALTCHA proof of work (decision 087), no third party and no tracking.
 * The browser's widget finds the counter whose SHA-256 key starts with the signed prefix (20,000 to
 * 50,000 hashes, well under a second on a phone); the server checks the signatures and the key, the
 * expiry (10 minutes), and that the challenge was not answered before (one row per challenge, in the
 * database that every instance shares).
 */
export const CAPTCHA_SETTINGS = { algorithm: 'SHA-256', cost: 1, counterMin: 20_000, counterMax: 50_000, ttlSeconds: 600 } as const;

export type CaptchaCheck = 'ok' | 'missing' | 'invalid' | 'used';

export interface Captcha {
  challenge(): Promise<Challenge>;
  check(payload: string | undefined): Promise<CaptchaCheck>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The widget's answer: base64 of `{ challenge, solution }`; anything else is not one. */
function parsePayload(payload: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!isObject(value) || !isObject(value.challenge) || !isObject(value.solution) || !isObject(value.challenge.parameters)) return null;
    return value as unknown as Payload;
  } catch {
    return null;
  }
}

export function createCaptcha(
  db: Db,
  serverSecret: string,
  difficulty: { counterMin: number; counterMax: number } = CAPTCHA_SETTINGS,
): Captcha {
  // Secrets of their own, derived from the server's: what signs a captcha never signs a token.
  const secret = (purpose: string) => createHmac('sha256', serverSecret).update(`altcha:${purpose}`).digest('hex');
  const secrets = { hmacSignatureSecret: secret('challenge'), hmacKeySignatureSecret: secret('key') };

  /** Atomic: of two requests with one answer, one inserts the row, the other finds it. */
  const firstUse = async (challengeId: string): Promise<boolean> => {
    await db.delete(captchaUses).where(lt(captchaUses.expiresAt, sql`now()`));
    const inserted = await db
      .insert(captchaUses)
      .values({ challengeId: challengeId.slice(0, 200), expiresAt: new Date(Date.now() + CAPTCHA_SETTINGS.ttlSeconds * 1000) })
      .onConflictDoNothing()
      .returning({ id: captchaUses.challengeId });
    return inserted.length === 1;
  };

  return {
    challenge: () =>
      createChallenge({
        deriveKey,
        ...secrets,
        algorithm: CAPTCHA_SETTINGS.algorithm,
        cost: CAPTCHA_SETTINGS.cost,
        counter: randomInt(difficulty.counterMin, difficulty.counterMax + 1),
        expiresAt: new Date(Date.now() + CAPTCHA_SETTINGS.ttlSeconds * 1000),
      }),
    check: async (payload) => {
      if (!payload) return 'missing';
      const parsed = parsePayload(payload);
      if (!parsed || parsed.challenge.parameters.algorithm !== CAPTCHA_SETTINGS.algorithm) return 'invalid';
      try {
        const result = await verifySolution({ challenge: parsed.challenge, solution: parsed.solution, deriveKey, ...secrets });
        if (!result.verified) return 'invalid';
      } catch {
        return 'invalid';
      }
      return (await firstUse(parsed.challenge.parameters.nonce)) ? 'ok' : 'used';
    },
  };
}
