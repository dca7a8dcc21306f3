import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceIds, type ReferenceIds } from '../../../test/candidates-fixtures.ts';
import { bearer, createTestApp, login, TEST_JWT_SECRET, type TestContext } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { populateCandidate, populateRecruiter } from '../../../test/privacy-fixtures.ts';
import { TokenSigner } from '../../lib/tokens.ts';
import { createStorage } from '../../providers/storage/create-storage.ts';
import type { Storage } from '../../providers/storage/storage.ts';

/**
 * The zip download (issue 31, decision 133): the data as JSON and PDF, the person's files
 * themselves, names beside reference ids, ISO 8601 times, and no live secret.
 */

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

type Tables = Record<string, Record<string, unknown>[]>;

/**
 * A download as a client makes it: a 503 `server_busy` (the worker pool's budget, decision 115) is
 * tried again after its Retry-After. The first task of a pool starts a worker thread (tsx, pdfkit,
 * fflate), which on this shared machine at a load of 24 took longer than the budget.
 */
async function download(ctx: TestContext, request: InjectOptions) {
  for (let attempt = 1; ; attempt += 1) {
    const res = await ctx.app.inject(request);
    if (res.statusCode !== 503 || attempt === 3) return res;
    console.info(`503 server_busy at attempt ${attempt}, Retry-After ${String(res.headers['retry-after'])} s`);
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers['retry-after'] ?? 5) * 1000));
  }
}

