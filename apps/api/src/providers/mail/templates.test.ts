/* eslint-disable import-x/no-restricted-paths -- this test renders every module's mail through the shared layout */
import { describe, expect, it } from 'vitest';
import { askAddressMail } from '../../modules/addresses/addresses.mails.ts';
import { applicationDigestMail } from '../../modules/application-digests/digests.mails.ts';
import { newApplicationMail } from '../../modules/apply/apply.mails.ts';
import { passwordResetMail } from '../../modules/auth/auth.mails.ts';
import { qrCodeContactMail } from '../../modules/contact/contact.mails.ts';
import { invitationMail } from '../../modules/invitations/invitations.mails.ts';
import { retentionNoticeMail } from '../../modules/privacy/privacy.mails.ts';
import { emailCodeMail, existingAccountMail } from '../../modules/registration/registration.mails.ts';
import type { MailMessage } from './mailer.ts';

const HOSTILE = `<script>alert(1)</script> "q" 'a' & co`;
/** HOSTILE as React writes it, in text and in attributes alike. */
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot; &#x27;a&#x27; &amp; co';
const at = new Date('2026-11-20T15:05:00Z');

interface Case {
  template: string;
  /** The mail with `v` in every value it shows. */
  build: (v: string) => Promise<MailMessage>;
  /** How many times the HTML shows `v` (text and link addresses). */
  shown: number;
  subject: (v: string) => string;
  text: (v: string) => string[];
}

const BYE = ['', "L'équipe QRecrute"];

