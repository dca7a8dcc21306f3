import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_TTL_SECONDS } from '@app/contracts/constants';
import { emailOutbox, passwordResetTokens, recruiters, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { createSmtpMailer, type Mailer } from '../../providers/mail/mailer.ts';
import { decodeQp, mailAfter, startSmtp } from '../../../test/smtp.ts';
import { bearer, cookieOf, createTestApp, createUser, login, refreshSession, type TestContext } from '../../../test/helpers.ts';
import { runInviteCommand } from './invitations.command.ts';

const PASSWORD = 'Bienvenue-2026!';
const LINK = /http:\/\/localhost:3000\/\?invitation=([A-Za-z0-9_-]+)/;

describe('invitations (accounts created by the sales team, decision 097)', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestApp({ mailer: (database) => (mailer = createSmtpMailer(database.db, 'QRecrute <no-reply@test>', smtp.url)) });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** Runs `npm run accounts:invite -- <args>` on the test database and mailer; its exit code and output. */
  const invite = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runInviteCommand({ db: ctx.database.db, mailer, publicUrl: 'http://localhost:3000' }, args, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  /** The token of the last mail received by `to` through SMTP. */
  const lastLinkTo = (to: string): string => {
    const mail = smtp.received.filter((m) => m.to === to).at(-1);
    expect(mail).toBeDefined();
    const match = LINK.exec(decodeQp(mail!.raw));
    expect(match).not.toBeNull();
    return match![1]!;
  };

  const accept = (token: string, password = PASSWORD) =>
    ctx.app.inject({ method: 'POST', url: '/api/invitations/accept/', payload: { token, password } });

  const signIn = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });

  it('the command creates a premium recruiter without a password and mails the link; the link sets it and signs in', async () => {
    const email = 'franchise.nord@example.test';
    const before = smtp.received.length;
    const run = await invite(
      '--email',
      email,
      '--company',
      'Boulangeries du Nord',
      '--manager',
      'Nadia Benali',
      '--phone',
      '06 12 34 56 78',
      '--premium',
      '--max-addresses',
      '12',
    );
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toContain(`account created for ${email}`);
    expect(smtp.received.length).toBe(before + 1);
    const mail = decodeQp(smtp.received.at(-1)!.raw);
    expect(mail).toContain('Bonjour Nadia,');
    expect(mail).toContain('valable 7 jours');

    const [outbox] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(outbox).toMatchObject({
      status: 'sent',
      template: 'invitation',
      subject: 'Votre compte QRecrute : choisissez votre mot de passe',
    });

    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ passwordHash: null, firstName: 'Nadia', lastName: 'Benali', isActive: true });
    const [recruiter] = await ctx.database.db.select().from(recruiters).where(eq(recruiters.userId, user!.id));
    expect(recruiter).toMatchObject({
      company: 'Boulangeries du Nord',
      manager: 'Nadia Benali',
      phoneNumber: '06 12 34 56 78',
      maxAddresses: 12,
      isHeadhunter: false,
      isAffiliate: false,
    });
    const [link] = await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user!.id));
    expect(link!.purpose).toBe('invitation');
    // Valid 7 days (INVITATION_TTL_SECONDS), give or take the test's own time.
    expect(Math.abs(link!.expiresAt.getTime() - link!.createdAt.getTime() - INVITATION_TTL_SECONDS * 1000)).toBeLessThan(5_000);

    const res = await accept(lastLinkTo(email));
    expect(res.statusCode).toBe(200);
    // The access token answered; the refresh token only in its HttpOnly cookie (decision 117).
    const tokens = { ...res.json<{ access: string }>(), refresh: cookieOf(res, 'qr_refresh')! };
    expect(Object.keys(res.json()).sort()).toEqual(['access']);
    expect(res.cookies.find((c) => c.name === 'qr_refresh')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/token/' });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(tokens.access) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, recruiter: { company: 'Boulangeries du Nord', premium: true, maxAddresses: 12 } });
    const refreshed = await refreshSession(ctx.app, tokens.refresh);
    expect(refreshed.statusCode).toBe(200);
    // The chosen password now signs in, like any account's.
    await login(ctx.app, email, PASSWORD);
  });

  it('an invited account cannot sign in with any password before accepting', async () => {
    const email = 'pas.encore@example.test';
    expect((await invite('--email', email, '--company', 'Pas Encore', '--manager', 'Louis Morel')).code).toBe(0);
    // The dummy hash's password (unknown e-mails are checked against it) included.
    for (const password of ['Bienvenue-2026!', 'not-a-real-password-0000', 'x', 'null', '!']) {
      const res = await signIn(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('invalid_credentials');
    }
    const [recruiter] = await ctx.database.db
      .select({ maxAddresses: recruiters.maxAddresses })
      .from(recruiters)
      .innerJoin(users, eq(users.id, recruiters.userId))
      .where(eq(users.email, email));
    expect(recruiter!.maxAddresses).toBe(0);
  });

  it('a link works once: reused, it is refused with a clear error', async () => {
    const email = 'une.fois@example.test';
    await invite('--email', email, '--company', 'Une Fois', '--manager', 'Emma Roux');
    const token = lastLinkTo(email);
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, 'Autre-Mot-2026!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invitation_invalid', fieldErrors: { token: ['errors.invitation_invalid'] } });
    // The first password stays; the second never took.
    await login(ctx.app, email, PASSWORD);
    expect((await signIn(email, 'Autre-Mot-2026!')).statusCode).toBe(401);
  });

  it('refuses an expired link, an unknown one and a reset link', async () => {
    const email = 'expire@example.test';
    await invite('--email', email, '--company', 'Expire', '--manager', 'Jules Petit');
    const token = lastLinkTo(email);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user!.id));
    const expired = await accept(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invitation_invalid');
    const unknown = await accept('not-a-token-at-all');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invitation_invalid');
    // A password-reset link of the same account is not an invitation.
    const before = smtp.received.length;
    await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email } });
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(decodeQp((await mailAfter(smtp.received, before)).raw))![1]!;
    const reset = await accept(resetToken);
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('invitation_invalid');
    const [after] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(after!.passwordHash).toBeNull();
  });

  it('refuses a too-short or weak password without using the link', async () => {
    const email = 'court@example.test';
    await invite('--email', email, '--company', 'Court', '--manager', 'Léa Blanc');
    const token = lastLinkTo(email);
    const short = await accept(token, 'Ab1!');
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password).toContain('form.validation.min_length');
    const weak = await accept(token, 'aaaaaaaa');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.password).toEqual(['form.validation.is_strong']);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('refuses the link of an account that has a password meanwhile', async () => {
    const email = 'deja@example.test';
    await invite('--email', email, '--company', 'Déjà', '--manager', 'Hugo Faure');
    const token = lastLinkTo(email);
    // Set by another way than the links (which would have voided this one).
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Deja-Choisi-2026!') })
      .where(eq(users.email, email));
    const res = await accept(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invitation_invalid');
    await login(ctx.app, email, 'Deja-Choisi-2026!');
  });

  it('run again for an account without a password, sends a new link; the old one works until one is used (decision 139)', async () => {
    const email = 'relance@example.test';
    await invite('--email', email, '--company', 'Relance', '--manager', 'Chloé Garnier');
    const first = lastLinkTo(email);
    const again = await invite('--email', email);
    expect(again.code).toBe(0);
    expect(again.out).toContain('a new invitation e-mailed');
    const second = lastLinkTo(email);
    expect(second).not.toBe(first);
    expect(
      await ctx.database.db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(sql`lower(${users.email}) = ${email} and ${passwordResetTokens.usedAt} is null`),
    ).toHaveLength(2);
    expect((await accept(second)).statusCode).toBe(200);
    // Used, the second voided the first.
    expect((await accept(first)).statusCode).toBe(400);
    expect(
      await ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toHaveLength(1);
  });

  it('refuses the e-mail of an account that has a password, and bad arguments, sending nothing', async () => {
    const existing = await createUser(ctx.database, { email: 'a.un.mot@example.test' });
    const before = smtp.received.length;
    const taken = await invite('--email', existing.email.toUpperCase(), '--company', 'X', '--manager', 'Anne Durand');
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('has an account with a password');
    const noMax = await invite('--email', 'neuf@example.test', '--company', 'Neuf', '--manager', 'Anne Durand', '--premium');
    expect(noMax).toMatchObject({ code: 2 });
    expect(noMax.err).toContain('--premium needs --max-addresses');
    const badManager = await invite('--email', 'neuf@example.test', '--company', 'Neuf', '--manager', 'Anne');
    expect(badManager.code).toBe(2);
    expect(badManager.err).toContain('--manager: form.validation.full_name');
    const noCompany = await invite('--email', 'neuf@example.test', '--manager', 'Anne Durand');
    expect(noCompany.err).toContain('--company: form.validation.required');
    const unknownOption = await invite('--email', 'neuf@example.test', '--password', 'x');
    expect(unknownOption.code).toBe(2);
    expect(smtp.received.length).toBe(before);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'neuf@example.test'))).toEqual([]);
  });

  it('is rate limited per client address, like the password-reset link', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_RESET_MAX: '1' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/invitations/accept/',
          payload: { token: `guess-${i}`, password: PASSWORD },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  // The built entry itself, as the operator runs it, on a database another process can open.
  it.skipIf(!process.env.DATABASE_URL)(
    'npm run accounts:invite runs against the configured database and SMTP server',
    async () => {
      const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
      const email = 'par.la.commande@example.test';
      const before = smtp.received.length;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/modules/invitations/invitations.cli.ts',
          '--email',
          email,
          '--company',
          'Commande',
          '--manager',
          'Paul Girard',
        ],
        {
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: (ctx.database as { url?: string }).url,
            SMTP_URL: smtp.url,
            PUBLIC_URL: 'http://localhost:3000',
            LOG_LEVEL: 'silent',
          },
        },
      );
      expect(stdout).toContain(`account created for ${email}`);
      expect(smtp.received.length).toBe(before + 1);
      expect((await accept(lastLinkTo(email))).statusCode).toBe(200);
      const [outbox] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(outbox).toMatchObject({ status: 'sent', template: 'invitation' });
      // A process of its own (tsx, the database's migrations): slower than a request on a loaded machine.
    },
    120_000,
  );
});
