import { and, eq } from 'drizzle-orm';
import { monthOf, previousMonth } from '@app/contracts/affiliates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { affiliateEarnings, affiliatePayoutFiles, affiliatePayouts, emailOutbox, recruiters, users } from '../../db/schema/index.ts';
import type { Storage, StoredObject } from '../../providers/storage/storage.ts';
import { createOutboxMailer } from '../../providers/mail/mailer.ts';
import { backgroundJobs, type BackgroundDeps } from '../../background.ts';
import { DEV_PAYOUT_DEBTOR } from '../../config.ts';
import { createUser, openTestDatabase } from '../../../test/helpers.ts';
import { addEarnings, setBankDetails, VALID_IBAN } from '../../../test/affiliates-fixtures.ts';
import { sepaSchemaErrors } from '../../../test/sepa-xsd.ts';
import { runMonthlyPayouts } from './monthly-payouts.ts';
import { payMonth, type PayoutFileDeps } from './payout-file.service.ts';
import { buildSepaCreditTransfer, euros, PAIN_NAMESPACE, sepaText, type SepaFileInput } from './sepa-file.ts';

/** Storage in memory, counting writes. */
function memoryStorage(): Storage & { objects: Map<string, StoredObject>; puts: number } {
  const objects = new Map<string, StoredObject>();
  const storage = {
    driver: 'local' as const,
    objects,
    puts: 0,
    async put(key: string, body: Buffer, contentType: string) {
      storage.puts += 1;
      // A little time in the claiming transaction, as an upload to a bucket takes.
      await new Promise((resolve) => setTimeout(resolve, 20));
      objects.set(key, { body, contentType });
    },
    async get(key: string) {
      return objects.get(key) ?? null;
    },
    async delete(key: string) {
      objects.delete(key);
    },
  };
  return storage;
}

/** What the test reads back from a pain.001 file, with regular expressions (the file has no mixed content). */
interface ParsedTransfer {
  endToEndId: string;
  amount: string;
  currency: string;
  name: string;
  iban: string;
  remittance: string;
}
const text = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]!);
function parsePain001(xml: string) {
  const header = /<GrpHdr>([\s\S]*?)<\/GrpHdr>/.exec(xml)![1]!;
  const payment = /<PmtInf>([\s\S]*?)<\/PmtInf>/.exec(xml)![1]!;
  const paymentHead = payment.slice(0, payment.indexOf('<CdtTrfTxInf>'));
  const transfers: ParsedTransfer[] = [...xml.matchAll(/<CdtTrfTxInf>([\s\S]*?)<\/CdtTrfTxInf>/g)].map(([, block]) => ({
    endToEndId: text(block!, 'EndToEndId')[0]!,
    amount: text(block!, 'InstdAmt')[0]!,
    currency: /<InstdAmt Ccy="([A-Z]{3})">/.exec(block!)![1]!,
    name: text(/<Cdtr>([\s\S]*?)<\/Cdtr>/.exec(block!)![1]!, 'Nm')[0]!,
    iban: text(/<CdtrAcct>([\s\S]*?)<\/CdtrAcct>/.exec(block!)![1]!, 'IBAN')[0]!,
    remittance: text(block!, 'Ustrd')[0]!,
  }));
  return {
    namespace: /<Document [^>]*\bxmlns="([^"]+)"/.exec(xml)?.[1],
    root: /<Document[^>]*>\s*<([A-Za-z]+)>/.exec(xml)?.[1],
    messageId: text(header, 'MsgId')[0],
    header: { transactions: text(header, 'NbOfTxs')[0], controlSum: text(header, 'CtrlSum')[0], initiator: text(header, 'Nm')[0] },
    payment: {
      method: text(paymentHead, 'PmtMtd')[0],
      transactions: text(paymentHead, 'NbOfTxs')[0],
      controlSum: text(paymentHead, 'CtrlSum')[0],
      executionDate: text(/<ReqdExctnDt>([\s\S]*?)<\/ReqdExctnDt>/.exec(paymentHead)![1]!, 'Dt')[0],
      debtorName: text(/<Dbtr>([\s\S]*?)<\/Dbtr>/.exec(paymentHead)![1]!, 'Nm')[0],
      debtorIban: text(/<DbtrAcct>([\s\S]*?)<\/DbtrAcct>/.exec(paymentHead)![1]!, 'IBAN')[0],
      debtorBic: text(/<DbtrAgt>([\s\S]*?)<\/DbtrAgt>/.exec(paymentHead)![1]!, 'BICFI')[0],
    },
    transfers,
  };
}

