import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemo } from '../../../db/seed/demo.ts';
import { seedReference } from '../../../db/seed/reference.ts';
import { rowsOf } from '../../../lib/sql.ts';
import { createLocalStorage } from '../../../providers/storage/local-storage.ts';
import { TEST_REFERENCE } from '../../../../test/reference-catalogue.ts';
import { bearer, createTestApp, lastConfirmationToken, login, type TestContext } from '../../../../test/helpers.ts';
import { latestApplications } from '../../dashboard/dashboard.repository.ts';
import { applicationsBetween } from '../../application-digests/digests.repository.ts';

/**
 * Decision 119, second round, finding 1: an application gives its recruiter rights on the
 * candidate (contact details, documents, the proven identity) only once the owner of the e-mail
 * confirmed THAT application. Before, anyone who knew a candidate's e-mail applied to their own
 * address with it, without signing in, and read the candidate's contact details and CV.
 */

let ctx: TestContext;
let ip = 0;
const headers = () => ({ 'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}`, 'user-agent': 'Mozilla/5.0 Phone' });
const q = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(text));

interface Victim {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  street_address: string;
  doc_id: number;
}
interface Recruiter {
  access: string;
  recruiterId: number;
}

let premium: Recruiter;
let standard: Recruiter;

async function signIn(email: string): Promise<Recruiter> {
  const { access } = await login(ctx.app, email, DEMO_PASSWORD);
  const [row] = await q<{ id: number }>(
    sql`SELECT r.id FROM recruiters r JOIN users u ON u.id = r.user_id WHERE lower(u.email) = ${email}`,
  );
  return { access, recruiterId: Number(row!.id) };
}

/** A proven demo candidate with a phone, a street address and a CV, never linked to the recruiter. */
async function victimFor(recruiterId: number, not: number[] = []): Promise<Victim> {
  const [row] = await q<Victim>(sql`SELECT c.id, c.uuid::text AS uuid, c.first_name, c.last_name, c.email, c.phone_number, c.street_address,
      (SELECT min(d.id) FROM candidate_documents d WHERE d.candidate_id = c.id) AS doc_id
    FROM candidates c
    WHERE c.email_verified_at IS NOT NULL AND c.phone_number IS NOT NULL AND c.street_address IS NOT NULL
      AND EXISTS (SELECT 1 FROM candidate_documents d WHERE d.candidate_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM applications ap JOIN addresses a ON a.id = ap.address_id WHERE ap.candidate_id = c.id AND a.recruiter_id = ${recruiterId})
      AND NOT EXISTS (SELECT 1 FROM purchases pu WHERE pu.candidate_id = c.id AND pu.recruiter_id = ${recruiterId})
      AND NOT (c.id = ANY(${`{${not.join(',')}}`}::int[]))
    ORDER BY c.id LIMIT 1`);
  if (!row) throw new Error('no demo candidate fits');
  return { ...row, id: Number(row.id), doc_id: Number(row.doc_id) };
}

/** One of the recruiter's addresses (with an open job) whose subscription runs. */
async function subscribedAddressOf(recruiterId: number) {
  const [row] = await q<{ id: number; uuid: string; job_uuid: string }>(sql`SELECT a.id, a.uuid::text AS uuid,
      (SELECT aj.uuid::text FROM address_jobs aj WHERE aj.address_id = a.id AND aj.active ORDER BY aj.id LIMIT 1) AS job_uuid
    FROM addresses a WHERE a.recruiter_id = ${recruiterId}
      AND EXISTS (SELECT 1 FROM address_jobs aj WHERE aj.address_id = a.id AND aj.active)
      AND EXISTS (SELECT 1 FROM subscriptions su WHERE su.address_id = a.id AND su.status = 'active' AND su.current_period_end > now())
    ORDER BY a.id LIMIT 1`);
  if (!row) throw new Error('no subscribed address');
  return { ...row, id: Number(row.id) };
}

const typed = { firstName: 'Mallory', lastName: 'Attacker', phoneNumber: '06 66 66 66 66', withDisability: false };

/** The anonymous application with the victim's e-mail, as reproduced (no sign-in). */
async function applyAs(address: { uuid: string; job_uuid: string }, email: string) {
  const [experience] = await q<{ id: number }>(sql`SELECT id FROM experiences ORDER BY id LIMIT 1`);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/apply/${address.uuid}/`,
    headers: headers(),
    payload: { ...typed, email, addressJobUuid: address.job_uuid, experienceId: Number(experience!.id), consent: true },
  });
  expect(res.statusCode).toBe(201);
  const [ap] = await q<{ id: number; uuid: string; email_confirmed_at: string | null }>(
    sql`SELECT ap.id, ap.uuid::text AS uuid, ap.email_confirmed_at FROM applications ap JOIN candidates c ON c.id = ap.candidate_id
      WHERE lower(c.email) = lower(${email}) AND ap.address_id = (SELECT id FROM addresses WHERE uuid::text = ${address.uuid})`,
  );
  expect(ap!.email_confirmed_at).toBeNull();
  return { id: Number(ap!.id), uuid: ap!.uuid };
}

const get = (who: Recruiter, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(who.access) });

/**
 * Nothing of the victim's own contact details in an answer (`typedEmail`: the answer shows what was
 * typed with the application, the victim's e-mail included, which the caller typed).
 */
function expectNoContactOf(victim: Victim, body: string, typedEmail = false) {
  const secrets = [victim.last_name, victim.phone_number, victim.street_address, `/documents/${victim.doc_id}/`];
  for (const secret of typedEmail ? secrets : [...secrets, victim.email]) {
    expect(body, `the answer holds the victim's ${secret}`).not.toContain(secret);
  }
}

