/* eslint-disable import-x/no-restricted-paths -- this test renders every module's mail in English (decision 135) */
import { describe, expect, it } from 'vitest';
import { bankDetailsChangedMail, payoutHeldMail } from '../../modules/affiliates/affiliates.mails.ts';
import { applicationDigestMail } from '../../modules/application-digests/digests.mails.ts';
import { newApplicationMail } from '../../modules/apply/apply.mails.ts';
import { emailChangeCodeMail, emailChangedMail, passwordResetMail, signInUnlockMail } from '../../modules/auth/auth.mails.ts';
import { confirmEmailMail } from '../../modules/candidate-email/candidate-email.mails.ts';
import { alreadyRegisteredMail } from '../../modules/candidate-signup/candidate-signup.mails.ts';
import { paymentRefundedMail } from '../../modules/checkout/checkout.mails.ts';
import { dataLinkMail, retentionNoticeMail } from '../../modules/privacy/privacy.mails.ts';
import { invitationMail } from '../../modules/invitations/invitations.mails.ts';
import { resumesBoughtMail } from '../../modules/invoices/invoices.mails.ts';
import { emailCodeMail, existingAccountMail } from '../../modules/registration/registration.mails.ts';
import { inboxAnswerMail } from '../../modules/staff/staff.mails.ts';
import type { MailMessage } from './mailer.ts';

const at = new Date('2026-11-20T15:05:00Z');
const candidate = { email: 'ana@example.test', candidateId: 1 };