const cases: Case[] = [
  {
    template: 'password-reset',
    build: (v) => passwordResetMail('to@example.test', 'fr', v, v),
    shown: 2,
    subject: () => 'Réinitialisation de votre mot de passe',
    text: (v) => [
      `Bonjour ${v},`,
      '',
      'Vous avez demandé à réinitialiser le mot de passe de votre compte QRecrute.',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, utilisable une seule fois) :',
      v,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      ...BYE,
    ],
  },
  {
    template: 'new-application',
    build: (v) => newApplicationMail('to@example.test', { lang: 'fr', firstName: v, jobName: v, siteName: v, link: v }),
    shown: 4,
    subject: (v) => `Nouvelle candidature : ${v}`,
    text: (v) => [
      'Bonjour,',
      '',
      `${v} vient de postuler pour le poste « ${v} » sur « ${v} » en scannant votre QR code.`,
      'Retrouvez sa candidature dans votre espace recruteur :',
      v,
      ...BYE,
    ],
  },
  {
    template: 'application-digest-daily',
    build: (v) =>
      applicationDigestMail('to@example.test', {
        lang: 'fr',
        frequency: 'daily',
        siteName: v,
        link: v,
        applications: [
          { firstName: v, jobName: v, createdAt: at },
          { firstName: 'Hugo', jobName: null, createdAt: at },
        ],
      }),
    shown: 4,
    subject: (v) => `Vos candidatures du jour : ${v}`,
    text: (v) => [
      'Bonjour,',
      '',
      `2 nouvelles candidatures depuis hier sur « ${v} » :`,
      '',
      `- ${v}, pour le poste « ${v} », vendredi 20 novembre à 16:05`,
      '- Hugo, en candidature spontanée, vendredi 20 novembre à 16:05',
      '',
      'Retrouvez-les dans votre espace recruteur :',
      v,
      ...BYE,
    ],
  },
  {
    template: 'ask-address',
    build: (v) => askAddressMail('to@example.test', { address: v, addressUuid: v, number: 3, email: v, message: `${v}\nMerci` }),
    shown: 4,
    subject: () => 'Demande de 3 adresse(s) supplémentaire(s)',
    text: (v) => [
      `Demande d'adresses supplémentaires pour « ${v} » (${v}).`,
      "Nombre d'adresses demandées : 3",
      `E-mail de contact : ${v}`,
      '',
      v,
      'Merci',
      ...BYE,
    ],
  },
  {
    template: 'qr-code-contact',
    build: (v) => qrCodeContactMail('to@example.test', { email: v, account: v, message: `${v}\n\nMerci` }),
    shown: 3,
    subject: () => 'Contact QR codes',
    text: (v) => [`Message au sujet des QR codes, de ${v} (compte ${v}) :`, '', v, '', 'Merci', ...BYE],
  },
  {
    template: 'registration-code',
    build: (v) => emailCodeMail('to@example.test', 'fr', v, 'https://qrecrute.test/app/register?lien=t'),
    shown: 1,
    subject: (v) => `${v} est votre code QRecrute`,
    text: (v) => [
      'Bonjour,',
      '',
      `Voici votre code pour créer votre compte QRecrute : ${v}`,
      'Il est valable 30 minutes.',
      '',
      "Ou ouvrez ce lien, sur n'importe quel appareil (une seule fois, pendant 30 minutes) :",
      '',
      'https://qrecrute.test/app/register?lien=t',
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : aucun compte n'est créé.",
      ...BYE,
    ],
  },
  {
    template: 'registration-existing-account',
    build: (v) => existingAccountMail('to@example.test', 'fr', v, `${v}/reset`),
    shown: 2,
    subject: () => 'Vous avez déjà un compte QRecrute',
    text: (v) => [
      'Bonjour,',
      '',
      'Quelqu’un, peut-être vous, a demandé à créer un compte QRecrute avec cette adresse e-mail. Elle a déjà un compte.',
      `Connectez-vous : ${v}`,
      `Mot de passe oublié : ${v}/reset`,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte reste inchangé.",
      ...BYE,
    ],
  },
  {
    template: 'invitation',
    build: (v) => invitationMail('to@example.test', { lang: 'fr', firstName: v, email: v, link: v, days: 7 }),
    shown: 3,
    subject: () => 'Votre compte QRecrute : choisissez votre mot de passe',
    text: (v) => [
      `Bonjour ${v},`,
      '',
      `Suite à votre demande, notre équipe commerciale a créé votre compte recruteur QRecrute, dont l'identifiant est ${v}.`,
      "Pour l'activer, choisissez votre mot de passe depuis ce lien (valable 7 jours, utilisable une seule fois) :",
      v,
      '',
      'Vous arriverez ensuite dans votre espace recruteur. Si ce lien a expiré, demandez-en un nouveau depuis le formulaire de contact de notre site.',
      ...BYE,
    ],
  },
  {
    template: 'retention-notice',
    build: (v) =>
      retentionNoticeMail({ email: 'to@example.test', candidateId: 1 }, { lang: 'fr', firstName: v, months: 24, date: v, link: v }),
    shown: 3,
    subject: () => 'Vos données candidat seront bientôt anonymisées',
    text: (v) => [
      `Bonjour ${v},`,
      '',
      'Votre dernier contact avec QRecrute (inscription, candidature ou mise à jour de votre profil) remonte à bientôt 24 mois. ' +
        "Nous ne gardons pas les données d'un candidat plus de 24 mois après le dernier contact (la CNIL recommande deux ans au plus).",
      '',
      `Sans réponse de votre part, votre profil sera anonymisé le ${v} : votre nom, vos coordonnées, vos documents et vos textes seront effacés.`,
      '',
      'Pour garder votre profil 24 mois de plus, télécharger vos données ou les effacer dès maintenant, ouvrez ce lien personnel :',
      v,
      ...BYE,
    ],
  },
];

describe('mail templates', () => {
  it.each(cases)('$template: the HTML holds hostile values escaped, never raw', async ({ template, build, shown }) => {
    const mail = await build(HOSTILE);
    expect(mail.template).toBe(template);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"q"');
    expect(mail.html).not.toContain("'a'");
    expect(mail.html).not.toContain('& co');
    expect(mail.html!.split(ESCAPED).length - 1).toBe(shown);
  });

  it.each(cases)('$template: subject and text part in French, values as typed', async ({ build, subject, text }) => {
    for (const v of ['Léa', HOSTILE]) {
      const mail = await build(v);
      expect(mail.subject).toBe(subject(v));
      expect(mail.text).toBe(text(v).join('\n'));
    }
  });

  it.each(cases)('$template: the shared layout frames the HTML part', async ({ build }) => {
    const { html } = await build('Léa');
    expect(html).toContain('<html dir="ltr" lang="fr">');
    expect(html).toMatch(/>QRecrute<\/p>[\s\S]*>L&#x27;équipe QRecrute<\/p>/);
  });
});
