import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CODE_MAX_ATTEMPTS } from '@app/contracts/constants';
import { createCandidate } from '../../../test/candidates-fixtures.ts';
import { PARIS_PLACE } from '../../../test/commerce-fixtures.ts';
import {
  bearer,
  createTestApp,
  cookieOf,
  createUser,
  emailProofFor,
  login,
  refreshSession,
  TEST_JWT_SECRET,
  type TestContext,
  type UserFixture,
} from '../../../test/helpers.ts';
import { activitySectors, emailChanges, emailOutbox, jobs, registrationEmailCodes, users } from '../../db/schema/index.ts';
import { CODE_HOLDER_COOKIE } from '../../lib/session-cookies.ts';
import { TokenSigner } from '../../lib/tokens.ts';

/**
 * Mail belongs to a mailbox, not to an account (issue 28 item 1, decision 118): the e-mail change
 * needs the code mailed to the new address, the old one can undo it, every move voids the links of
 * both addresses, and a data export holds only the mails sent to the account while it held the
 * address, never the team's.
 */
describe('e-mail change and the mail of an address', () => {
  let ctx: TestContext;
  const signer = new TokenSigner(TEST_JWT_SECRET);

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  let n = 0;
  const address = (name: string) => `${name}-${(n += 1)}-${Date.now().toString(36)}@example.test`;

  const lastMail = async (to: string, template: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(sql`lower(${emailOutbox.toAddress}) = lower(${to})`, eq(emailOutbox.template, template)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return row;
  };
  const codeSentTo = async (to: string) => /\b(\d{6})\b/.exec((await lastMail(to, 'email-change-code'))?.subject ?? '')?.[1];
  const tokenIn = (text: string | undefined) => {
    const match = /token=([^\s&)]+)/.exec(text ?? '');
    return match ? decodeURIComponent(match[1]!) : undefined;
  };
  const emailOf = async (userId: number) =>
    (await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

  const ask = (access: string, oldEmail: string, newEmail: string, password: string) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/change-email/', headers: bearer(access), payload: { oldEmail, newEmail, password } });
  const confirm = (access: string, code: string | undefined) =>
    ctx.app.inject({ method: 'POST', url: '/api/change-email/confirm/', headers: bearer(access), payload: { code } });
  const undo = (token: string | undefined) => ctx.app.inject({ method: 'POST', url: '/api/change-email/undo/', payload: { token } });

  /**
   * The whole change, as the holder of both mailboxes does it; answers the undo token mailed to the
   * old address. Signs in again after: the move stops the access tokens of the account (decision 117).
   */
  async function move(user: UserFixture, to: string): Promise<string> {
    const from = (await emailOf(user.userId))!;
    const { access } = await login(ctx.app, from, user.password);
    expect((await ask(access, from, to, user.password)).statusCode).toBe(202);
    const res = await confirm(access, await codeSentTo(to));
    expect(res.statusCode, res.body).toBe(200);
    return tokenIn((await lastMail(from, 'email-changed'))?.text)!;
  }

  const exportOf = async (access: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/data/?format=json', headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    return res.json<{ tables: Record<string, Record<string, unknown>[]> }>().tables;
  };

  it('the session that confirms the change stays signed in with a fresh access cookie; every other session ends', async () => {
    const fay = await createUser(ctx.database, { email: address('fay') });
    const mine = await login(ctx.app, fay.email, fay.password);
    const other = await login(ctx.app, fay.email, fay.password);
    const target = address('fay-new');
    expect((await ask(mine.access, fay.email, target, fay.password)).statusCode).toBe(202);
    const res = await confirm(mine.access, await codeSentTo(target));
    expect(res.statusCode).toBe(200);
    const fresh = cookieOf(res, 'qr_access');
    expect(fresh).toBeTruthy();
    const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers });
    expect((await me({ cookie: `qr_access=${fresh}`, 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(200);
    // The token the session had before the move is of the old version: it ended with the move.
    expect((await me(bearer(mine.access))).statusCode).toBe(401);
    expect((await me(bearer(other.access))).statusCode).toBe(401);
    expect((await refreshSession(ctx.app, other.refresh)).statusCode).toBe(401);
    expect((await refreshSession(ctx.app, mine.refresh)).statusCode).toBe(200);
  });

  it('change-email does not move the account before the code', async () => {
    const eve = await createUser(ctx.database, { email: address('eve') });
    const { access } = await login(ctx.app, eve.email, eve.password);
    const target = address('eve-new');

    const asked = await ask(access, eve.email, target, eve.password);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ newEmail: target });
    // Nothing moved: the account keeps its address until the new mailbox answers.
    expect(await emailOf(eve.userId)).toBe(eve.email);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { email: target, password: eve.password } })).statusCode,
    ).toBe(401);

    const code = await codeSentTo(target);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await confirm(access, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ code: ['errors.email_code_invalid'] });
    expect(await emailOf(eve.userId)).toBe(eve.email);

    const ok = await confirm(access, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: target });
    await login(ctx.app, target, eve.password);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { email: eve.email, password: eve.password } })).statusCode,
    ).toBe(401);
    // The code works once; the old address was told, with a link to undo.
    expect((await confirm((await login(ctx.app, target, eve.password)).access, code)).statusCode).toBe(400);
    const notice = await lastMail(eve.email, 'email-changed');
    expect(notice?.text).toContain(target);
    expect(tokenIn(notice?.text)).toBeTruthy();
  });

  it('still asks the password and the current address, and refuses an address another account holds', async () => {
    const dan = await createUser(ctx.database, { email: address('dan') });
    const other = await createUser(ctx.database, { email: address('other') });
    const { access } = await login(ctx.app, dan.email, dan.password);
    const wrongPassword = await ask(access, dan.email, address('x'), 'Stolen-token-only-1');
    expect(wrongPassword.json().fieldErrors).toEqual({ password: ['errors.wrong_password'] });
    const mismatch = await ask(access, 'someone@example.test', address('x'), dan.password);
    expect(mismatch.json().fieldErrors).toEqual({ oldEmail: ['errors.email_mismatch'] });
    const taken = await ask(access, dan.email, other.email.toUpperCase(), dan.password);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fieldErrors).toEqual({ newEmail: ['errors.email_taken'] });
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: '/api/change-email/',
          payload: { oldEmail: dan.email, newEmail: address('x'), password: dan.password },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a code mailed to the address for someone else does not move an account that did not ask with its password', async () => {
    const mallory = await createUser(ctx.database, { email: address('mallory') });
    const { access } = await login(ctx.app, mallory.email, mallory.password);
    const victim = address('victim');
    // A registration code of the victim's address (or a change another account asked for).
    await ctx.app.inject({ method: 'POST', url: '/api/registration/email-code/', payload: { email: victim } });
    const [row] = await ctx.database.db.select().from(registrationEmailCodes).where(eq(registrationEmailCodes.email, victim));
    expect(row).toBeDefined();
    const res = await confirm(access, '123456');
    expect(res.statusCode).toBe(400);
    expect(await emailOf(mallory.userId)).toBe(mallory.email);
  });

  it('a change asked for to an address never voids the code its owner asked for to register (decision 130)', async () => {
    const victim = address('owner');
    const asked = await ctx.app.inject({ method: 'POST', url: '/api/registration/email-code/', payload: { email: victim } });
    expect(asked.statusCode).toBe(204);
    // The owner's browser keeps the cookie the code is tried with (decision 144).
    const holder = asked.cookies.find((c) => c.name === CODE_HOLDER_COOKIE)!;
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, victim))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const ownCode = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    const mallory = await createUser(ctx.database, { email: address('mallory') });
    const { access } = await login(ctx.app, mallory.email, mallory.password);
    expect((await ask(access, mallory.email, victim, mallory.password)).statusCode).toBe(202);
    const checked = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/email-code/check/',
      payload: { email: victim, code: ownCode },
      cookies: { [holder.name]: holder.value },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().emailProof).toBeTypeOf('string');
  });

  it("another account's wrong tries on a change to the same address never void the owner's code (decision 144)", async () => {
    const target = address('wanted');
    const owner = await createUser(ctx.database, { email: address('owner') });
    const mallory = await createUser(ctx.database, { email: address('mallory') });
    const mine = (await login(ctx.app, owner.email, owner.password)).access;
    const hers = (await login(ctx.app, mallory.email, mallory.password)).access;
    expect((await ask(mine, owner.email, target, owner.password)).statusCode).toBe(202);
    const code = await codeSentTo(target);
    // Mallory asks to move to the same address (the code goes to its mailbox), then guesses.
    expect((await ask(hers, mallory.email, target, mallory.password)).statusCode).toBe(202);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < EMAIL_CODE_MAX_ATTEMPTS + 2; i++) expect((await confirm(hers, wrong)).statusCode).toBe(400);
    // The owner's code was not tried; Mallory's own code took her tries.
    const rows = await ctx.database.db
      .select()
      .from(registrationEmailCodes)
      .where(eq(registrationEmailCodes.email, target))
      .orderBy(registrationEmailCodes.id);
    expect(rows.map((r) => r.attempts)).toEqual([0, EMAIL_CODE_MAX_ATTEMPTS]);
    // The owner's code typed by Mallory does not move her account.
    expect((await confirm(hers, code)).statusCode).toBe(400);
    expect((await confirm(mine, code)).statusCode).toBe(200);
    expect(await emailOf(owner.userId)).toBe(target);
    expect(await emailOf(mallory.userId)).toBe(mallory.email);
  });

  it('a reset link issued to the former address is void after the move', async () => {
    const vic = await createUser(ctx.database, { email: address('vic') });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: vic.email } })).statusCode).toBe(204);
    const resetToken = tokenIn((await lastMail(vic.email, 'password-reset'))?.text);
    expect(resetToken).toBeTruthy();
    await move(vic, address('vic-new'));
    const used = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm/',
      payload: { token: resetToken, password: 'Taken-Over-2026!' },
    });
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('reset_token_invalid');
  });

  it('a move voids the e-mail codes and the candidate data links of both addresses', async () => {
    const ann = await createUser(ctx.database, { email: address('ann') });
    const target = address('ann-new');
    const before = await createCandidate(ctx.database.db, { email: ann.email });
    const after = await createCandidate(ctx.database.db, { email: target });
    const oldLink = await signer.signCandidateData(before.uuid, 3600, new Date(Date.now() - 2000));
    const newLink = await signer.signCandidateData(after.uuid, 3600, new Date(Date.now() - 2000));
    const status = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/candidate-data/', payload: { token } });
    expect((await status(oldLink)).statusCode).toBe(200);
    expect((await status(newLink)).statusCode).toBe(200);
    await ctx.database.db
      .insert(registrationEmailCodes)
      .values({ email: ann.email, codeHash: 'x', holder: 'x', expiresAt: new Date(Date.now() + 600_000) });

    await move(ann, target);
    expect((await status(oldLink)).json().code).toBe('privacy_link_invalid');
    expect((await status(newLink)).json().code).toBe('privacy_link_invalid');
    expect(
      await ctx.database.db
        .select()
        .from(registrationEmailCodes)
        .where(sql`lower(${registrationEmailCodes.email}) in (${ann.email}, ${target})`),
    ).toEqual([]);
    // A link asked for after the move works.
    const fresh = await signer.signCandidateData(after.uuid, 3600, new Date(Date.now() + 2000));
    expect((await status(fresh)).statusCode).toBe(200);
  });

  it('the undo link puts the old address back, signs every session out, works once and voids the later undo links', async () => {
    const ida = await createUser(ctx.database, { email: address('ida') });
    const firstUndo = await move(ida, address('ida-2'));
    // Whoever took the account moves it again, and gets the undo link of that second move.
    const third = address('ida-3');
    const secondUndo = await move(ida, third);
    const { access } = await login(ctx.app, third, ida.password);

    const res = await undo(firstUndo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: ida.email });
    expect(await emailOf(ida.userId)).toBe(ida.email);
    // Every session is signed out: no refresh token of the account is left, its access tokens stop.
    const live = await ctx.database.db.execute(
      sql`select count(*)::int as n from refresh_tokens where user_id = ${ida.userId} and revoked_at is null`,
    );
    expect((live as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(access) })).statusCode).toBe(401);
    expect((await undo(firstUndo)).json().code).toBe('email_undo_invalid');
    expect((await undo(secondUndo)).json().code).toBe('email_undo_invalid');
    expect(await emailOf(ida.userId)).toBe(ida.email);
    expect((await undo('not-a-token')).statusCode).toBe(400);
  });

  it('an undo link works 7 days', async () => {
    const joe = await createUser(ctx.database, { email: address('joe') });
    const token = await move(joe, address('joe-new'));
    const [change] = await ctx.database.db.select().from(emailChanges).where(eq(emailChanges.userId, joe.userId));
    const days = (change!.undoExpiresAt!.getTime() - change!.confirmedAt!.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    await ctx.database.db
      .update(emailChanges)
      .set({ undoExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, joe.userId));
    expect((await undo(token)).json().code).toBe('email_undo_invalid');
  });

  it('export never contains mails sent before the account held the address', async () => {
    const shared = address('shared');
    const former = await createUser(ctx.database, { email: shared });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: shared } })).statusCode).toBe(204);
    const formerMail = await lastMail(shared, 'password-reset');
    // The former holder leaves the address; another account comes to hold it (by any way).
    await ctx.database.db
      .update(users)
      .set({ email: address('former-new') })
      .where(eq(users.id, former.userId));
    const taker = await createUser(ctx.database);
    await ctx.database.db.update(users).set({ email: shared }).where(eq(users.id, taker.userId));
    const { access } = await login(ctx.app, shared, taker.password);

    const outbox = (await exportOf(access)).email_outbox!;
    expect(outbox.map((m) => m.id)).not.toContain(formerMail!.id);
    expect(JSON.stringify(outbox)).not.toContain(tokenIn(formerMail!.text)!);
    // What is sent to the address while the account holds it is the account's.
    await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: shared } });
    const own = await lastMail(shared, 'password-reset');
    expect((await exportOf(access)).email_outbox!.map((m) => m.id)).toEqual([own!.id]);
    // And the former holder's mail stays in the former holder's export.
    const formerAccess = (await login(ctx.app, (await emailOf(former.userId))!, former.password)).access;
    expect((await exportOf(formerAccess)).email_outbox!.map((m) => m.id)).toContain(formerMail!.id);
  });

  it("export never contains contact messages (the team's mail, nor messages that merely name the address)", async () => {
    const holder = await createUser(ctx.database, { email: ctx.config.contactEmail });
    const sender = await createUser(ctx.database, { email: address('sender') });
    const senderAccess = (await login(ctx.app, sender.email, sender.password)).access;
    const secret = `Message privé ${Date.now()}`;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/qr-code-contact/',
      headers: bearer(senderAccess),
      payload: { email: sender.email, message: secret },
    });
    expect(sent.statusCode).toBe(204);
    expect((await lastMail(ctx.config.contactEmail, 'qr-code-contact'))?.text).toContain(secret);
    // A visitor's message typed with the holder's address.
    await ctx.database.db.execute(
      sql`insert into contact_messages (kind, email, message) values ('contact', ${ctx.config.contactEmail}, ${secret})`,
    );

    const holderAccess = (await login(ctx.app, holder.email, holder.password)).access;
    const tables = await exportOf(holderAccess);
    expect(JSON.stringify(tables)).not.toContain(secret);
    // The sender's own export holds the message they sent.
    expect(JSON.stringify((await exportOf(senderAccess)).contact_messages)).toContain(secret);
  });

  it("a candidate's data link is never in the export of an account that holds the same address", async () => {
    const shared = address('cand');
    const candidate = await createCandidate(ctx.database.db, { email: shared });
    const account = await createUser(ctx.database, { email: shared });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/link/', payload: { email: shared } })).statusCode).toBe(204);
    const mail = await lastMail(shared, 'data-link');
    expect(mail?.candidateId).toBe(candidate.id);
    const { access } = await login(ctx.app, shared, account.password);
    expect(JSON.stringify(await exportOf(access))).not.toContain(tokenIn(mail!.text)!);
  });

  it('a move onto an address taken meanwhile answers 409 email_conflict', async () => {
    const kim = await createUser(ctx.database, { email: address('kim') });
    const { access } = await login(ctx.app, kim.email, kim.password);
    const target = address('kim-new');
    expect((await ask(access, kim.email, target, kim.password)).statusCode).toBe(202);
    const code = await codeSentTo(target);
    // An account is created at the address between the ask and the code (an invitation, say).
    await createUser(ctx.database, { email: target });
    const res = await confirm(access, code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_conflict', fieldErrors: { newEmail: ['errors.email_conflict'] } });
    expect(await emailOf(kim.userId)).toBe(kim.email);
  });

  it('two accounts moving onto the same address at once: one wins, the others answer 409 or a refused code, never 500', async () => {
    const outcomes: Record<string, number> = {};
    const rounds = 6;
    const [sector] = await ctx.database.db
      .insert(activitySectors)
      .values({ name: `Secteur ${Date.now()}` })
      .returning({ id: activitySectors.id });
    // The head-hunter's first search (decision 121): a job of the catalogue and a French place.
    const [{ id: job }] = (await ctx.database.db
      .insert(jobs)
      .values({ name: 'Vendeur', searchName: 'vendeur' })
      .returning({ id: jobs.id })) as [{ id: number }];
    for (let round = 0; round < rounds; round += 1) {
      const target = address('race');
      // A moved away from `target` (its undo link puts it back), B asked for `target`, C registers with it.
      const a = await createUser(ctx.database, { email: target });
      const undoToken = await move(a, address('race-away'));
      const b = await createUser(ctx.database, { email: address('race-b') });
      const bAccess = (await login(ctx.app, b.email, b.password)).access;
      expect((await ask(bAccess, b.email, target, b.password)).statusCode).toBe(202);
      const code = await codeSentTo(target);
      const proof = await emailProofFor(target);
      const results = await Promise.all([
        undo(undoToken),
        confirm(bAccess, code),
        ctx.app.inject({
          method: 'POST',
          url: '/api/recruiter/headhunter/',
          payload: {
            email: target,
            emailProof: proof,
            password: 'Chasse-2026!',
            passwordRepeat: 'Chasse-2026!',
            activitySector: sector!.id,
            job,
            place: PARIS_PLACE,
          },
        }),
      ]);
      for (const res of results) {
        const key = `${res.statusCode} ${res.statusCode >= 300 ? res.json().code : 'ok'}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
        expect(res.statusCode, res.body).toBeLessThan(500);
      }
      const holders = await ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${target})`);
      expect(holders).toHaveLength(1);
      expect(results.filter((r) => r.statusCode < 300)).toHaveLength(1);
    }
    console.log(`e-mail race, ${rounds} rounds x 3 moves onto one address:`, outcomes);
    for (const key of Object.keys(outcomes))
      expect(['200 ok', '201 ok', '409 email_conflict', '400 email_taken', '400 validation_failed']).toContain(key);
  });
});
