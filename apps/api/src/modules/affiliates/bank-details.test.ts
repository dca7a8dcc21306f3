import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf, previousMonth } from '@app/contracts/affiliates';
import { affiliatePayouts, emailOutbox, recruiters } from '../../db/schema/index.ts';
import { passwordChecks } from '../../lib/password.ts';
import { createOutboxMailer } from '../../providers/mail/mailer.ts';
import type { Storage, StoredObject } from '../../providers/storage/storage.ts';
import { backgroundJobs, type BackgroundDeps } from '../../background.ts';
import { DEV_PAYOUT_DEBTOR } from '../../config.ts';
import { bearer, createTestApp, createUser, login, type TestContext, type UserFixture } from '../../../test/helpers.ts';
import { addEarnings, setBankDetails, VALID_IBAN } from '../../../test/affiliates-fixtures.ts';
import { bankDetailsIssue } from './bank-details.ts';
import { payMonth, payUnsentPayouts, type PayoutFileDeps } from './payout-file.service.ts';
import { sepaName } from './sepa-file.ts';

/**
 * Money details need the password (issue 28, item 5; decision 116): the IBAN and the account holder
 * change only with the current password, the affiliate is mailed, the next payout waits 48 hours,
 * and a payout held for its bank details is never held silently.
 */

/** Another valid IBAN (mod 97): the one an attacker would put. */
const OTHER_IBAN = 'DE89370400440532013000';
const HOUR = 3_600_000;

function memoryStorage(): Storage & { objects: Map<string, StoredObject> } {
  const objects = new Map<string, StoredObject>();
  return {
    driver: 'local',
    objects,
    put: async (key, body, contentType) => void objects.set(key, { body, contentType }),
    get: async (key) => objects.get(key) ?? null,
    delete: async (key) => void objects.delete(key),
  };
}

