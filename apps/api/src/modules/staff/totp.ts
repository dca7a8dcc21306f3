import { generateSecret, generateURI, verify } from 'otplib';

/**
 * The staff's second factor (decision 152): RFC 6238 TOTP (30 s, 6 digits, SHA-1: what every
 * authenticator app reads) by otplib, a kept library. A code is accepted one step either side of
 * now (clocks drift), and each step once: the caller records the step it matched (`totp_last_step`).
 */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'QRecrute admin';

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (email: string, secret: string): string => generateURI({ issuer: ISSUER, label: email, secret });

/** The time step the code matches (now, or one step either side), or null. */
export async function totpStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const epoch = Math.floor(now / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOTP_PERIOD_SECONDS });
  if (!result.valid) return null;
  return 'timeStep' in result ? result.timeStep : Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta;
}
