import { eq } from 'drizzle-orm';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from '@app/contracts/constants';
import { CONTACT_RATE_LIMIT } from '@app/contracts/contact';
import { contactMessages } from '../../db/schema/index.ts';
import { createSmtpMailer } from '../../providers/mail/mailer.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { decodeQp, startSmtp } from '../../../test/smtp.ts';

describe('public contact form (POST /contact/, ALTCHA)', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let client = 0;
  // Each test writes from its own client address: the limit of one does not spill on the others.
  const from = () => `203.0.113.${++client}`;

  beforeAll(async () => {
    smtp = await startSmtp();
    // The team's address comes from the configuration (CONTACT_EMAIL).
    ctx = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1', CONTACT_EMAIL: 'equipe@qrecrute.test' },
      mailer: (database) => createSmtpMailer(database.db, 'QRecrute <no-reply@test>', smtp.url),
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  const challenge = async (ip = from()): Promise<Challenge> => {
    const res = await ctx.app.inject({ method: 'GET', url: '/contact/challenge/', headers: { 'x-forwarded-for': ip } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json();
  };
  /** What the browser's widget posts: the challenge and the counter it found, base64 JSON. */
  const solve = async (c: Challenge): Promise<string> => {
    const solution = await solveChallenge({ challenge: c, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64');
  };
  const post = (body: object, ip = from()) =>
    ctx.app.inject({ method: 'POST', url: '/contact/', payload: body, headers: { 'x-forwarded-for': ip } });
  const messagesFrom = (email: string) => ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('keeps the message and mails it to the team through a real SMTP server', async () => {
    const altcha = await solve(await challenge());
    const res = await post({ email: 'visiteur@example.test', message: 'Bonjour,\nvos tarifs pour 12 sites ?', altcha });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await messagesFrom('visiteur@example.test')).toMatchObject([
      { kind: 'contact', message: 'Bonjour,\nvos tarifs pour 12 sites ?' },
    ]);
    const mail = smtp.received.find((m) => m.to === 'equipe@qrecrute.test');
    expect(mail).toBeDefined();
    expect(decodeQp(mail!.raw)).toContain('vos tarifs pour 12 sites ?');
    expect(decodeQp(mail!.raw)).toContain('visiteur@example.test');
  });

  it('refuses a message without captcha, with a wrong one, or with a forged challenge, and keeps nothing', async () => {
    const email = 'robot@example.test';
    expect((await post({ email, message: 'spam' })).json()).toMatchObject({ code: 'captcha_invalid' });
    expect((await post({ email, message: 'spam', altcha: 'bm90IGEgcGF5bG9hZA==' })).json()).toMatchObject({ code: 'captcha_invalid' });
    // A correct-looking solution with the wrong key.
    const c = await challenge();
    const wrong = Buffer.from(JSON.stringify({ challenge: c, solution: { counter: 1, derivedKey: '00'.repeat(32) } })).toString('base64');
    const refused = await post({ email, message: 'spam', altcha: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('captcha_invalid');
    // A challenge the robot made up (an easy one, without the server's signature).
    const forged = { ...c, parameters: { ...c.parameters, keyPrefix: '0', keySignature: undefined }, signature: 'f'.repeat(64) };
    expect((await post({ email, message: 'spam', altcha: await solve(forged as Challenge) })).json()).toMatchObject({
      code: 'captcha_invalid',
    });
    expect(await messagesFrom(email)).toHaveLength(0);
  });

  it('takes each answered challenge once, even twice at the same time', async () => {
    const altcha = await solve(await challenge());
    const email = 'rejeu@example.test';
    const [a, b] = await Promise.all([post({ email, message: 'un', altcha }), post({ email, message: 'deux', altcha })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect((await post({ email, message: 'trois', altcha })).json()).toMatchObject({ code: 'captcha_invalid' });
    expect(await messagesFrom(email)).toHaveLength(1);
  });

  it('refuses a message over 500 characters or an invalid e-mail with the field errors, before the captcha is spent', async () => {
    const altcha = await solve(await challenge());
    const long = await post({ email: 'long@example.test', message: 'x'.repeat(MESSAGE_MAX + 1), altcha });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { message: ['form.validation.max_length'] } });
    const bad = await post({ email: 'pas-un-email', message: 'Bonjour', altcha });
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['email']);
    // The captcha was not used up by the refused bodies.
    expect((await post({ email: 'long@example.test', message: 'x'.repeat(MESSAGE_MAX), altcha })).statusCode).toBe(200);
  });

  it(`limits each client address to ${CONTACT_RATE_LIMIT.max} messages in 15 minutes`, async () => {
    const ip = from();
    const answers = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i++)
      answers.push((await post({ email: 'pressé@example.test', message: `n°${i}` }, ip)).statusCode);
    expect(answers.slice(0, CONTACT_RATE_LIMIT.max)).toEqual(Array(CONTACT_RATE_LIMIT.max).fill(400));
    expect(answers.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await post({ email: 'autre@example.test', message: 'bonjour' })).statusCode).toBe(400);
  });
});