describe('money details need the password (issue 28, item 5)', () => {
  let ctx: TestContext;
  const get = (url: string, access: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(access) });
  const patch = (payload: object, access: string) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/affiliate/profile/', headers: bearer(access), payload });
  const newAffiliate = async (): Promise<UserFixture & { access: string }> => {
    const user = await createUser(ctx.database, { affiliate: true });
    await setBankDetails(ctx.database, user.recruiterId, 'Paul Durand', VALID_IBAN);
    return { ...user, access: (await login(ctx.app, user.email, user.password)).access };
  };
  const bankOf = async (recruiterId: number) =>
    (
      await ctx.database.db
        .select({ iban: recruiters.iban, holder: recruiters.accountHolderName })
        .from(recruiters)
        .where(eq(recruiters.id, recruiterId))
    )[0];
  const mailsTo = (email: string, template: string) =>
    ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, template)));
  const payoutOf = async (affiliateId: number) =>
    (await ctx.database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, affiliateId)))[0];
  const payoutDeps = (now: Date, storage = memoryStorage()): PayoutFileDeps & { storage: ReturnType<typeof memoryStorage> } => ({
    db: ctx.database.db,
    storage,
    debtor: { ...DEV_PAYOUT_DEBTOR },
    mailer: createOutboxMailer(ctx.database.db, ctx.config.mailFrom),
    publicUrl: 'http://localhost:3000',
    now: () => now,
  });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('changing the IBAN without the current password is refused', async () => {
    const me = await newAffiliate();
    for (const body of [
      { iban: OTHER_IBAN },
      { accountHolderName: 'Mallory Attacker' },
      { iban: OTHER_IBAN, accountHolderName: 'Mallory Attacker' },
    ]) {
      const res = await patch(body, me.access);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'password_required', fieldErrors: { currentPassword: ['errors.password_required'] } });
    }
    expect(await bankOf(me.recruiterId)).toEqual({ iban: VALID_IBAN, holder: 'Paul Durand' });
    expect(await mailsTo(me.email, 'affiliate-bank-details-changed')).toHaveLength(0);
    // The phone number, and the same bank details sent again (the profile form sends them all), need no password.
    const same = await patch(
      { phoneNumber: '06 12 34 56 78', accountHolderName: ' Paul Durand ', iban: 'fr76 3000 6000 0112 3456 7890 189' },
      me.access,
    );
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ phoneNumber: '06 12 34 56 78', bankDetailsComplete: true, bankDetailsHeldUntil: null });
    expect(await mailsTo(me.email, 'affiliate-bank-details-changed')).toHaveLength(0);
  });

  it('with a wrong password: field error, unchanged', async () => {
    const me = await newAffiliate();
    const res = await patch({ iban: OTHER_IBAN, accountHolderName: 'Mallory Attacker', currentPassword: 'not-the-password' }, me.access);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'wrong_password', fieldErrors: { currentPassword: ['errors.wrong_password'] } });
    expect(await bankOf(me.recruiterId)).toEqual({ iban: VALID_IBAN, holder: 'Paul Durand' });
    expect(await mailsTo(me.email, 'affiliate-bank-details-changed')).toHaveLength(0);
    expect((await get('/api/affiliate/profile/', me.access)).json()).toMatchObject({ iban: VALID_IBAN, bankDetailsHeldUntil: null });
  });

  it('with the password: changed, the affiliate is mailed (outbox), the payouts held 48 hours', async () => {
    const me = await newAffiliate();
    const before = Date.now();
    const res = await patch({ iban: OTHER_IBAN, accountHolderName: 'Paul Durand Conseil', currentPassword: me.password }, me.access);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      iban: OTHER_IBAN,
      accountHolderName: 'Paul Durand Conseil',
      bankDetailsComplete: true,
      bankDetailsIssue: null,
    });
    const heldUntil = Date.parse(body.bankDetailsHeldUntil);
    expect(heldUntil).toBeGreaterThanOrEqual(before + 48 * HOUR);
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + 48 * HOUR);
    expect(await bankOf(me.recruiterId)).toEqual({ iban: OTHER_IBAN, holder: 'Paul Durand Conseil' });

    const [mail, ...more] = await mailsTo(me.email, 'affiliate-bank-details-changed');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Vos coordonnées bancaires ont été modifiées');
    // What changed, the IBANs masked (never whole), what to do if it was not them, in the affiliate's language (decision 135).
    expect(mail!.text).toContain('Titulaire du compte : Paul Durand Conseil (auparavant : Paul Durand)');
    expect(mail!.text).toContain('IBAN : DE89 **** **** 3000 (auparavant : FR76 **** **** 0189)');
    expect(mail!.text).not.toContain('Account holder:');
    expect(mail!.text).not.toContain(OTHER_IBAN);
    expect(mail!.text).not.toContain(VALID_IBAN);
    expect(mail!.text).toContain("Si vous n'êtes pas à l'origine de cette modification");
    expect(mail!.text).not.toContain('If you did not make this change');
    expect(mail!.text).toContain('http://localhost:3000/app/lost-password');
    expect(mail!.text).toContain(ctx.config.contactEmail);
    // Only the holder: the mail names it alone.
    await patch({ accountHolderName: 'Paul Durand', currentPassword: me.password }, me.access);
    const second = (await mailsTo(me.email, 'affiliate-bank-details-changed'))[1]!;
    expect(second.text).toContain('Titulaire du compte : Paul Durand (auparavant : Paul Durand Conseil)');
    expect(second.text).not.toContain('IBAN :');
    // The dashboard says it too.
    expect((await get('/api/affiliate/dashboard/', me.access)).json()).toMatchObject({
      bankDetailsComplete: true,
      bankDetailsHeldUntil: expect.any(String),
    });
  });

  it('an e-mail change then an IBAN change: the owner is mailed at the old address, no payout during the undo window, the undo restores the IBAN and holder', async () => {
    const me = await newAffiliate();
    const month = previousMonth(monthOf(new Date()));
    await addEarnings(ctx.database, me.recruiterId, 'resume_sale', month, 10, 300);
    // With the victim's password, the account moves to the attacker's mailbox (the code read there).
    const mailbox = `attacker-${Date.now().toString(36)}@example.test`;
    const asked = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/change-email/',
      headers: bearer(me.access),
      payload: { oldEmail: me.email, newEmail: mailbox, password: me.password },
    });
    expect(asked.statusCode).toBe(202);
    const code = /\b(\d{6})\b/.exec((await mailsTo(mailbox, 'email-change-code'))[0]!.subject)![1];
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-email/confirm/',
      headers: bearer(me.access),
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    const { access } = await login(ctx.app, mailbox, me.password);
    const changed = await patch({ iban: OTHER_IBAN, accountHolderName: 'Mallory Attacker', currentPassword: me.password }, access);
    expect(changed.statusCode).toBe(200);
    const changedAt = Date.now();

    // The notice reaches the address that can still undo the move, and the new one.
    expect(await mailsTo(me.email, 'affiliate-bank-details-changed')).toHaveLength(1);
    expect(await mailsTo(mailbox, 'affiliate-bank-details-changed')).toHaveLength(1);
    // The payouts wait for the whole undo window (7 days), not 48 hours, and the affiliate is told so.
    expect(Date.parse(changed.json().bankDetailsHeldUntil)).toBeGreaterThan(changedAt + 6 * 24 * HOUR);
    const first = await payMonth(payoutDeps(new Date(changedAt + 49 * HOUR)), month);
    expect(first.outcomes.find((o) => o.affiliateId === me.recruiterId)).toMatchObject({ result: 'created', amountCents: 3000 });
    expect(first.file).toBeNull();
    expect((await payUnsentPayouts(payoutDeps(new Date(changedAt + 6 * 24 * HOUR)), month)).file).toBeNull();
    expect((await payoutOf(me.recruiterId))!.sentAt).toBeNull();

    // The owner uses the undo link: the address, and the bank details of before the move, come back.
    const token = decodeURIComponent(/token=([^\s&)]+)/.exec((await mailsTo(me.email, 'email-changed'))[0]!.text ?? '')![1]!);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/change-email/undo/', payload: { token } })).statusCode).toBe(200);
    expect(await bankOf(me.recruiterId)).toEqual({ iban: VALID_IBAN, holder: 'Paul Durand' });
    // The hold restarts (48 hours) and the payout then goes to the owner's IBAN.
    const undoneAt = Date.now();
    expect((await payUnsentPayouts(payoutDeps(new Date(undoneAt + 47 * HOUR)), month)).file).toBeNull();
    const later = payoutDeps(new Date(undoneAt + 49 * HOUR));
    const paid = await payUnsentPayouts(later, month);
    expect(paid.file).toMatchObject({ transactions: 1, totalCents: 3000 });
    expect(later.storage.objects.get(paid.file!.key)!.body.toString('utf8')).toContain(`<IBAN>${VALID_IBAN}</IBAN>`);
  });

  it('a holder name with nothing a bank transfer can carry is refused', async () => {
    const me = await newAffiliate();
    const res = await patch({ accountHolderName: '🙂 🙂', currentPassword: me.password }, me.access);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ accountHolderName: ['form.validation.account_holder_name_sepa'] });
    expect(await bankOf(me.recruiterId)).toEqual({ iban: VALID_IBAN, holder: 'Paul Durand' });
    // A name in another script is fine: it is transliterated for the file.
    expect((await patch({ accountHolderName: 'Иван Петров', currentPassword: me.password }, me.access)).statusCode).toBe(200);
  });

  it('accepts Cyrillic, Chinese, Greek and accented holder names at input, each written in the SEPA Latin set (decision 135)', async () => {
    const me = await newAffiliate();
    for (const [typed, sepa] of [
      ['Иван Петров', 'Ivan Petrov'],
      ['张伟', 'Zhang Wei'],
      ['Γιώργος Παπαδόπουλος', 'Giorgos Papadopoylos'],
      ['Hélène Œuvray-Müller', 'Helene OEuvray-Muller'],
    ] as const) {
      const res = await patch({ accountHolderName: typed, currentPassword: me.password }, me.access);
      expect(res.statusCode, typed).toBe(200);
      expect((await bankOf(me.recruiterId))?.holder).toBe(typed);
      expect(sepaName(typed)).toBe(sepa);
      expect(bankDetailsIssue({ accountHolderName: typed, iban: VALID_IBAN })).toBeNull();
    }
    // Only what leaves nothing usable is refused, with the one message key (FR and EN texts in the web app).
    for (const unusable of ['🙂', '★ ☂', '   ']) {
      const res = await patch({ accountHolderName: unusable, currentPassword: me.password }, me.access);
      expect(res.statusCode, unusable).toBe(400);
    }
  });

  it('a payout whose bank details changed less than 48 h before the run is held, then paid at the next run', async () => {
    const me = await newAffiliate();
    const month = previousMonth(monthOf(new Date()));
    await addEarnings(ctx.database, me.recruiterId, 'resume_sale', month, 10, 300);
    expect((await patch({ iban: OTHER_IBAN, currentPassword: me.password }, me.access)).statusCode).toBe(200);
    const changedAt = Date.now();

    // The run of the 3rd, an hour later: the payout is made (its earnings settled) but not sent.
    const first = payoutDeps(new Date(changedAt + HOUR));
    const run = await payMonth(first, month);
    expect(run.outcomes.find((o) => o.affiliateId === me.recruiterId)).toMatchObject({ result: 'created', amountCents: 3000 });
    expect(run.file).toBeNull();
    expect(await payoutOf(me.recruiterId)).toMatchObject({ amountCents: 3000, fileId: null, sentAt: null });
    const dashboard = (await get('/api/affiliate/dashboard/', me.access)).json();
    expect(Date.parse(dashboard.bankDetailsHeldUntil)).toBeGreaterThan(changedAt + 47 * HOUR);
    expect(dashboard.history.find((m: { month: string }) => m.month === month).payout).toMatchObject({ amountCents: 3000, sentAt: null });

    // A run 47 hours after the change still holds it; the first run after the 48 hours pays it, to the new IBAN.
    expect((await payUnsentPayouts(payoutDeps(new Date(changedAt + 47 * HOUR)), month)).file).toBeNull();
    const later = payoutDeps(new Date(changedAt + 49 * HOUR));
    const paid = await payUnsentPayouts(later, month);
    expect(paid.file).toMatchObject({ transactions: 1, totalCents: 3000 });
    const xml = later.storage.objects.get(paid.file!.key)!.body.toString('utf8');
    expect(xml).toContain(`<IBAN>${OTHER_IBAN}</IBAN>`);
    expect((await payoutOf(me.recruiterId))!.sentAt).toBeInstanceOf(Date);

    // The daily job that sends them is scheduled every day (the payouts themselves are made on the 3rd).
    const jobs = backgroundJobs({ db: ctx.database.db } as unknown as BackgroundDeps);
    expect(jobs['affiliate-held-payouts'].schedule).toMatchObject({ cron: '30 6 * * *', tz: 'Europe/Paris' });
  });

  it('an untransliterable holder name: held, affiliate mailed, profile says incomplete', async () => {
    // Names stored before the check above (or written by another tool) still reach the payout run.
    const month = previousMonth(monthOf(new Date()));
    const early = await newAffiliate(); // its payout made while the name was fine, the name broken since
    await addEarnings(ctx.database, early.recruiterId, 'resume_sale', '2020-01-01', 10, 300);
    await payMonth(
      { ...payoutDeps(new Date()), storage: { ...memoryStorage(), put: async () => Promise.reject(new Error('bucket unavailable')) } },
      '2020-01-01',
    ).catch(() => undefined);
    expect(await payoutOf(early.recruiterId)).toMatchObject({ amountCents: 3000, sentAt: null });
    await setBankDetails(ctx.database, early.recruiterId, '🙂', VALID_IBAN);
    const late = await newAffiliate(); // its name broken before the run
    await setBankDetails(ctx.database, late.recruiterId, '☎☎☎', VALID_IBAN);
    await addEarnings(ctx.database, late.recruiterId, 'resume_sale', month, 10, 300);

    const deps = payoutDeps(new Date());
    const run = await payMonth(deps, month);
    expect(run.outcomes.find((o) => o.affiliateId === late.recruiterId)).toEqual({
      affiliateId: late.recruiterId,
      result: 'bank_details_missing',
      reason: 'account_holder_name_unusable',
      carriedOverCents: 3000,
    });
    expect(run.file?.transactions ?? 0).toBe(0);
    expect(await payoutOf(early.recruiterId)).toMatchObject({ sentAt: null });
    for (const who of [early, late]) {
      const [mail, ...more] = await mailsTo(who.email, 'affiliate-payout-held');
      expect(more, who.email).toHaveLength(0);
      expect(mail!.subject).toBe('Votre virement QRecrute est en attente');
      expect(mail!.text).toContain('30,00');
      expect(mail!.text).toContain('le nom du titulaire du compte ne peut pas être écrit dans un virement SEPA');
      expect(mail!.text).not.toContain('the account holder name cannot be written in a SEPA transfer');
      expect(mail!.text).toContain('http://localhost:3000/app/affiliate/change-bank-details');
      const profile = (await get('/api/affiliate/profile/', who.access)).json();
      expect(profile).toMatchObject({ bankDetailsComplete: false, bankDetailsIssue: 'account_holder_name_unusable' });
      expect((await get('/api/affiliate/dashboard/', who.access)).json()).toMatchObject({
        bankDetailsComplete: false,
        bankDetailsIssue: 'account_holder_name_unusable',
        // early's payout is made (held, unsent): nothing more is due; late's waits for a usable name.
        nextPayout: expect.objectContaining(who === early ? { status: 'nothing_due' } : { status: 'bank_details', amountCents: 3000 }),
      });
    }
    // Told once: the next runs hold them again without another mail; a usable name (with the password) pays them after the hold.
    await payMonth(payoutDeps(new Date()), month);
    await payUnsentPayouts(payoutDeps(new Date()), month);
    expect(await mailsTo(early.email, 'affiliate-payout-held')).toHaveLength(1);
    expect(await mailsTo(late.email, 'affiliate-payout-held')).toHaveLength(1);
    expect((await patch({ accountHolderName: 'Paul Durand', currentPassword: early.password }, early.access)).statusCode).toBe(200);
    const after = await payUnsentPayouts(payoutDeps(new Date(Date.now() + 49 * HOUR)), month);
    expect(after.file).toMatchObject({ transactions: 1, totalCents: 3000 });
  });

  it('wrong passwords in parallel: at most the per-account budget is checked, then 429 (no password oracle)', async () => {
    const me = await newAffiliate();
    const checksBefore = passwordChecks.count;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => patch({ iban: OTHER_IBAN, currentPassword: `guess-${i}` }, me.access)),
    );
    const checked = passwordChecks.count - checksBefore;
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'wrong_password')).toHaveLength(5);
    expect(codes.filter((c) => c === 'rate_limited')).toHaveLength(7);
    expect(checked).toBe(5);
    // Spent: even the right password waits for the window (the holder of a stolen token cannot go on guessing).
    const right = await patch({ iban: OTHER_IBAN, currentPassword: me.password }, me.access);
    expect(right.statusCode).toBe(429);
    expect(await bankOf(me.recruiterId)).toEqual({ iban: VALID_IBAN, holder: 'Paul Durand' });
  });
});
