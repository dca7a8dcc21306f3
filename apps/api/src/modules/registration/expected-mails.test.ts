import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoices, subscriptions, users } from '../../db/schema/index.ts';
import { formatParisDay } from '../../lib/time-zone.ts';
import { createCommerceApp, embeddedPay, PARIS_PLACE, recruiterRegistration } from '../../../test/commerce-fixtures.ts';
import { createCandidate, seedReferenceIds } from '../../../test/candidates-fixtures.ts';
import { bearer, createUser, emailProofFor, login, type TestContext } from '../../../test/helpers.ts';
import { treatPendingInvoices } from '../invoices/index.ts';

/** The mails a new account expects (issue 29, decision 125): welcome, then "subscription confirmed". */
let ctx: TestContext & { dataDir: string };

beforeAll(async () => {
  ctx = await createCommerceApp();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: unknown, lang?: string) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: lang ? { cookie: `lang=${lang}` } : {} });
const mailsTo = (email: string, template?: string) =>
  ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`, template ? eq(emailOutbox.template, template) : sql`true`));
/** Everything a reader sees of a mail. */
const seen = (mail: { subject: string; text: string; html: string | null }) => `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`;

describe('welcome mail', () => {
  it('welcomes a recruiter once, in French, with the first step: its QR code', async () => {
    const body = await recruiterRegistration(ctx);
    expect((await post('/api/recruiter/', body)).statusCode).toBe(201);
    const mails = await mailsTo(body.email, 'welcome-recruiter');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Bienvenue sur QRecrute : votre première étape');
    expect(seen(mails[0]!)).toContain(`téléchargez le QR code de « ${body.addressName} »`);
    expect(mails[0]!.text).toContain('/app/my-qr-codes');
    expect(mails[0]!.userId).not.toBeNull();
    const [user] = await ctx.database.db.select({ language: users.language }).from(users).where(eq(users.email, body.email));
    expect(user!.language).toBe('fr');
  });

  it('welcomes a head-hunter in English when the site is in English, with the resume shop', async () => {
    const email = 'hh-welcome@example.test';
    const refs = await recruiterRegistration(ctx);
    // The head-hunter's sign-up names its first search, job and place (decision 121).
    const res = await post(
      '/api/recruiter/headhunter/',
      {
        email,
        emailProof: await emailProofFor(email),
        password: 'Chasse-2026!',
        passwordRepeat: 'Chasse-2026!',
        activitySector: refs.activitySector,
        job: refs.addressJob.job,
        place: PARIS_PLACE,
      },
      'en',
    );
    expect(res.statusCode).toBe(201);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template)).toEqual(['welcome-headhunter']);
    expect(mails[0]!.subject).toBe('Welcome to QRecrute: your first step');
    expect(mails[0]!.text).toContain('browse the resumes');
    expect(mails[0]!.text).toContain('/app/resumes-shop');
    expect(mails[0]!.text).toContain('The QRecrute team');
    expect(mails[0]!.html).toContain('lang="en"');
    const [user] = await ctx.database.db.select({ language: users.language }).from(users).where(eq(users.email, email));
    expect(user!.language).toBe('en');
  });

  it('welcomes an affiliate with its dashboard, and a refused sign-up gets no mail', async () => {
    const email = 'affilie-welcome@example.test';
    const affiliate = {
      email,
      emailProof: await emailProofFor(email),
      password: 'Affilie-2026!',
      passwordRepeat: 'Affilie-2026!',
      company: 'Martin Conseil',
      manager: 'Paul Martin',
      phoneNumber: '+33 6 11 22 33 44',
      place: PARIS_PLACE,
      posters: 0,
      stickers: 0,
      useCondition: true,
    };
    expect((await post('/api/recruiter/affiliate/', { ...affiliate, useCondition: false })).statusCode).toBe(400);
    expect(await mailsTo(email)).toHaveLength(0);
    expect((await post('/api/recruiter/affiliate/', affiliate)).statusCode).toBe(201);
    const mails = await mailsTo(email, 'welcome-affiliate');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Bonjour Paul,');
    expect(mails[0]!.text).toContain("téléchargez votre QR code d'affilié");
    expect(mails[0]!.text).toContain('/app/affiliate/dashboard');
  });
});

describe('subscription confirmed mail', () => {
  it('follows the paid subscription once its invoice exists: what was bought, amount TTC, period, invoice link; once', async () => {
    const body = await recruiterRegistration(ctx);
    const res = await post('/api/recruiter/', body, 'en');
    const { access, checkoutUrl } = res.json();
    expect(await mailsTo(body.email, 'subscription-confirmed')).toHaveLength(0);
    await embeddedPay(ctx, checkoutUrl, access);
    // The PDF, then the mail, come after the payment's commit (webhook or sweep): wait for the mail.
    await expect.poll(async () => (await mailsTo(body.email, 'subscription-confirmed')).length, { timeout: 45_000 }).toBe(1);
    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(
        sql`${invoices.recruiterId} = (select recruiter_id from orders where provider_session_id is not null and recruiter_id in (select r.id from recruiters r join users u on u.id = r.user_id where u.email = ${body.email}) limit 1)`,
      );
    expect(invoice).toBeDefined();
    const mails = await mailsTo(body.email, 'subscription-confirmed');
    const mail = mails[0]!;
    expect(mail.subject).toBe('Your QRecrute subscription is confirmed');
    const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(invoice!.totalInclVat / 100);
    for (const part of [`Amount paid: ${amount} incl. VAT`, 'Period: from ', invoice!.invoiceNumber, body.addressName, '/app/account']) {
      expect(seen(mail)).toContain(part);
    }
    // The plan in the reader's language (issue 29: "Essentiel – …" in an English mail).
    expect(seen(mail)).toContain(`Essential – ${body.addressName}`);
    expect(seen(mail)).not.toContain('Essentiel');
    // A 12-month subscription: the period ends a year after it starts.
    const period = /Period: from (.+) to (.+)/.exec(mail.text)!;
    expect(Number(period[2]!.trim().slice(-4)) - Number(period[1]!.trim().slice(-4))).toBe(1);
    // Its last day, inclusive, as on the invoice (walk of 2026-11-29: the mail said the next period's first day).
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, invoice!.orderId));
    const lastDay = new Date(sub!.currentPeriodEnd);
    lastDay.setUTCDate(lastDay.getUTCDate() - 1);
    expect(period[2]!.trim()).toBe(formatParisDay(lastDay, 'en'));
    // The sweep and the invoice list treat invoices again: no second mail.
    await treatPendingInvoices(ctx.app.commerce);
    expect(await mailsTo(body.email, 'subscription-confirmed')).toHaveLength(1);
    // The PDF is made in the shared worker pool (decision 115), which another file may keep busy.
  }, 90_000);
});

describe('the kit mail (issue 29, item 14)', () => {
  it("says what is posted (the kit's posters and stickers, with the extras) and by which day", async () => {
    const email = 'affilie-kit@example.test';
    const res = await post('/api/recruiter/affiliate/', {
      email,
      emailProof: await emailProofFor(email),
      password: 'Affilie-2026!',
      passwordRepeat: 'Affilie-2026!',
      company: 'Kit Conseil',
      manager: 'Paul Kit',
      phoneNumber: '+33 6 11 22 33 44',
      place: PARIS_PLACE,
      posters: 1,
      stickers: 0,
      useCondition: true,
    });
    expect(res.statusCode).toBe(201);
    const { access, checkoutUrl } = res.json();
    await embeddedPay(ctx, checkoutUrl, access);
    await expect.poll(async () => (await mailsTo(email, 'subscription-confirmed')).length, { timeout: 45_000 }).toBe(1);
    const [mail] = await mailsTo(email, 'subscription-confirmed');
    const text = mail!.text.replace(/\s+/g, ' ');
    expect(text).toContain(
      'Votre kit part par la poste : 3 affiches A4 et 2 autocollants portant votre code QR personnel, livrés au plus tard le ',
    );
  }, 90_000);
});

describe('the resume receipt (walk of 2026-11-29, item 1)', () => {
  it('mails the head-hunter who bought resumes: how many, the amount TTC, the bought profiles in the app and the account page; once', async () => {
    const db = ctx.database.db;
    const ref = await seedReferenceIds(db);
    const hunter = await createUser(ctx.database, { headhunter: true, email: 'chasseur-recu@example.test' });
    const { access } = await login(ctx.app, hunter.email, hunter.password);
    const a = await createCandidate(db, {
      firstName: 'Inès',
      lastName: 'Recu',
      searchedJobs: [{ jobId: ref.jobIds[0]!, experienceId: null }],
    });
    const b = await createCandidate(db, {
      firstName: 'Karima',
      lastName: 'Recu',
      tag: 'rare',
      searchedJobs: [{ jobId: ref.jobIds[0]!, experienceId: null }],
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/basket/checkout',
      headers: bearer(access),
      payload: { uuids: [a.uuid, b.uuid] },
    });
    expect(res.statusCode).toBe(200);
    await embeddedPay(ctx, res.json().url, access);
    await expect.poll(async () => (await mailsTo(hunter.email, 'resumes-bought')).length, { timeout: 45_000 }).toBe(1);
    const [mail] = await mailsTo(hunter.email, 'resumes-bought');
    const [invoice] = await db.select().from(invoices).where(eq(invoices.recruiterId, hunter.recruiterId));
    expect(mail!.subject).toBe('Votre achat de CV sur QRecrute');
    const text = mail!.text.replace(/\s+/g, ' ');
    const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
      .format(invoice!.totalInclVat / 100)
      .replace(/\s+/g, ' ');
    expect(text).toContain('Vous avez acheté 2 CV.');
    expect(text).toContain(`Montant payé : ${amount} TTC`);
    expect(text).toContain(invoice!.invoiceNumber);
    expect(text).toContain('/app/resumes-shop?section=purchases');
    expect(text).toContain('/app/account');
    expect(seen(mail!)).not.toContain('/api/');
    expect(await mailsTo(hunter.email, 'subscription-confirmed')).toHaveLength(0);
    await treatPendingInvoices(ctx.app.commerce);
    expect(await mailsTo(hunter.email, 'resumes-bought')).toHaveLength(1);
  }, 90_000);
});