const MONTH = '2026-10-01';

describe('payMonth: the SEPA file of the affiliate payouts (decision 081)', () => {
  let database: Database & { url?: string };
  let storage: ReturnType<typeof memoryStorage>;
  let logs: { message: string; extra: Record<string, unknown> }[];
  const deps = (db = database.db): PayoutFileDeps => ({
    db,
    storage,
    debtor: { ...DEV_PAYOUT_DEBTOR },
    mailer: createOutboxMailer(database.db, 'noreply@qrecrute.test'),
    publicUrl: 'http://localhost:3000',
    log: (message, extra) => logs.push({ message, extra }),
  });

  /** An affiliate past the threshold (10 resumes sold) with bank details; returns its id and what it earned. */
  const payable = async (name: string, iban: string, month = MONTH, resumeCents = 300, signups = 0) => {
    const user = await createUser(database, { affiliate: true });
    await setBankDetails(database, user.recruiterId, name, iban);
    await addEarnings(database, user.recruiterId, 'resume_sale', month, 10, resumeCents);
    await addEarnings(database, user.recruiterId, 'signup', month, signups);
    return { id: user.recruiterId, cents: 10 * resumeCents + 100 * signups, iban, name };
  };
  const payoutOf = async (affiliateId: number) =>
    (await database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, affiliateId)))[0];
  const files = () => database.db.select().from(affiliatePayoutFiles);
  /** How many "payout on hold" mails the affiliate got. */
  const heldMails = async (affiliateId: number) => {
    const [who] = await database.db
      .select({ email: users.email })
      .from(recruiters)
      .innerJoin(users, eq(users.id, recruiters.userId))
      .where(eq(recruiters.id, affiliateId));
    return (
      await database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, who!.email), eq(emailOutbox.template, 'affiliate-payout-held')))
    ).length;
  };
  const xmlOf = (key: string) => storage.objects.get(key)!.body.toString('utf8');

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());
  // Each test starts with no earning, payout or file (a run sweeps every unsent payout).
  beforeEach(async () => {
    await database.db.delete(affiliateEarnings);
    await database.db.delete(affiliatePayouts);
    await database.db.delete(affiliatePayoutFiles);
    storage = memoryStorage();
    logs = [];
  });

  it('pays a month with several affiliates in one pain.001.001.09 file: counts, sums, IBANs and amounts', async () => {
    const affiliates = [
      await payable('Hélène Dupré & Fils', 'FR1420041010050500013M02606', MONTH, 300, 3),
      await payable('Paul Durand', VALID_IBAN, MONTH, 700),
      await payable('Jan de Vries', 'NL91ABNA0417164300', MONTH, 333, 1),
      await payable('Anna Schmidt', 'DE89370400440532013000', '2026-09-01', 250), // September, never paid: due in October
    ];
    const below = await createUser(database, { affiliate: true });
    await setBankDetails(database, below.recruiterId, 'Sous Seuil', 'BE68539007547034');
    await addEarnings(database, below.recruiterId, 'resume_sale', MONTH, 9, 300); // 9 resumes sold: carried over

    const run = await payMonth(deps(), MONTH);
    const totalCents = affiliates.reduce((sum, a) => sum + a.cents, 0);
    expect(run.outcomes.filter((o) => o.result === 'created')).toHaveLength(4);
    expect(run.outcomes.find((o) => o.affiliateId === below.recruiterId)).toMatchObject({ result: 'below_threshold' });
    expect(run.file).toEqual({
      id: expect.any(Number),
      key: expect.stringMatching(/^payouts\/2026-10\/QR-PAY-202610-[0-9A-F]{10}\.xml$/),
      transactions: 4,
      totalCents,
    });
    expect(storage.puts).toBe(1);
    expect(storage.objects.get(run.file!.key)!.contentType).toBe('application/xml');

    const xml = xmlOf(run.file!.key);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = parsePain001(xml);
    expect(doc.namespace).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(doc.namespace).toBe(PAIN_NAMESPACE);
    expect(doc.root).toBe('CstmrCdtTrfInitn');
    expect(doc.header).toEqual({ transactions: '4', controlSum: euros(totalCents), initiator: 'QRecrute' });
    expect(doc.payment).toEqual({
      method: 'TRF',
      transactions: '4',
      controlSum: euros(totalCents),
      executionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      debtorName: 'QRecrute',
      debtorIban: DEV_PAYOUT_DEBTOR.iban,
      debtorBic: DEV_PAYOUT_DEBTOR.bic,
    });
    // The 3rd of November, or the day of the run when it is later.
    expect(doc.payment.executionDate! >= '2026-11-03').toBe(true);
    expect(Number(doc.header.controlSum)).toBeCloseTo(
      doc.transfers.reduce((sum, t) => sum + Number(t.amount), 0),
      2,
    );

    const [file] = await files();
    expect(file).toMatchObject({
      id: run.file!.id,
      month: MONTH,
      messageId: doc.messageId,
      storageKey: run.file!.key,
      transactions: 4,
      totalCents,
    });
    expect(run.file!.key).toBe(`payouts/2026-10/${doc.messageId}.xml`);

    expect(doc.transfers).toHaveLength(4);
    for (const affiliate of affiliates) {
      const payout = (await payoutOf(affiliate.id))!;
      expect(payout.amountCents).toBe(affiliate.cents);
      expect(payout.fileId).toBe(run.file!.id);
      expect(payout.sentAt).toBeInstanceOf(Date);
      const transfer = doc.transfers.find((t) => t.endToEndId === `QR-PAYOUT-${payout.id}`);
      expect(transfer, affiliate.name).toEqual({
        endToEndId: `QR-PAYOUT-${payout.id}`,
        amount: euros(affiliate.cents),
        currency: 'EUR',
        name: sepaText(affiliate.name, 70),
        iban: affiliate.iban,
        remittance: `QRecrute commissions ${payout.month.slice(0, 7)}`,
      });
    }
    // Names in the SEPA character set: no accent, no ampersand.
    expect(doc.transfers.map((t) => t.name)).toContain('Helene Dupre + Fils');
    expect(new Set(doc.transfers.map((t) => t.endToEndId)).size).toBe(4);
    expect(await payoutOf(below.recruiterId)).toBeUndefined();
  });

  it('leaves a payout whose IBAN fails the check out of the file: it stays unsent, is logged, and goes in a later file once fixed', async () => {
    const good = await payable('Paul Durand', VALID_IBAN);
    const bad = await payable('Marie Curie', 'ES9121000418450200051332');
    await runMonthlyPayouts(database.db, MONTH); // both payouts exist ...
    await setBankDetails(database, bad.id, 'Marie Curie', 'FR7630006000011234567890188'); // ... then one IBAN turns wrong (wrong key)

    const run = await payMonth(deps(), MONTH);
    expect(run.file).toMatchObject({ transactions: 1, totalCents: good.cents });
    const doc = parsePain001(xmlOf(run.file!.key));
    expect(doc.transfers.map((t) => t.iban)).toEqual([VALID_IBAN]);
    const left = (await payoutOf(bad.id))!;
    expect(left).toMatchObject({ fileId: null, sentAt: null, status: 'scheduled', amountCents: bad.cents });
    expect(logs).toContainEqual({
      message: 'affiliate payout held out of the SEPA file, it stays unsent for a later run',
      extra: { payoutId: left.id, affiliateId: bad.id, month: MONTH, reason: 'iban_invalid' },
    });
    // Never silently (decision 116): the affiliate is mailed, once.
    expect(run.held).toEqual([{ payoutId: left.id, affiliateId: bad.id, amountCents: bad.cents, reason: 'iban_invalid' }]);
    expect(await heldMails(bad.id)).toBe(1);

    // Still wrong: no file at all, no second mail. Fixed: the payout of October goes in November's file.
    expect((await payMonth(deps(), MONTH)).file).toBeNull();
    expect(await heldMails(bad.id)).toBe(1);
    await setBankDetails(database, bad.id, 'Marie Curie', 'IT60X0542811101000000123456');
    const november = await payMonth(deps(), '2026-11-01');
    expect(november.file).toMatchObject({ transactions: 1, totalCents: bad.cents, key: expect.stringMatching(/^payouts\/2026-11\//) });
    const transfer = parsePain001(xmlOf(november.file!.key)).transfers[0]!;
    expect(transfer).toMatchObject({
      endToEndId: `QR-PAYOUT-${left.id}`,
      iban: 'IT60X0542811101000000123456',
      remittance: 'QRecrute commissions 2026-10',
    });
    expect(await payoutOf(bad.id)).toMatchObject({ fileId: november.file!.id, sentAt: expect.any(Date) });
  });

  it('names outside the SEPA character set are transliterated (Cyrillic, Chinese, Greek), never written empty; the file passes the EPC XSD', async () => {
    const ivan = await payable('Иван Петров', VALID_IBAN);
    const wei = await payable('张伟', 'IT60X0542811101000000123456');
    const giorgos = await payable('Γιώργος Παπαδόπουλος', VALID_IBAN);
    const emoji = await payable('🙂🙂', VALID_IBAN);
    const run = await payMonth(deps(), MONTH);
    // Nothing usable left: no payout is made, the earnings carry over, and the affiliate is told (decision 116).
    expect(run.outcomes).toContainEqual({
      affiliateId: emoji.id,
      result: 'bank_details_missing',
      reason: 'account_holder_name_unusable',
      carriedOverCents: emoji.cents,
    });
    expect(await heldMails(emoji.id)).toBe(1);
    expect(run.file).toMatchObject({ transactions: 3, totalCents: ivan.cents + wei.cents + giorgos.cents });
    const xml = xmlOf(run.file!.key);
    expect(
      parsePain001(xml)
        .transfers.map((t) => t.name)
        .sort(),
    ).toEqual(['Giorgos Papadopoylos', 'Ivan Petrov', 'Zhang Wei']);
    expect(xml).not.toContain('<Nm/>');
    expect(xml).not.toContain('<Nm></Nm>');
    expect(await sepaSchemaErrors(xml)).toEqual([]);
    expect(await payoutOf(emoji.id)).toBeUndefined();
  });

  it('a second run makes no new file and sends nothing twice', async () => {
    await payable('Paul Durand', VALID_IBAN);
    await payable('Jan de Vries', 'NL91ABNA0417164300');
    const first = await payMonth(deps(), MONTH);
    expect(first.file?.transactions).toBe(2);
    const again = await payMonth(deps(), MONTH);
    expect(again.file).toBeNull();
    expect(again.outcomes.every((o) => o.result === 'already_done')).toBe(true);
    expect(await files()).toHaveLength(1);
    expect(storage.puts).toBe(1);
    // A run of a later month with nothing new makes no file either.
    expect((await payMonth(deps(), '2026-11-01')).file).toBeNull();
    expect(await files()).toHaveLength(1);
  });

  it('runs at once, on two connection pools as two instances, make one file holding each payout once', async () => {
    const affiliates = await Promise.all(
      ['Ana', 'Bob', 'Chloé', 'Dani', 'Eve', 'Fanny'].map((name, i) => payable(name, VALID_IBAN, MONTH, 300 + i)),
    );
    // On PostgreSQL the second instance has its own pool; PGlite serves one connection.
    const other: Database | null = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 5 }) : null;
    try {
      const runs = await Promise.all([
        payMonth(deps(), MONTH),
        payMonth(deps(other?.db), MONTH),
        payMonth(deps(), MONTH),
        payMonth(deps(other?.db), MONTH),
      ]);
      const made = runs.filter((r) => r.file !== null);
      expect(made).toHaveLength(1);
      expect(await files()).toHaveLength(1);
      expect(storage.puts).toBe(1);
      const total = affiliates.reduce((sum, a) => sum + a.cents, 0);
      expect(made[0]!.file).toMatchObject({ transactions: 6, totalCents: total });
      const created = runs.flatMap((r) => r.outcomes).filter((o) => o.result === 'created');
      expect(created).toHaveLength(6);
      const transfers = parsePain001(xmlOf(made[0]!.file!.key)).transfers;
      expect(new Set(transfers.map((t) => t.endToEndId)).size).toBe(6);
    } finally {
      await other?.close();
    }
  });

  it("is the work of the pg-boss job of the 3rd: the previous month's payouts and their file (decision 086)", async () => {
    const last = previousMonth(monthOf(new Date()));
    const affiliate = await payable('Paul Durand', VALID_IBAN, last);
    const job = backgroundJobs({ db: database.db, payouts: { storage, debtor: { ...DEV_PAYOUT_DEBTOR } } } as unknown as BackgroundDeps)[
      'affiliate-payouts'
    ];
    const output = await job.run({ retryCount: 0 });
    const [file] = await files();
    expect(output).toEqual({ month: last, created: 1, transfers: 1, file: file!.storageKey });
    expect(file).toMatchObject({ month: last, transactions: 1, totalCents: affiliate.cents });
    // A retry of the job sends nothing twice.
    expect(await job.run({ retryCount: 1 })).toEqual({ month: last, created: 0, transfers: 0, file: null });
  });

  it('refuses an invalid debtor IBAN before anything is written', async () => {
    await payable('Paul Durand', VALID_IBAN);
    await expect(payMonth({ ...deps(), debtor: { ...DEV_PAYOUT_DEBTOR, iban: 'FR7630006000011234567890188' } }, MONTH)).rejects.toThrow(
      /debtor IBAN/,
    );
    expect(await files()).toHaveLength(0);
    expect(storage.puts).toBe(0);
  });

  it('writes nothing when storing the file fails: the payouts stay unsent for the next run', async () => {
    const affiliate = await payable('Paul Durand', VALID_IBAN);
    const failing: Storage = { ...storage, put: async () => Promise.reject(new Error('bucket unavailable')) };
    await expect(payMonth({ ...deps(), storage: failing }, MONTH)).rejects.toThrow(/bucket unavailable/);
    expect(await files()).toHaveLength(0);
    expect(await payoutOf(affiliate.id)).toMatchObject({ fileId: null, sentAt: null });
    expect((await payMonth(deps(), MONTH)).file).toMatchObject({ transactions: 1, totalCents: affiliate.cents });
  });
});

