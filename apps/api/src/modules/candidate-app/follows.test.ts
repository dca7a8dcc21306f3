import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_FOLLOWS_MAX, type FollowedCompanyList } from '@app/contracts/candidate-app';
import { LANGUAGE_COOKIE } from '@app/contracts/constants';
import { addresses, addressJobs, candidateFollows, candidates, emailOutbox } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { MAILBOX_LIVE_SECRETS } from '../../lib/mailbox-secrets.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { bearer, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { insertAddress } from '../../../test/addresses-fixtures.ts';
import { fullJobBody, referenceIds, type ReferenceIds } from '../../../test/jobs-fixtures.ts';

/**
 * Companies followed (issue 33 item 4, decision 156): a signed-in candidate follows a live site and
 * stops in one call; only their own follow; a published job mails the followers once a day per site,
 * in the language they followed in, within the mailbox's day budget.
 */
let ctx: TestContext;
let ref: ReferenceIds;
let ip = 0;
const nextClient = () => `198.18.0.${(ip = (ip % 250) + 1)}`;

let owner: { access: string; recruiterId: number };
let site: { id: number; uuid: string };
let closedSite: { id: number; uuid: string };
let jobIndex = 0;

const browser = () => {
  const jar = new Map<string, string>();
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, language?: string) => {
    const res = await ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: {
        'x-forwarded-for': nextClient(),
        'x-requested-with': 'XMLHttpRequest',
        ...(jar.size || language
          ? { cookie: [...jar, ...(language ? [[LANGUAGE_COOKIE, language]] : [])].map(([k, v]) => `${k}=${v}`).join('; ') }
          : {}),
      },
    });
    for (const c of res.cookies) {
      if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  return {
    send,
    follow: (uuid: string, language?: string) => send('PUT', `/api/candidate-app/follows/${uuid}/`, undefined, language),
    unfollow: (uuid: string) => send('DELETE', `/api/candidate-app/follows/${uuid}/`),
    list: () => send('GET', '/api/candidate-app/follows/'),
  };
};

const mailsTo = (to: string, template: string) =>
  ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.id));
let counter = 0;
const fresh = () => `follower${++counter}-${Math.random().toString(36).slice(2, 8)}@example.test`;

async function signedIn(email: string) {
  const b = browser();
  expect((await b.send('POST', '/api/candidate-app/code/', { email })).statusCode).toBe(204);
  const [mail] = await mailsTo(email, 'candidate-sign-in-code');
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  const res = await b.send('POST', '/api/candidate-app/code/check/', { email, code });
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

/** The recruiter publishes a new job on `addressId` through the API (the add-job wizard's save). */
async function publish(addressId: number, active = true) {
  jobIndex += 1;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/addresses-jobs/',
    headers: bearer(owner.access),
    payload: { ...fullJobBody(ref, addressId, jobIndex), active },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await seedReference(ctx.database.db, TEST_REFERENCE);
  ref = await referenceIds(ctx.database);
  const user = await createUser(ctx.database, { company: 'Boulangerie Martin' });
  owner = { access: (await login(ctx.app, user.email, user.password)).access, recruiterId: user.recruiterId };
  site = await insertAddress(ctx.database, user.recruiterId, { name: 'Fournil Rivoli', qrcodeTown: 'Paris' });
  closedSite = await insertAddress(ctx.database, user.recruiterId, { name: 'Fournil fermé', active: false });
});
afterAll(() => ctx?.close());