/** Every view a recruiter has of a candidate and of the application. */
async function expectLocked(who: Recruiter, victim: Victim, application: { uuid: string }, addressUuid: string) {
  const detail = await get(who, `/api/candidate/${victim.uuid}/`);
  if (detail.statusCode === 200) {
    expect(detail.json().contactAccess).toBe(false);
    expectNoContactOf(victim, detail.body);
  } else expect(detail.statusCode).toBe(404);
  const through = await get(who, `/api/candidate/${victim.uuid}/?application=${application.uuid}`);
  if (through.statusCode === 200) {
    expect(through.json().contactAccess).toBe(false);
    expectNoContactOf(victim, through.body);
  } else expect(through.statusCode).toBe(404);

  const doc = await get(who, `/api/candidate/${victim.uuid}/documents/${victim.doc_id}/`);
  expect(doc.statusCode).toBe(404);

  // The recruiter's own application: the details typed with it, marked not confirmed, no document.
  const list = await get(who, `/api/applications/?address=${addressUuid}`);
  expect(list.statusCode).toBe(200);
  const item = (list.json().results as { uuid: string; emailConfirmed: boolean; user: { firstName: string } }[]).find(
    (r) => r.uuid === application.uuid,
  )!;
  expect(item).toMatchObject({ emailConfirmed: false, user: { firstName: 'Mallory' } });
  expectNoContactOf(victim, JSON.stringify(item), true);
  const one = await get(who, `/api/applications/${application.uuid}/`);
  expect(one.statusCode).toBe(200);
  expect(one.json()).toMatchObject({ emailConfirmed: false, user: { firstName: 'Mallory' } });
  expect(one.json().documents ?? []).toEqual([]);
  expectNoContactOf(victim, one.body, true);
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { TRUST_PROXY: 'true', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rights-')) } });
  await seedReference(ctx.database.db, TEST_REFERENCE);
  await seedDemo(ctx.database.db, { candidates: 80, storage: createLocalStorage(path.join(ctx.config.dataDir, 'storage')) });
  premium = await signIn(DEMO_EMAILS.premium);
  standard = await signIn(DEMO_EMAILS.recruiter);
  // The standard recruiter pays for one address (no premium account): a running subscription.
  const [address] = await q<{ id: number }>(sql`SELECT a.id FROM addresses a
    WHERE a.recruiter_id = ${standard.recruiterId} AND EXISTS (SELECT 1 FROM address_jobs aj WHERE aj.address_id = a.id AND aj.active)
    ORDER BY a.id LIMIT 1`);
  await ctx.database.db
    .execute(sql`INSERT INTO subscriptions (recruiter_id, address_id, product_id, price_id, order_id, status, current_period_start, current_period_end)
    SELECT ${standard.recruiterId}, ${Number(address!.id)}, product_id, price_id, NULL, 'active', now() - interval '1 day', now() + interval '300 days'
    FROM subscriptions WHERE address_id IS NOT NULL ORDER BY id LIMIT 1`);
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  if (ctx) fs.rmSync(ctx.config.dataDir, { recursive: true, force: true });
});

