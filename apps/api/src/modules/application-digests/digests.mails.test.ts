import { describe, expect, it } from 'vitest';
import { applicationDigestMail, DIGEST_MAX_LINES } from './digests.mails.ts';

const at = new Date('2026-11-20T15:05:00Z');

describe('applicationDigestMail', () => {
  it('lists at most 50 applications, then counts the others', async () => {
    const applications = Array.from({ length: DIGEST_MAX_LINES + 3 }, (_, i) => ({
      firstName: `Prénom${i}`,
      jobName: null,
      createdAt: at,
    }));
    const mail = await applicationDigestMail('rh@site.test', {
      lang: 'fr',
      frequency: 'weekly',
      siteName: 'Site',
      link: 'https://x.test/app',
      applications,
    });
    expect(mail.text).toContain('53 nouvelles candidatures cette semaine sur « Site »');
    expect(mail.text).toContain('Prénom49, en candidature spontanée, vendredi 20 novembre à 16:05');
    expect(mail.text).not.toContain('Prénom50');
    expect(mail.text).toContain('- et 3 autres');
  });

  it('escapes names in the HTML part', async () => {
    const mail = await applicationDigestMail('rh@site.test', {
      lang: 'fr',
      frequency: 'daily',
      siteName: 'A & <B>',
      link: 'https://x.test/app',
      applications: [{ firstName: '<script>', jobName: 'Boulanger', createdAt: at }],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.subject).toBe('Vos candidatures du jour : A & <B>');
  });
});
