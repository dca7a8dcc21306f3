import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CODE_MAX_ATTEMPTS } from '@app/contracts/constants';
import { emailOutbox, registrationEmailCodes, users } from '../../db/schema/index.ts';
import { TokenSigner } from '../../lib/tokens.ts';
import { createCommerceApp, recruiterRegistration } from '../../../test/commerce-fixtures.ts';
import { createUser, TEST_JWT_SECRET, type TestContext } from '../../../test/helpers.ts';
import { MAILBOX_LIVE_SECRETS } from '../../lib/mailbox-secrets.ts';
import { CODE_HOLDER_COOKIE } from '../../lib/session-cookies.ts';
import { EMAIL_CODES_PER_ADDRESS_HOUR, EMAIL_CODES_PER_CLIENT_HOUR } from './registration.routes.ts';

/**
 * Registration never tells whether an e-mail has an account (issue 10, decision 078): asking for a
 * code answers the same; the code, or a mail saying the account exists, goes to the address.
 */
let ctx: TestContext & { dataDir: string };
let ip = 0;

beforeAll(async () => {
  // Each request comes from its own client address, so the per-address route limits stay out of the way.
  ctx = await createCommerceApp({ TRUST_PROXY: 'true' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const nextClient = () => `198.51.100.${(ip = (ip + 1) % 250) + 1}`;
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': nextClient() } });
/**
 * A browser: it keeps the code-holder cookie the API sets (decision 144), from one client address
 * (`client`) or a new one for each request.
 */
const browser = (client?: string) => {
  let cookie: string | undefined;
  const send = async (url: string, payload: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-forwarded-for': client ?? nextClient(), ...(cookie ? { cookie } : {}) },
    });
    const set = res.cookies.find((c) => c.name === CODE_HOLDER_COOKIE);
    if (set) cookie = `${set.name}=${set.value}`;
    return res;
  };
  return {
    ask: (email: string) => send('/api/registration/email-code/', { email }),
    check: (email: string, code: string) => send('/api/registration/email-code/check/', { email, code }),
  };
};
/** The owner's browser of most tests. */
const mine = browser();
const askCode = (email: string) => mine.ask(email);
const askCodeFrom = (email: string, client: string) => browser(client).ask(email);
const check = (email: string, code: string) => mine.check(email, code);
const lastMail = async (to: string) =>
  (await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.id)).limit(1))[0];
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
const fresh = () => `nouvelle-${Math.random().toString(36).slice(2)}@example.test`;

