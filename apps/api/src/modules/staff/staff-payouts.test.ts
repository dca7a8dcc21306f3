import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliatePayouts, recruiters, staffAuditLog } from '../../db/schema/index.ts';
import { createCommerceApp } from '../../../test/commerce-fixtures.ts';
import { addEarnings, setBankDetails, VALID_IBAN } from '../../../test/affiliates-fixtures.ts';
import { createUser, type TestContext } from '../../../test/helpers.ts';
import { sepaSchemaErrors } from '../../../test/sepa-xsd.ts';
import { staffSession } from '../../../test/staff-session.ts';

/**
 * The affiliates' payouts in the back office (issue 34 item 4, decision 160), on the real database:
 * a held payout is left out of the month's SEPA file, stays owed, and goes in the next file once
 * released; the file is valid pain.001, downloaded as XML, marked sent once; every change audited.
 */
let ctx: TestContext & { dataDir: string };
let finance: Awaited<ReturnType<typeof staffSession>>['headers'];
let support: Awaited<ReturnType<typeof staffSession>>['headers'];
const MONTH = '2026-10-01';

/** An affiliate past the threshold with valid bank details and 30 € earned in MONTH. */
async function payableAffiliate(name: string) {
  const user = await createUser(ctx.database, { affiliate: true });
  await setBankDetails(ctx.database, user.recruiterId, name, VALID_IBAN);
  await addEarnings(ctx.database, user.recruiterId, 'resume_sale', MONTH, 10, 300);
  return user.recruiterId;
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createCommerceApp();
  finance = (await staffSession(ctx, 'payouts-finance@staff.test', ['finance'])).headers;
  support = (await staffSession(ctx, 'payouts-support@staff.test', ['support'])).headers;
}, 120_000);
afterAll(async () => ctx?.close());