describe('an application gives rights on the candidate only once its e-mail is confirmed (decision 119, finding 1)', () => {
  it('a premium recruiter who applies to their own address with a demo candidate’s e-mail reads no contact and no CV', async () => {
    const victim = await victimFor(premium.recruiterId);
    const site = await subscribedAddressOf(premium.recruiterId);
    // The recruiter sees nothing of the victim's before: the shop candidate is theirs to buy.
    const before = await get(premium, `/api/candidate/${victim.uuid}/`);
    expect(before.json().contactAccess).toBe(false);

    const application = await applyAs(site, victim.email);
    await expectLocked(premium, victim, application, site.uuid);

    // The dashboard and the digests name the application by what was typed with it.
    const latest = await latestApplications(ctx.database.db, site.id);
    expect(latest.find((a) => a.uuid === application.uuid)?.firstName).toBe('Mallory');
    const digest = await applicationsBetween(ctx.database.db, site.id, new Date(Date.now() - 3_600_000), new Date(Date.now() + 3_600_000));
    expect(digest.map((d) => d.firstName)).toContain('Mallory');
    expect(digest.map((d) => d.firstName)).not.toContain(victim.first_name === 'Mallory' ? '-' : victim.first_name);
  });

  it('a standard recruiter with a running address subscription reads no contact and no CV either', async () => {
    const victim = await victimFor(standard.recruiterId);
    const site = await subscribedAddressOf(standard.recruiterId);
    const application = await applyAs(site, victim.email);
    await expectLocked(standard, victim, application, site.uuid);
  });

  it('once the owner confirms the link of THAT application, its recruiter gets the contact and the CV', async () => {
    const victim = await victimFor(premium.recruiterId);
    const site = await subscribedAddressOf(premium.recruiterId);
    const application = await applyAs(site, victim.email);
    await expectLocked(premium, victim, application, site.uuid);

    const token = await lastConfirmationToken(ctx.database, victim.email);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate-email/confirm/',
      headers: headers(),
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);

    const detail = await get(premium, `/api/candidate/${victim.uuid}/`);
    // The candidate was proven before: the confirmation gives the contact, and the details stay the
    // proven ones (decision 158, the attack of 2026-11-29); the application keeps what was typed.
    expect(detail.json()).toMatchObject({
      contactAccess: true,
      lastName: victim.last_name,
      email: victim.email,
      phoneNumber: victim.phone_number,
    });
    expect(detail.body).not.toContain('Attacker');
    expect(detail.json().address.streetAddress).toBe(victim.street_address);
    expect((await get(premium, `/api/candidate/${victim.uuid}/documents/${victim.doc_id}/`)).statusCode).toBe(200);
    const one = await get(premium, `/api/applications/${application.uuid}/`);
    expect(one.json()).toMatchObject({ contactAccess: true, emailConfirmed: true, user: { lastName: 'Attacker' } });
    expect(one.json().documents).toHaveLength(1);
  });

  it('the demo seed’s confirmed applications still give recruiters their candidates’ contact and CV', async () => {
    const [row] = await q<{
      uuid: string;
      candidate_uuid: string;
      doc_id: number;
    }>(sql`SELECT ap.uuid::text AS uuid, c.uuid::text AS candidate_uuid,
        (SELECT min(d.id) FROM candidate_documents d WHERE d.candidate_id = c.id) AS doc_id
      FROM applications ap JOIN addresses a ON a.id = ap.address_id JOIN candidates c ON c.id = ap.candidate_id
      WHERE a.recruiter_id = ${premium.recruiterId} AND ap.email_confirmed_at IS NOT NULL
        AND EXISTS (SELECT 1 FROM candidate_documents d WHERE d.candidate_id = c.id)
      ORDER BY ap.id LIMIT 1`);
    const detail = await get(premium, `/api/candidate/${row!.candidate_uuid}/`);
    expect(detail.json()).toMatchObject({ contactAccess: true });
    expect((await get(premium, `/api/candidate/${row!.candidate_uuid}/documents/${Number(row!.doc_id)}/`)).statusCode).toBe(200);
    expect((await get(premium, `/api/applications/${row!.uuid}/`)).json()).toMatchObject({ contactAccess: true, emailConfirmed: true });
  });
});