describe('following a company', () => {
  it('follows a live site once, lists it, and stops in one call; a closed site cannot be followed', async () => {
    const email = fresh();
    const b = await signedIn(email);
    expect((await b.follow(site.uuid)).statusCode).toBe(204);
    expect((await b.follow(site.uuid)).statusCode).toBe(204);
    const list = (await b.list()).json<FollowedCompanyList>();
    expect(list.results).toEqual([expect.objectContaining({ uuid: site.uuid, name: 'Fournil Rivoli', town: 'Paris' })]);
    const rows = await ctx.database.db.select().from(candidateFollows).where(eq(candidateFollows.email, email));
    expect(rows).toHaveLength(1);
    expect((await b.follow(closedSite.uuid)).statusCode).toBe(404);
    expect((await b.follow('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await b.follow('nope')).statusCode).toBe(400);
    expect((await b.unfollow(site.uuid)).statusCode).toBe(204);
    expect((await b.list()).json<FollowedCompanyList>().results).toEqual([]);
  });

  it("needs the candidate's own session: none, or a recruiter's token, is refused; one candidate never ends another's follow", async () => {
    const anonymous = browser();
    expect((await anonymous.follow(site.uuid)).statusCode).toBe(401);
    const asRecruiter = await ctx.app.inject({
      method: 'PUT',
      url: `/api/candidate-app/follows/${site.uuid}/`,
      headers: { ...bearer(owner.access), 'x-forwarded-for': nextClient() },
    });
    expect(asRecruiter.statusCode).toBe(403);

    const lea = fresh();
    const leaBrowser = await signedIn(lea);
    expect((await leaBrowser.follow(site.uuid)).statusCode).toBe(204);
    const other = await signedIn(fresh());
    expect((await other.unfollow(site.uuid)).statusCode).toBe(204);
    expect((await other.list()).json<FollowedCompanyList>().results).toEqual([]);
    // Léa still follows.
    expect((await leaBrowser.list()).json<FollowedCompanyList>().results.map((r) => r.uuid)).toEqual([site.uuid]);
    await leaBrowser.unfollow(site.uuid);
  });

  it(`follows at most ${CANDIDATE_FOLLOWS_MAX} sites (409 past it)`, async () => {
    const email = fresh();
    const b = await signedIn(email);
    const many = await ctx.database.db
      .insert(addresses)
      .values(Array.from({ length: CANDIDATE_FOLLOWS_MAX }, (_, i) => ({ recruiterId: owner.recruiterId, name: `Site ${i}` })))
      .returning({ id: addresses.id });
    await ctx.database.db.insert(candidateFollows).values(many.map((m) => ({ email, addressId: m.id })));
    const res = await b.follow(site.uuid);
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.uuid).toEqual(['views.candidate_app.follow.errors.too_many']);
    await ctx.database.db.delete(addresses).where(sql`${addresses.id} in ${many.map((m) => m.id)}`);
  });
});

describe('the alert of a published job', () => {
  it('mails each follower once a day per site, in the language they followed in, with the company page', async () => {
    const fr = fresh();
    const en = fresh();
    await (await signedIn(fr)).follow(site.uuid);
    await (await signedIn(en)).follow(site.uuid, 'en');

    await publish(site.id);
    const [frMail] = await mailsTo(fr, 'candidate-company-job');
    expect(frMail?.subject).toMatch(/^Fournil Rivoli recrute : /);
    expect(frMail?.text).toContain(`/app/entreprise/${site.uuid}`);
    expect(frMail?.text).toContain('Ne plus suivre');
    const [enMail] = await mailsTo(en, 'candidate-company-job');
    expect(enMail?.subject).toMatch(/^Fournil Rivoli is hiring: /);

    // A second job the same day: nothing more.
    await publish(site.id);
    expect(await mailsTo(fr, 'candidate-company-job')).toHaveLength(1);

    // The next day (the day's mark moved back), a job made active again alerts once more.
    await ctx.database.db.update(candidateFollows).set({ lastAlertOn: '2020-01-01' }).where(eq(candidateFollows.email, fr));
    const hidden = await publish(site.id, false);
    expect(await mailsTo(fr, 'candidate-company-job')).toHaveLength(1);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/addresses-jobs/${hidden}/`,
      headers: bearer(owner.access),
      payload: { active: true },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await mailsTo(fr, 'candidate-company-job')).toHaveLength(2);
    // Already active, saved again: not a publication.
    await ctx.database.db.update(candidateFollows).set({ lastAlertOn: '2020-01-01' }).where(eq(candidateFollows.email, fr));
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/addresses-jobs/${hidden}/`,
      headers: bearer(owner.access),
      payload: { active: true },
    });
    expect(await mailsTo(fr, 'candidate-company-job')).toHaveLength(2);
  });

  it('greets a follower by a first name only once it is proven, never by one a stranger typed with the address (decision 158)', async () => {
    const typedByStranger = fresh();
    const proven = fresh();
    await ctx.database.db.insert(candidates).values([
      { firstName: 'Intrus', lastName: 'X', email: typedByStranger },
      { firstName: 'Claire', lastName: 'Y', email: proven, emailVerifiedAt: new Date() },
    ]);
    const other = await insertAddress(ctx.database, owner.recruiterId, { name: 'Fournil Bastille', qrcodeTown: 'Paris' });
    await (await signedIn(typedByStranger)).follow(other.uuid);
    await (await signedIn(proven)).follow(other.uuid);
    await publish(other.id);
    const [strangerMail] = await mailsTo(typedByStranger, 'candidate-company-job');
    expect(strangerMail?.text).toMatch(/^Bonjour,/m);
    expect(strangerMail?.text).not.toContain('Intrus');
    const [provenMail] = await mailsTo(proven, 'candidate-company-job');
    expect(provenMail?.text).toContain('Bonjour Claire,');
  });

  it("a follower who stopped gets nothing; past the mailbox's day budget, nothing more is mailed", async () => {
    const gone = fresh();
    const b = await signedIn(gone);
    await b.follow(site.uuid);
    await b.unfollow(site.uuid);
    await publish(site.id);
    expect(await mailsTo(gone, 'candidate-company-job')).toHaveLength(0);

    // One mailbox following more sites than its day budget: the budget holds across sites.
    const busy = fresh();
    const busyBrowser = await signedIn(busy);
    const sites = [];
    for (let i = 0; i < MAILBOX_LIVE_SECRETS + 2; i += 1) {
      const s = await insertAddress(ctx.database, owner.recruiterId, { name: `Boutique ${i}` });
      sites.push(s);
      expect((await busyBrowser.follow(s.uuid)).statusCode).toBe(204);
    }
    for (const s of sites) await publish(s.id);
    expect(await mailsTo(busy, 'candidate-company-job')).toHaveLength(MAILBOX_LIVE_SECRETS);
    await ctx.database.db.delete(addressJobs).where(sql`${addressJobs.addressId} in ${sites.map((s) => s.id)}`);
  });
});