describe('buildSepaCreditTransfer: the sepa library validates while it writes', () => {
  const input = (overrides: Partial<SepaFileInput> = {}): SepaFileInput => ({
    messageId: 'QR-PAY-202610-0123456789',
    createdAt: new Date('2026-11-03T05:00:00Z'),
    executionDate: '2026-11-03',
    debtor: { ...DEV_PAYOUT_DEBTOR },
    transfers: [
      {
        endToEndId: 'QR-PAYOUT-1',
        amountCents: 1999,
        creditor: { name: 'Paul Durand', iban: VALID_IBAN },
        remittance: 'QRecrute commissions 2026-10',
      },
    ],
    ...overrides,
  });

  it('writes a valid file; the creation time is French time, the execution date the day asked', () => {
    const doc = parsePain001(buildSepaCreditTransfer(input()));
    expect(doc.header.controlSum).toBe('19.99');
    expect(doc.payment.executionDate).toBe('2026-11-03');
    expect(buildSepaCreditTransfer(input())).toContain('<CreDtTm>2026-11-03T06:00:00</CreDtTm>');
  });

  it('control sums stay exact in cents over many transfers', () => {
    const transfers = Array.from({ length: 500 }, (_, i) => ({
      endToEndId: `QR-PAYOUT-${i + 1}`,
      amountCents: 10 + (i % 7),
      creditor: { name: 'A', iban: VALID_IBAN },
      remittance: 'x',
    }));
    const cents = transfers.reduce((sum, t) => sum + t.amountCents, 0);
    expect(parsePain001(buildSepaCreditTransfer(input({ transfers }))).header).toMatchObject({
      transactions: '500',
      controlSum: euros(cents),
    });
  });

  it('refuses what a bank would refuse: a wrong IBAN, a BIC of another country, an id too long, no transfer', () => {
    const transfer = input().transfers[0]!;
    expect(() =>
      buildSepaCreditTransfer(input({ transfers: [{ ...transfer, creditor: { name: 'X', iban: 'FR7630006000011234567890188' } }] })),
    ).toThrow(/creditorIBAN/);
    expect(() => buildSepaCreditTransfer(input({ debtor: { ...DEV_PAYOUT_DEBTOR, bic: 'DEUTDEFF' } }))).toThrow(/country mismatch/);
    expect(() => buildSepaCreditTransfer(input({ transfers: [{ ...transfer, endToEndId: 'X'.repeat(36) }] }))).toThrow(/end2endId/);
    expect(() => buildSepaCreditTransfer(input({ transfers: [{ ...transfer, amountCents: 0 }] }))).toThrow(/amount/);
    expect(() => buildSepaCreditTransfer(input({ transfers: [] }))).toThrow(/at least one/);
  });

  it('keeps names in the SEPA character set', () => {
    expect(sepaText('Œuvres sociales Zoë & Søren <b>', 70)).toBe('OEuvres sociales Zoe + Soren b');
    expect(sepaText('  ', 70)).toBe('');
    expect(sepaText('x'.repeat(80), 70)).toHaveLength(70);
    expect(sepaText('Иван Петров', 70)).toBe('Ivan Petrov');
    expect(sepaText('张伟', 70)).toBe('Zhang Wei');
  });
});