/** Each family's mail to an English reader: its subject, a sentence of its body, and the French it must not hold. */
const cases: { family: string; build: () => Promise<MailMessage>; subject: string; body: string }[] = [
  {
    family: 'password reset',
    build: () => passwordResetMail('to@x.test', 'en', 'Ana', 'https://l'),
    subject: 'Resetting your password',
    body: 'To choose a new password, open this link (valid for one hour, usable once):',
  },
  {
    family: 'e-mail change code',
    build: () => emailChangeCodeMail('to@x.test', 'en', '123456'),
    subject: '123456 is your QRecrute code',
    body: 'It is valid for 30 minutes.',
  },
  {
    family: 'e-mail changed',
    build: () => emailChangedMail('to@x.test', { lang: 'en', firstName: 'Ana', newEmail: 'new@x.test', link: 'https://l', days: 7 }),
    subject: 'The e-mail address of your QRecrute account has changed',
    body: 'The e-mail address of your QRecrute account is now new@x.test.',
  },
  {
    family: 'sign-in unlock',
    build: () => signInUnlockMail('to@x.test', 'en', 'Ana', 'https://l'),
    subject: 'Sign-in to your QRecrute account suspended',
    body: 'sign-ins are suspended for 15 minutes',
  },
  {
    family: 'registration code',
    build: () => emailCodeMail('to@x.test', 'en', '654321', 'https://qrecrute.test/app/register?lien=t'),
    subject: '654321 is your QRecrute code',
    body: 'Here is your code to create your QRecrute account: 654321',
  },
  {
    family: 'existing account',
    build: () => existingAccountMail('to@x.test', 'en', 'https://login', 'https://reset'),
    subject: 'You already have a QRecrute account',
    body: 'It already has an account.',
  },
  {
    family: 'candidate data link',
    build: () => dataLinkMail(candidate, { lang: 'en', firstName: 'Ana', link: 'https://l', days: 60 }),
    subject: 'Your link to your candidate data',
    body: 'You asked for a new link to your candidate data.',
  },
  {
    family: 'retention notice',
    build: () => retentionNoticeMail(candidate, { lang: 'en', firstName: 'Ana', months: 24, date: '14 April 2026', link: 'https://l' }),
    subject: 'Your candidate data will soon be anonymised',
    body: 'your profile will be anonymised on 14 April 2026',
  },
  {
    family: 'candidate already registered',
    build: () => alreadyRegisteredMail(candidate, { lang: 'en', firstName: 'Ana' }),
    subject: 'You already have a QRecrute profile',
    body: 'you already have a profile: nothing was created or changed',
  },
  {
    family: 'candidate e-mail confirmation',
    build: () =>
      confirmEmailMail(candidate, {
        lang: 'en',
        firstName: 'Ana',
        link: 'https://l',
        days: 30,
        application: null,
        signUp: { fullName: 'Ana Lopez', phoneNumber: null, withDisability: false, cityName: 'Briançon' },
      }),
    subject: 'Confirm your e-mail address',
    body: 'A sign-up on QRecrute was made with your e-mail address, in the name of Ana Lopez, in Briançon.',
  },
  {
    family: 'new application',
    build: () =>
      newApplicationMail('to@x.test', {
        lang: 'en',
        firstName: 'Ana',
        jobName: 'Éducateur spécialisé',
        siteName: 'Shop',
        link: 'https://l',
      }),
    subject: 'New application: Éducateur spécialisé',
    body: 'Ana just applied for the job "Éducateur spécialisé" at "Shop" by scanning your QR code.',
  },
  {
    family: 'application digest',
    build: () =>
      applicationDigestMail('to@x.test', {
        lang: 'en',
        frequency: 'weekly',
        siteName: 'Shop',
        link: 'https://l',
        applications: [{ firstName: 'Ana', jobName: null, createdAt: at }],
      }),
    subject: 'Your applications of the week: Shop',
    body: 'Ana, spontaneous application, Friday 20 November at 16:05',
  },
  {
    family: 'payment refunded',
    build: () => paymentRefundedMail('to@x.test', 'en', { what: 'Premium', charged: 58800, reason: 'amount' }),
    subject: 'Your payment was refunded',
    body: 'Your payment of €588.00 for “Premium” could not be used: the amount paid was not the amount of the order.',
  },
  {
    family: 'resumes bought',
    build: () =>
      resumesBoughtMail('to@x.test', {
        lang: 'en',
        count: 2,
        amountInclVat: '€60.00',
        invoiceNumber: 'F-2026-0001',
        purchasesLink: 'https://p',
        accountLink: 'https://a',
      }),
    subject: 'Your resume purchase on QRecrute',
    body: 'You bought 2 resumes.',
  },
  {
    family: 'invitation',
    build: () => invitationMail('to@x.test', { lang: 'en', firstName: 'Ana', email: 'ana@x.test', link: 'https://l', days: 7 }),
    subject: 'Your QRecrute account: choose your password',
    body: 'valid for 7 days, usable once',
  },
  {
    family: 'affiliate bank details changed',
    build: () =>
      bankDetailsChangedMail('to@x.test', 'en', {
        firstName: 'Ana',
        changedAt: at,
        heldUntil: at,
        holder: { after: 'Иван Петров', before: 'Ana Lopez' },
        iban: null,
        lostPasswordLink: 'https://l',
        contactEmail: 'contact@x.test',
      }),
    subject: 'Your bank details were changed',
    body: 'Account holder: Иван Петров (previously: Ana Lopez)',
  },
  {
    family: 'affiliate payout held',
    build: () => payoutHeldMail('to@x.test', 'en', { firstName: 'Ana', amountCents: 3000, issue: 'iban_invalid', link: 'https://l' }),
    subject: 'Your QRecrute payout is on hold',
    body: 'Your payout of €30.00 could not be sent: the saved IBAN is not valid.',
  },
  {
    family: 'back office answer to a message (decision 152)',
    build: () => inboxAnswerMail('to@x.test', 'en', 'Our prices are on the site.', 'How much is it?'),
    subject: 'Answer to your message',
    body: 'Your message:',
  },
];

describe('every mail family in English for an English reader (decision 135)', () => {
  it.each(cases)('$family', async ({ build, subject, body }) => {
    const mail = await build();
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(body);
    expect(mail.text).toContain('The QRecrute team');
    expect(mail.html).toContain('lang="en"');
    // Nothing of the French version is left (the mails were bilingual or French before).
    expect(mail.text).not.toMatch(/Bonjour|L'équipe QRecrute|votre|Vous /);
  });
});