describe('the zip download of a person', () => {
  let ctx: TestContext;
  let refs: ReferenceIds;
  let storage: Storage;

  beforeAll(async () => {
    ctx = await createTestApp();
    refs = await seedReferenceIds(ctx.database.db);
    storage = createStorage(ctx.config.storage);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("a candidate's zip: JSON, PDF, the CV and photo themselves, labels, ISO times, no data link", { timeout: 90_000 }, async () => {
    const db = ctx.database.db;
    const recruiter = await populateRecruiter(ctx, refs, { invoice: false });
    const { candidate, needles } = await populateCandidate(db, refs, recruiter.addressId, recruiter.user.recruiterId);
    const [files] = rowsOf<{ avatar: string; file_key: string; doc_id: number }>(
      await db.execute(
        sql`select c.avatar, d.file_key, d.id as doc_id from candidates c join candidate_documents d on d.candidate_id = c.id where c.id = ${candidate.id}`,
      ),
    );
    const cv = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(`CV de ${needles.lastName}\n`), Buffer.alloc(2000, 7)]);
    const photo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    await storage.put(files!.file_key, cv, 'application/pdf');
    await storage.put(files!.avatar, photo, 'image/png');
    // The candidate asks for a new data link: the mail (kept in their outbox rows) carries a live token.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/link/', payload: { email: needles.email } })).statusCode).toBe(
      204,
    );
    const [mail] = rowsOf<{ text: string }>(
      await db.execute(sql`select text from email_outbox where candidate_id = ${candidate.id} and template = 'data-link'`),
    );
    const mailed = /token=([A-Za-z0-9_.-]+)/.exec(mail!.text)![1]!;

    const token = await new TokenSigner(TEST_JWT_SECRET).signCandidateData(candidate.uuid, 3600);
    const res = await download(ctx, { method: 'POST', url: '/api/candidate-data/export/', payload: { token, format: 'zip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="qrecrute-donnees-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip).sort();
    expect(names).toEqual(
      [
        'LISEZMOI.txt',
        'donnees.json',
        'donnees.pdf',
        `fichiers/candidate_documents/${files!.doc_id}-CV-${needles.lastName}.pdf`,
        `fichiers/candidates/${candidate.id}-avatar.png`,
      ].sort(),
    );
    // The files themselves, byte for byte.
    expect(Buffer.from(zip[`fichiers/candidate_documents/${files!.doc_id}-CV-${needles.lastName}.pdf`]!).equals(cv)).toBe(true);
    expect(Buffer.from(zip[`fichiers/candidates/${candidate.id}-avatar.png`]!).equals(photo)).toBe(true);
    expect(strFromU8(zip['donnees.pdf']!.subarray(0, 5))).toBe('%PDF-');
    // The readable PDF of decision 136 (labels, not column names), the same as the PDF download.
    const pdf = pdfText(Buffer.from(zip['donnees.pdf']!)).replace(/\s+/g, ' ');
    expect(pdf).toContain('Vos données QRecrute');
    expect(pdf).toContain(needles.email);

    const data = JSON.parse(strFromU8(zip['donnees.json']!)) as { subject: string; tables: Tables };
    expect(data.subject).toBe('candidate');
    // Beside each file key, its path in the zip.
    expect(data.tables.candidate_documents![0]!.file_key_file).toBe(
      `fichiers/candidate_documents/${files!.doc_id}-CV-${needles.lastName}.pdf`,
    );
    // Names beside reference ids (jobs, skills, languages, experiences; arrays of the match index).
    const [names0] = rowsOf<{ job: string; skill: string; language: string; experience: string }>(
      await db.execute(sql`select (select name from jobs where id = ${refs.jobIds[0]!}) as job, (select name from skills where id = ${refs.skillIds[0]!}) as skill,
        (select name from languages where id = ${refs.languageIds[0]!}) as language, (select name from experiences where id = ${refs.experienceIds[0]!}) as experience`),
    );
    expect(data.tables.candidate_searched_jobs![0]).toMatchObject({
      job_id: refs.jobIds[0],
      job_id_label: names0!.job,
      experience_id_label: names0!.experience,
    });
    expect(data.tables.candidate_skills![0]!.skill_id_label).toBe(names0!.skill);
    expect(data.tables.candidate_languages![0]!.language_id_label).toBe(names0!.language);
    expect(data.tables.match_scope![0]!.skill_ids_labels).toEqual([names0!.skill]);
    expect(data.tables.applications![0]!.address_id_label).toMatch(/^Site /);
    // ISO 8601 everywhere a time is (UTC, milliseconds), dates as YYYY-MM-DD.
    const times = [
      'created_at',
      'signed_up_at',
      'last_contact_at',
      'used_at',
      'expires_at',
      'purchased_at',
      'email_verified_at',
      'sent_at',
    ];
    let checked = 0;
    for (const rows of Object.values(data.tables)) {
      for (const row of rows) {
        for (const column of times) {
          if (row[column] === null || row[column] === undefined) continue;
          expect(row[column], column).toMatch(ISO_TIME);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(data.tables.applications![0]!.completed_at).toBe('2026-01-15');
    // No live secret: neither the data link's token (it can erase), nor any secret hash.
    const whole = Buffer.concat(Object.values(zip).map((bytes) => Buffer.from(bytes))).toString('latin1');
    expect(whole).not.toContain(mailed);
    expect(whole).not.toContain(token);
    expect(strFromU8(zip['donnees.json']!)).not.toMatch(/token_hash|password_hash|code_hash/);
    const outbox = data.tables.email_outbox!.find((row) => row.template === 'data-link')!;
    expect(outbox.text).toContain('token=[retiré de la copie]');
    expect(strFromU8(zip['LISEZMOI.txt']!)).toContain('donnees.json');
  });

  it(
    "a recruiter's zip (English account): logo, pictures and the invoice PDF, the README in English, no reset link",
    { timeout: 90_000 },
    async () => {
      const db = ctx.database.db;
      const { user, addressId } = await populateRecruiter(ctx, refs, { invoice: true });
      await db.execute(sql`update users set language = 'en' where id = ${user.userId}`);
      const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
      const invoice = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 1)]);
      await storage.put(`logos/logo-${user.recruiterId}-abcdefgh.svg`, logo, 'image/svg+xml');
      await storage.put(`invoices/invoice-${user.recruiterId}-abcdefgh.pdf`, invoice, 'application/pdf');
      await db.execute(sql`update recruiters set logo = ${`logos/logo-${user.recruiterId}-abcdefgh.svg`} where id = ${user.recruiterId}`);
      await db.execute(
        sql`update invoices set pdf_key = ${`invoices/invoice-${user.recruiterId}-abcdefgh.pdf`} where recruiter_id = ${user.recruiterId}`,
      );
      // A picture whose file is gone: named in the JSON, no file.
      await db.execute(sql`update addresses set picture = 'pictures/gone-abcdefgh.jpg' where id = ${addressId}`);
      const { access } = await login(ctx.app, user.email, user.password);
      // A reset link mailed to the account: its token still works while the copy is read.
      await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: user.email } });

      const res = await download(ctx, { method: 'GET', url: '/api/recruiter/me/data/?format=zip', headers: bearer(access) });
      expect(res.statusCode).toBe(200);
      const zip = unzipSync(new Uint8Array(res.rawPayload));
      const [invoiceRow] = rowsOf<{ id: number }>(await db.execute(sql`select id from invoices where recruiter_id = ${user.recruiterId}`));
      expect(Object.keys(zip).sort()).toEqual(
        [
          'README.txt',
          'donnees.json',
          'donnees.pdf',
          `fichiers/invoices/${invoiceRow!.id}-pdf_key.pdf`,
          `fichiers/recruiters/${user.recruiterId}-logo.svg`,
        ].sort(),
      );
      expect(Buffer.from(zip[`fichiers/invoices/${invoiceRow!.id}-pdf_key.pdf`]!).equals(invoice)).toBe(true);
      expect(strFromU8(zip['README.txt']!)).toContain('Your QRecrute data');
      const data = JSON.parse(strFromU8(zip['donnees.json']!)) as { tables: Tables };
      expect(data.tables.addresses![0]!.picture_file).toBeNull();
      expect(data.tables.recruiters![0]!.logo_file).toBe(`fichiers/recruiters/${user.recruiterId}-logo.svg`);
      expect(data.tables.email_outbox!.map((row) => row.template)).toContain('password-reset');
      const mails = data.tables.email_outbox!.map((row) => String(row.text)).join('\n');
      expect(mails).toContain('token=[retiré de la copie]');
      expect(mails).not.toMatch(/token=(?!\[retiré de la copie\])/);
    },
  );
});