describe('payouts in the back office (item 4)', () => {
  it('a held payout stays out of the file and owed, then goes in the next file once released; files listed, downloaded, marked sent once', async () => {
    const kept = await payableAffiliate('Alice Martin');
    const held = await payableAffiliate('Bruno Petit');

    const prepared = await call('POST', '/api/admin/payouts/prepare/', finance, { month: MONTH });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const payouts = prepared.json().payouts as { id: number; affiliateId: number; state: string; iban: string; amountCents: number }[];
    const heldPayout = payouts.find((p) => p.affiliateId === held)!;
    const keptPayout = payouts.find((p) => p.affiliateId === kept)!;
    expect(heldPayout).toMatchObject({ state: 'ready', amountCents: 3000 });
    // The IBAN is masked on screen.
    expect(heldPayout.iban).toMatch(/^FR76 \*{4} \*{4} /);
    expect(heldPayout.iban).not.toContain('30006000011234567890');

    // A reason is required.
    expect((await call('POST', `/api/admin/payouts/${heldPayout.id}/hold/`, finance, { action: 'hold', reason: '' })).statusCode).toBe(400);
    const hold = await call('POST', `/api/admin/payouts/${heldPayout.id}/hold/`, finance, { action: 'hold', reason: 'Vérifier le RIB' });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(hold.json().payout).toMatchObject({ state: 'held', holdReason: 'Vérifier le RIB' });
    // Holding again writes nothing more.
    await call('POST', `/api/admin/payouts/${heldPayout.id}/hold/`, finance, { action: 'hold', reason: 'Vérifier le RIB' });

    const made = await call('POST', '/api/admin/payout-files/', finance, { month: MONTH });
    expect(made.statusCode, made.body).toBe(200);
    const file = made.json().file;
    expect(file.transactions).toBe(1);
    expect(file.transfers.map((t: { payoutId: number }) => t.payoutId)).toEqual([keptPayout.id]);
    expect(made.json().leftOut).toBe(1);

    // The held payout is still owed, in no file; a hold on a sent payout is refused.
    const [stillOwed] = await ctx.database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.id, heldPayout.id));
    expect(stillOwed).toMatchObject({ fileId: null, sentAt: null, amountCents: 3000, hold: 'held' });
    expect(
      (await call('POST', `/api/admin/payouts/${keptPayout.id}/hold/`, finance, { action: 'hold', reason: 'trop tard' })).statusCode,
    ).toBe(409);

    // A second file now: nothing payable.
    expect((await call('POST', '/api/admin/payout-files/', finance, { month: MONTH })).json()).toMatchObject({ file: null, leftOut: 1 });

    const download = await call('GET', `/api/admin/payout-files/${file.id}/download/`, finance);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/xml');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${file.messageId}.xml"`);
    expect(await sepaSchemaErrors(download.body)).toEqual([]);
    expect(download.body).toContain(`QR-PAYOUT-${keptPayout.id}`);
    expect(download.body).not.toContain(`QR-PAYOUT-${heldPayout.id}`);

    const release = await call('POST', `/api/admin/payouts/${heldPayout.id}/hold/`, finance, { action: 'release', reason: 'RIB vérifié' });
    expect(release.json().payout.state).toBe('ready');
    const next = await call('POST', '/api/admin/payout-files/', finance, { month: MONTH });
    expect(next.json().file.transfers.map((t: { payoutId: number }) => t.payoutId)).toEqual([heldPayout.id]);
    expect(next.json().leftOut).toBe(0);

    const sent = await call('POST', `/api/admin/payout-files/${file.id}/sent/`, finance);
    expect(sent.json().file.sentToBankBy).toBe('payouts-finance@staff.test');
    const again = await call('POST', `/api/admin/payout-files/${file.id}/sent/`, finance);
    expect(again.json().file.sentToBankAt).toBe(sent.json().file.sentToBankAt);

    const files = (await call('GET', '/api/admin/payout-files/', finance)).json().files as { id: number; transactions: number }[];
    expect(files.map((f) => f.id)).toEqual([next.json().file.id, file.id]);

    const audit = await ctx.database.db.select().from(staffAuditLog);
    const actions = audit.map((a) => `${a.action} ${a.target}`);
    expect(actions.filter((a) => a === `payout.hold payout:${heldPayout.id}`)).toHaveLength(1);
    expect(actions).toContain(`payout.release payout:${heldPayout.id}`);
    expect(actions.filter((a) => a.startsWith('payout_file.make'))).toHaveLength(2);
    expect(actions.filter((a) => a === `payout_file.sent_to_bank payout_file:${file.id}`)).toHaveLength(1);
    expect(actions).toContain(`payout_file.download payout_file:${file.id}`);
    const holdEntry = audit.find((a) => a.action === 'payout.hold')!;
    expect(holdEntry.before).toMatchObject({ state: 'ready' });
    expect(holdEntry.after).toMatchObject({ state: 'held', reason: 'Vérifier le RIB' });
  });

  it('a payout held while the file is being made is either in the file or held, never both', async () => {
    const month = '2026-09-01';
    const ids = await Promise.all(
      ['Chloé Durand', 'Denis Moreau', 'Emma Roux'].map(async (name) => {
        const user = await createUser(ctx.database, { affiliate: true });
        await setBankDetails(ctx.database, user.recruiterId, name, VALID_IBAN);
        await addEarnings(ctx.database, user.recruiterId, 'resume_sale', month, 10, 300);
        return user.recruiterId;
      }),
    );
    const payouts = (await call('POST', '/api/admin/payouts/prepare/', finance, { month })).json().payouts as {
      id: number;
      affiliateId: number;
    }[];
    const target = payouts.find((p) => p.affiliateId === ids[0])!;
    const [hold, made] = await Promise.all([
      call('POST', `/api/admin/payouts/${target.id}/hold/`, finance, { action: 'exclude', reason: 'Fraude suspectée' }),
      call('POST', '/api/admin/payout-files/', finance, { month }),
    ]);
    const [row] = await ctx.database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.id, target.id));
    if (hold.statusCode === 200) expect(row).toMatchObject({ hold: 'excluded', fileId: null });
    else {
      expect(hold.statusCode).toBe(409);
      expect(row!.fileId).not.toBeNull();
      expect(row!.hold).toBeNull();
    }
    expect(made.statusCode).toBe(200);
  });

  it('lists the changes of bank details in their 48-hour hold', async () => {
    const user = await createUser(ctx.database, { affiliate: true });
    await ctx.database.db
      .update(recruiters)
      .set({ iban: VALID_IBAN, accountHolderName: 'Farid', bankDetailsChangedAt: new Date(Date.now() - 3600_000) })
      .where(eq(recruiters.id, user.recruiterId));
    const changes = (await call('GET', '/api/admin/payouts/bank-changes/', finance)).json().changes as {
      affiliateId: number;
      iban: string;
    }[];
    const change = changes.find((c) => c.affiliateId === user.recruiterId);
    expect(change?.iban).toMatch(/\*{4}/);
  });

  it('staff without finance get 404 on every payout route', async () => {
    expect((await call('GET', `/api/admin/payouts/?month=${MONTH}`, support)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/payout-files/', support, { month: MONTH })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/payout-files/', {})).statusCode).toBe(404);
  });
});
