import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';

/** Decision 135: an account's mails follow the language it uses the site in, switches included. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const lastMail = async (email: string, template: string) =>
  (
    await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`, eq(emailOutbox.template, template)))
      .orderBy(sql`${emailOutbox.id} desc`)
      .limit(1)
  )[0];
const languageOf = async (userId: number) =>
  (await ctx.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]!.language;

describe("an account's mail language", () => {
  it('follows a switch of the site language made while signed in, and back', async () => {
    const me = await createUser(ctx.database);
    const { access } = await login(ctx.app, me.email, me.password);
    expect(await languageOf(me.userId)).toBe('fr');

    // The web app's switch sets the language cookie; the next signed-in request saves it.
    const res = await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: { ...bearer(access), cookie: 'lang=en' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await languageOf(me.userId)).toBe('en');

    // A mail written later, outside any request of theirs, is in English.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: me.email } })).statusCode).toBe(204);
    const reset = await lastMail(me.email, 'password-reset');
    expect(reset!.subject).toBe('Resetting your password');
    expect(reset!.text).toContain('You asked to reset the password of your QRecrute account.');

    // Without a cookie (an API client) nothing changes; switching back to French is saved too.
    await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: bearer(access) });
    expect(await languageOf(me.userId)).toBe('en');
    await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: { ...bearer(access), cookie: 'lang=fr' } });
    expect(await languageOf(me.userId)).toBe('fr');
    await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: me.email } });
    expect((await lastMail(me.email, 'password-reset'))!.subject).toBe('Réinitialisation de votre mot de passe');
  });

  it("writes the registration code in the page's language, and the existing account's notice in the account's", async () => {
    const email = 'new-en@example.test';
    await ctx.app.inject({ method: 'POST', url: '/api/registration/email-code/', payload: { email }, headers: { cookie: 'lang=en' } });
    const code = await lastMail(email, 'registration-code');
    expect(code!.subject).toMatch(/^\d{6} is your QRecrute code$/);
    expect(code!.text).toContain('Here is your code to create your QRecrute account');

    const me = await createUser(ctx.database);
    await ctx.database.db.update(users).set({ language: 'en' }).where(eq(users.id, me.userId));
    // Asked from a French page: the account is English, its mailbox reads English.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/email-code/',
      payload: { email: me.email },
      headers: { cookie: 'lang=fr' },
    });
    const notice = await lastMail(me.email, 'registration-existing-account');
    expect(notice!.subject).toBe('You already have a QRecrute account');
  });
});