describe('registration e-mail proof', () => {
  it('mails a 6-digit code, exchanges it for a proof, and the registration with that proof creates the account', async () => {
    const email = fresh();
    const asked = await askCode(`  ${email.toUpperCase()} `);
    expect(asked.statusCode).toBe(204);
    const mail = await lastMail(email);
    expect(mail).toMatchObject({ template: 'registration-code' });
    const code = codeIn(mail!.text)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.subject).toContain(code);

    const checked = await check(email, code);
    expect(checked.statusCode).toBe(200);
    const { emailProof } = checked.json();
    // The code is spent.
    expect((await check(email, code)).statusCode).toBe(400);

    const body = await recruiterRegistration(ctx, { email, emailProof });
    expect((await post('/api/recruiter/', body)).statusCode).toBe(201);
    expect(
      await ctx.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toHaveLength(1);
  });

  it('answers an e-mail that has an account exactly as a new one, and mails its owner a sign-in link instead of a code', async () => {
    const owner = await createUser(ctx.database, { email: `deja-${Math.random().toString(36).slice(2)}@example.test` });
    const newcomer = fresh();
    const [a, b] = [await askCode(owner.email), await askCode(newcomer)];
    const shape = (res: typeof a) => ({ status: res.statusCode, body: res.body, type: res.headers['content-type'] ?? null });
    expect(shape(a)).toEqual(shape(b));

    const mail = await lastMail(owner.email);
    expect(mail).toMatchObject({ template: 'registration-existing-account', subject: 'Vous avez déjà un compte QRecrute' });
    expect(mail!.text).toContain('http://localhost:3000/app/login');
    expect(mail!.text).toContain('http://localhost:3000/app/lost-password');
    expect(codeIn(mail!.text)).toBeUndefined();
    // No code exists for it: every guess is refused like a wrong code.
    const guess = await check(owner.email, '123456');
    const wrong = await check(newcomer, codeIn((await lastMail(newcomer))!.text) === '123456' ? '654321' : '123456');
    expect(shape(guess)).toEqual(shape(wrong));
    expect(guess.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { code: ['errors.email_code_invalid'] } });
  });

  it(`spends the code after ${EMAIL_CODE_MAX_ATTEMPTS} wrong tries, even sent in parallel`, async () => {
    const email = fresh();
    await askCode(email);
    const code = codeIn((await lastMail(email))!.text)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => check(email, wrong)));
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    const [row] = await ctx.database.db.select().from(registrationEmailCodes).where(eq(registrationEmailCodes.email, email));
    expect(row!.attempts).toBe(EMAIL_CODE_MAX_ATTEMPTS);
    expect((await check(email, code)).statusCode).toBe(400);
    // A new code starts over.
    await askCode(email);
    const again = codeIn((await lastMail(email))!.text)!;
    expect((await check(email, again)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = fresh();
    await askCode(email);
    const code = codeIn((await lastMail(email))!.text)!;
    await ctx.database.db
      .update(registrationEmailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationEmailCodes.email, email));
    expect((await check(email, code)).statusCode).toBe(400);
  });

  it('refuses a registration without a proof, with a forged or expired one, or with the proof of another e-mail', async () => {
    const email = fresh();
    const forged = await new TokenSigner('another-secret-another-secret-another-secret').signEmailProof(email, 3600);
    const expired = await new TokenSigner(TEST_JWT_SECRET).signEmailProof(email, 60, new Date(Date.now() - 3600_000));
    const otherEmail = await new TokenSigner(TEST_JWT_SECRET).signEmailProof(fresh(), 3600);
    const accessToken = await new TokenSigner(TEST_JWT_SECRET).signAccess(1);
    for (const emailProof of [forged, expired, otherEmail, accessToken]) {
      const res = await post('/api/recruiter/', await recruiterRegistration(ctx, { email, emailProof }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ email: ['errors.email_proof_invalid'] });
    }
    const { emailProof: _none, ...withoutProof } = await recruiterRegistration(ctx, { email });
    const res = await post('/api/recruiter/', withoutProof);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.emailProof).toEqual(['errors.email_proof_invalid']);
    expect(
      await ctx.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toHaveLength(0);
  });

  it(`lets a stranger spend only his own budget: ${EMAIL_CODES_PER_CLIENT_HOUR} codes per address and client, the owner still gets one (decision 130)`, async () => {
    for (const email of [fresh(), (await createUser(ctx.database)).email]) {
      for (let i = 0; i < EMAIL_CODES_PER_CLIENT_HOUR; i++) expect((await askCodeFrom(email, '192.0.2.66')).statusCode).toBe(204);
      const refused = await askCodeFrom(email, '192.0.2.66');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().retryAfterSeconds).toBeGreaterThan(3000);
      expect((await askCodeFrom(email, '203.0.113.9')).statusCode).toBe(204);
    }
  });

  it("keeps the owner's code valid when anyone asks again for the address; using one code voids the others (decision 139)", async () => {
    const email = fresh();
    const [owner, stranger] = [browser('203.0.113.9'), browser('192.0.2.66')];
    await owner.ask(email);
    const owners = codeIn((await lastMail(email))!.text)!;
    expect((await stranger.ask(email)).statusCode).toBe(204);
    const strangers = codeIn((await lastMail(email))!.text)!;
    expect(await ctx.database.db.select().from(registrationEmailCodes).where(eq(registrationEmailCodes.email, email))).toHaveLength(2);
    expect((await owner.check(email, owners)).statusCode).toBe(200);
    // Used, the owner's code voided the other one.
    expect((await stranger.check(email, strangers)).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(registrationEmailCodes).where(eq(registrationEmailCodes.email, email))).toHaveLength(0);
  });

  it(`a stranger's wrong tries never void the owner's code; each code is still tried at most ${EMAIL_CODE_MAX_ATTEMPTS} times, by the browser that asked (decision 144)`, async () => {
    const email = fresh();
    const owner = browser('203.0.113.9');
    await owner.ask(email);
    const owners = codeIn((await lastMail(email))!.text)!;
    const wrong = owners === '000000' ? '111111' : '000000';
    // A stranger who knows the address, from other browsers and clients, with and without asking a code of his own.
    const strangers = [browser('192.0.2.66'), browser('192.0.2.67')];
    await strangers[0]!.ask(email);
    const tries = await Promise.all(
      strangers.flatMap((s) => Array.from({ length: EMAIL_CODE_MAX_ATTEMPTS + 2 }, () => s.check(email, wrong))),
    );
    expect(tries.map((t) => t.statusCode)).toEqual(tries.map(() => 400));
    // The owner's code is whole; the stranger's own code took his tries and is spent.
    const rows = await ctx.database.db
      .select()
      .from(registrationEmailCodes)
      .where(eq(registrationEmailCodes.email, email))
      .orderBy(registrationEmailCodes.id);
    expect(rows.map((r) => r.attempts)).toEqual([0, EMAIL_CODE_MAX_ATTEMPTS]);
    // The owner's code tried from another browser (a stranger who saw it) is refused and not counted.
    expect((await strangers[1]!.check(email, owners)).statusCode).toBe(400);
    expect((await owner.check(email, owners)).statusCode).toBe(200);
  });

  it(`past the address's budget (${EMAIL_CODES_PER_ADDRESS_HOUR} mails an hour) answers the same 204 and sends nothing: the owner's codes still work (decision 139)`, async () => {
    const email = fresh();
    const owner = browser('203.0.113.77');
    expect((await owner.ask(email)).statusCode).toBe(204);
    const answers = [];
    for (let i = 0; i < EMAIL_CODES_PER_ADDRESS_HOUR + 2; i++) answers.push(await askCodeFrom(email, `198.51.100.${i + 1}`));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 204));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const sent = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);
    expect(sent).toHaveLength(EMAIL_CODES_PER_ADDRESS_HOUR);
    // The owner, from their own browser, proceeds with the first code they got.
    expect((await owner.ask(email)).statusCode).toBe(204);
    expect((await owner.check(email, codeIn(sent[0]!.text)!)).statusCode).toBe(200);
  });

  it(`one browser holds at most ${MAILBOX_LIVE_SECRETS} live codes of an address: past it the answer is the same and nothing is mailed (decision 139)`, async () => {
    const email = fresh();
    const one = browser();
    for (let i = 0; i < MAILBOX_LIVE_SECRETS + 2; i++) expect((await one.ask(email)).statusCode).toBe(204);
    const sent = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);
    expect(sent).toHaveLength(MAILBOX_LIVE_SECRETS);
    expect((await one.check(email, codeIn(sent[0]!.text)!)).statusCode).toBe(200);
  });
});
