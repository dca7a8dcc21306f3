import { describe, expect, it } from 'vitest';
import { bankDetailsChangedMail } from './affiliates.mails.ts';

describe('the bank-change mail writes its dates with the one date writer (walk of 2026-11-29, item 9)', () => {
  it('writes "1er décembre" in French', async () => {
    const mail = await bankDetailsChangedMail('to@x.test', 'fr', {
      firstName: 'Ana',
      changedAt: new Date('2026-12-01T09:00:00Z'),
      heldUntil: new Date('2026-12-01T10:00:00Z'),
      holder: null,
      iban: null,
      lostPasswordLink: 'https://l',
      contactEmail: 'contact@x.test',
    });
    expect(mail.text).toContain('1er décembre 2026');
    expect(mail.text).not.toMatch(/\b1 décembre/);
  });
});