describe('an unconfirmed application shows only what was typed with it, the same for a known e-mail as for an unknown one (decision 119, third round)', () => {
  /** An answer without what differs between two applications by design: their uuids and the typed e-mail. */
  const shapeOf = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (key, v: unknown) => (key === 'uuid' && v !== null ? '<uuid>' : key === 'email' ? '<typed>' : v));

  it('a recruiter who applies with a demo candidate’s e-mail learns neither that it is known nor anything of that person', async () => {
    const victim = await victimFor(premium.recruiterId);
    const [profile] = await q<{
      city_name: string | null;
      first_name: string;
      company: string | null;
      school: string | null;
    }>(sql`SELECT c.city_name,
        c.first_name, (SELECT pj.company FROM candidate_previous_jobs pj WHERE pj.candidate_id = c.id AND pj.company IS NOT NULL LIMIT 1) AS company,
        (SELECT d.school FROM candidate_degrees d WHERE d.candidate_id = c.id AND d.school IS NOT NULL LIMIT 1) AS school
      FROM candidates c WHERE c.id = ${victim.id}`);
    const site = await subscribedAddressOf(premium.recruiterId);
    const known = await applyAs(site, victim.email);
    const unknown = await applyAs(site, `nobody-${Date.now()}@example.test`);

    const list = await get(premium, `/api/applications/?address=${site.uuid}`);
    expect(list.statusCode).toBe(200);
    const items = list.json().results as { uuid: string }[];
    const knownItem = items.find((r) => r.uuid === known.uuid)!;
    const unknownItem = items.find((r) => r.uuid === unknown.uuid)!;
    expect(shapeOf(knownItem)).toEqual(shapeOf(unknownItem));
    expect(knownItem).toMatchObject({ emailConfirmed: false, candidate: { uuid: null, age: null, address: { cityName: null } } });

    const knownOne = await get(premium, `/api/applications/${known.uuid}/`);
    const unknownOne = await get(premium, `/api/applications/${unknown.uuid}/`);
    expect(knownOne.statusCode).toBe(200);
    expect(shapeOf(knownOne.json())).toEqual(shapeOf(unknownOne.json()));
    expect(knownOne.json()).toMatchObject({
      emailConfirmed: false,
      user: { firstName: 'Mallory', lastName: 'Attacker' },
      candidate: { uuid: null, firstName: 'Mallory', age: null, phoneNumber: '06 66 66 66 66', jobs: [], degrees: [], previousJobs: [] },
    });
    for (const body of [JSON.stringify(knownItem), knownOne.body]) {
      expect(body).not.toContain(victim.uuid);
      expect(body).not.toContain(profile!.first_name);
      for (const secret of [profile!.city_name, profile!.company, profile!.school]) if (secret) expect(body).not.toContain(secret);
    }

    // Nor does trying the shop's candidate uuids with that application tell whose e-mail it was.
    expect((await get(premium, `/api/candidate/${victim.uuid}/?application=${known.uuid}`)).statusCode).toBe(404);
    const publicResume = await ctx.app.inject({ method: 'GET', url: `/api/public-resume/${victim.uuid}/?application=${known.uuid}` });
    expect(publicResume.json().application).toBeNull();

    // Once the owner of the e-mail confirms that application: the whole profile, as before.
    await ctx.database.db.execute(sql`UPDATE applications SET email_confirmed_at = now() WHERE id = ${known.id}`);
    const confirmed = await get(premium, `/api/applications/${known.uuid}/`);
    expect(confirmed.json()).toMatchObject({ emailConfirmed: true, contactAccess: true, candidate: { uuid: victim.uuid } });
    if (profile!.city_name) expect(confirmed.json().candidate.address.cityName).toBe(profile!.city_name);
    const again = (await get(premium, `/api/applications/?address=${site.uuid}`)).json().results as {
      uuid: string;
      candidate: { uuid: string };
    }[];
    expect(again.find((r) => r.uuid === known.uuid)!.candidate.uuid).toBe(victim.uuid);
  });
});
