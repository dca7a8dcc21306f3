import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceIds, type ReferenceIds } from '../../../test/candidates-fixtures.ts';
import { bearer, createTestApp, createUser, login, TEST_JWT_SECRET, type TestContext } from '../../../test/helpers.ts';
import { ACCOUNT_DATA_RATE_MAX } from '../../plugins/rate-limit.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { populateCandidate, populateRecruiter, schemaTables } from '../../../test/privacy-fixtures.ts';
import { TokenSigner } from '../../lib/tokens.ts';
import { exportedColumns, NON_PERSONAL_TABLES, PERSONAL_TABLES, type Subject } from './personal-data.ts';
import { exportFileName } from './privacy.service.ts';

/**
 * Export completeness against the schema (decision 093): every table and column of the Drizzle
 * schema is classified, and the downloads hold every column classified `export`, for every table
 * that holds the person's data.
 */
describe('the map of personal data', () => {
  const tables = schemaTables();

  it('classifies every table of the schema once, and nothing else', () => {
    const names = tables.map((t) => t.name).sort();
    const classified = [...Object.keys(PERSONAL_TABLES), ...Object.keys(NON_PERSONAL_TABLES)].sort();
    expect(classified).toEqual(names);
    for (const reason of Object.values(NON_PERSONAL_TABLES)) expect(reason.length).toBeGreaterThan(5);
  });

  it('classifies every column of every personal table (a new column fails here until it is)', () => {
    for (const table of tables) {
      const personal = PERSONAL_TABLES[table.name];
      if (!personal) continue;
      expect(Object.keys(personal.columns).sort(), table.name).toEqual(table.columns.map((c) => c.name).sort());
      for (const [column, use] of Object.entries(personal.columns)) {
        if (use !== 'export') expect(use.excluded.length, `${table.name}.${column}`).toBeGreaterThan(15);
      }
      // A table read for someone exports something; a table read for no one exports nothing.
      const exported = exportedColumns(personal);
      if (Object.keys(personal.subjects).length) expect(exported.length, table.name).toBeGreaterThan(0);
      else expect(exported, table.name).toEqual([]);
    }
  });
});

describe("the export's file name", () => {
  it('is dated by the day in France, not in UTC (issue 29)', () => {
    // 23:30 UTC on 24 November is already the 25th in Paris.
    expect(exportFileName('zip', new Date('2026-11-24T23:30:00Z'))).toBe('qrecrute-donnees-2026-11-25.zip');
    expect(exportFileName('pdf', new Date('2026-11-24T12:00:00Z'))).toBe('qrecrute-donnees-2026-11-24.pdf');
  });
});

describe('the downloads hold every exported column', () => {
  let ctx: TestContext;
  let refs: ReferenceIds;

  beforeAll(async () => {
    ctx = await createTestApp();
    refs = await seedReferenceIds(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const expectComplete = (subject: Subject, tablesOut: Record<string, Record<string, unknown>[]>) => {
    const expected = Object.entries(PERSONAL_TABLES).filter(([, t]) => t.subjects[subject]);
    expect(Object.keys(tablesOut).sort()).toEqual(expected.map(([name]) => name).sort());
    for (const [name, table] of expected) {
      const rows = tablesOut[name]!;
      expect(rows.length, `${subject} export of ${name}`).toBeGreaterThan(0);
      // Beside the columns: the names of reference ids and the paths of files in the zip (decision 133).
      for (const row of rows)
        expect(
          Object.keys(row)
            .filter((k) => !/_(label|labels|file)$/.test(k))
            .sort(),
          name,
        ).toEqual(exportedColumns(table).sort());
    }
  };

  it("a recruiter's JSON download: every table of theirs, every exported column, their values", async () => {
    const { user, needles } = await populateRecruiter(ctx, refs, { invoice: true });
    const { access } = await login(ctx.app, user.email, user.password);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/data/?format=json', headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="qrecrute-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = res.json<{ subject: string; tables: Record<string, Record<string, unknown>[]> }>();
    expect(body.subject).toBe('recruiter');
    expectComplete('recruiter', body.tables);
    expect(body.tables.users![0]!.email).toBe(needles.email);
    expect(body.tables.recruiters![0]!.phone_number).toBe(needles.phone);
    expect(JSON.stringify(body.tables.users)).not.toContain('password_hash');
  });

  it("a candidate's JSON and PDF downloads from their data link", async () => {
    const { user, addressId } = await populateRecruiter(ctx, refs, { invoice: false });
    const { candidate, needles } = await populateCandidate(ctx.database.db, refs, addressId, user.recruiterId);
    const token = await new TokenSigner(TEST_JWT_SECRET).signCandidateData(candidate.uuid, 3600);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/export/', payload: { token, format: 'json' } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ tables: Record<string, Record<string, unknown>[]> }>();
    expectComplete('candidate', body.tables);
    expect(body.tables.candidates![0]!.email).toBe(needles.email);
    expect(body.tables.candidate_previous_jobs![0]!.description).toContain(needles.lastName);

    const pdf = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/export/', payload: { token, format: 'pdf' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Readable: the title, the French section titles, French labels and the values are printed
    // text; no database column name (decision 136: it read like a dump).
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Vos données QRecrute');
    expect(text).toContain('Candidatures');
    expect(text).toContain('E-mail');
    expect(text).toContain(needles.email);
    expect(text).not.toContain('email :');
    expect(text).not.toContain('first_name');
    expect(text).toMatch(/Page 1 \/ \d+/);
  });

  it(`one account downloads its data ${ACCOUNT_DATA_RATE_MAX} times per window, then waits (429): each is made in the shared worker pool (decision 144)`, async () => {
    const user = await createUser(ctx.database);
    const { access } = await login(ctx.app, user.email, user.password);
    const download = () => ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/data/?format=json', headers: bearer(access) });
    const codes = [];
    for (let i = 0; i < ACCOUNT_DATA_RATE_MAX; i += 1) codes.push((await download()).statusCode);
    expect(codes).toEqual(Array(ACCOUNT_DATA_RATE_MAX).fill(200));
    const limited = await download();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    // Another account from the same client is not held.
    const other = await createUser(ctx.database);
    const otherTokens = await login(ctx.app, other.email, other.password);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/data/?format=json', headers: bearer(otherTokens.access) })).statusCode,
    ).toBe(200);
  });

  it('refuses a download without sign-in, and a forged or foreign token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/data/' })).statusCode).toBe(401);
    const forged = await new TokenSigner('another-secret-another-secret-another-secret').signCandidateData(
      '00000000-0000-4000-8000-000000000000',
      3600,
    );
    const res = await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/export/', payload: { token: forged, format: 'json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('privacy_link_invalid');
    const email = await new TokenSigner(TEST_JWT_SECRET).signEmailProof('someone@example.test', 3600);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/', payload: { token: email } })).json().code).toBe(
      'privacy_link_invalid',
    );
    // A broken or cut link says so, like an expired one (walk of 2026-11-29, item 8: it read as a form error).
    for (const token of ['not a token', 'garbage', forged.split('.').slice(0, 2).join('.')]) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/candidate-data/', payload: { token } })).json().code).toBe(
        'privacy_link_invalid',
      );
    }
  });
});
