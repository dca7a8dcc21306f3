import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createOutboxMailer, recipientHash, type KeptMailNotice } from './mailer.ts';

/**
 * Outside production the outbox mailer prints each kept mail (decision 133): the id, template and
 * subject (a registration code can still be read by someone trying the product), the recipient only
 * as a short hash. A log outlives an erasure, so an address in it would still identify the person.
 */
describe('the kept-mail notice', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('names the mail by its id and a hash of the recipient, never by the address', async () => {
    const notices: KeptMailNotice[] = [];
    const mailer = createOutboxMailer(ctx.database.db, 'noreply@qrecrute.test', (notice) => notices.push(notice));
    await mailer.send({
      to: 'Ondine.Secret@Example.test',
      subject: '123456 est votre code QRecrute',
      text: 'x',
      template: 'registration-code',
    });
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice!.id).toBeGreaterThan(0);
    expect(notice).toMatchObject({ template: 'registration-code', subject: '123456 est votre code QRecrute' });
    expect(notice!.recipientHash).toMatch(/^[0-9a-f]{12}$/);
    // The same mailbox, any case: the same hash, so a log can still be followed.
    expect(notice!.recipientHash).toBe(recipientHash('ondine.secret@example.test'));
    expect(JSON.stringify(notice).toLowerCase()).not.toContain('ondine');
  });
});
