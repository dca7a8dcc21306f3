import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@app/contracts/constants';
import { TokenSigner } from './tokens.ts';

const signer = () => new TokenSigner('a-test-secret-of-at-least-32-characters!');

describe('access tokens remembered once verified', () => {
  it('answers the same user and session again, and refuses the token once expired though remembered', async () => {
    const tokens = signer();
    const issued = new Date('2026-11-26T10:00:00Z');
    const token = await tokens.signAccess(42, 'family-1', issued);
    const first = await tokens.verifyAccess(token, issued.getTime() + 1_000);
    // Signed at 10:00:00.000: written before 10:00:01 (read-your-writes on replicas, decision 154).
    expect(first).toEqual({ userId: 42, sessionId: 'family-1', version: 0, issuedAt: issued.getTime() + 1_000, viewId: null });
    expect(await tokens.verifyAccess(token, issued.getTime() + 2_000)).toEqual(first);
    await expect(tokens.verifyAccess(token, issued.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000)).rejects.toMatchObject({
      code: 'token_expired',
    });
  });

  it('refuses a token whose signature was altered, even after the genuine one was remembered', async () => {
    const tokens = signer();
    const now = Date.now();
    const token = await tokens.signAccess(7, undefined, new Date(now));
    await tokens.verifyAccess(token, now);
    // A character inside the signature (the last one also carries padding bits).
    const at = token.length - 10;
    const altered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    await expect(tokens.verifyAccess(altered, now)).rejects.toMatchObject({ code: 'token_invalid' });
    await expect(signer().verifyAccess(token, now)).resolves.toEqual({
      userId: 7,
      sessionId: null,
      version: 0,
      issuedAt: (Math.floor(now / 1000) + 1) * 1000,
      viewId: null,
    });
    await expect(new TokenSigner('another-secret-of-at-least-32-characters').verifyAccess(token, now)).rejects.toMatchObject({
      code: 'token_invalid',
    });
  });
});
