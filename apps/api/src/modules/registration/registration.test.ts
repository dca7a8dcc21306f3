import { eq, sql } from 'drizzle-orm';
import { ADDRESS_NAME_MAX } from '@app/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, addressJobs, orders, recruiters, subscriptions, users } from '../../db/schema/index.ts';
import {
  chargeEvent,
  createCommerceApp,
  embeddedPay,
  PARIS_PLACE,
  postWebhook,
  recruiterRegistration,
} from '../../../test/commerce-fixtures.ts';
import { bearer, createUser, emailProofFor, login, type TestContext } from '../../../test/helpers.ts';
import { createAddress, createApplication, createCandidate } from '../../../test/candidates-fixtures.ts';

let ctx: TestContext & { dataDir: string };

beforeAll(async () => {
  ctx = await createCommerceApp();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as object });
const profile = async (access: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(access) })).json();

describe('POST /api/recruiter/ (recruiter registration)', () => {
  it('creates user, recruiter, address and job in one go, then pays on the checkout and lands on the success page', async () => {
    const body = await recruiterRegistration(ctx);
    const res = await post('/api/recruiter/', body);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer.access).toBeTypeOf('string');
    // The refresh token only in its HttpOnly cookie, never in the body (decision 117).
    expect(answer.refresh).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'qr_refresh')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/token/' });
    expect(answer.checkoutUrl).toMatch(/\/checkout\/cs_emb_/);

    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email}`);
    const [recruiter] = await ctx.database.db.select().from(recruiters).where(eq(recruiters.userId, user!.id));
    expect(recruiter).toMatchObject({ company: 'Boulangerie Dupont', manager: 'Claire Dupont', siret: body.siret, isHeadhunter: false });
    const [address] = await ctx.database.db.select().from(addresses).where(eq(addresses.recruiterId, recruiter!.id));
    expect(address).toMatchObject({ name: 'Boulangerie Rivoli', qrcodeTown: 'Paris' });
    expect(await ctx.database.db.select().from(addressJobs).where(eq(addressJobs.addressId, address!.id))).toHaveLength(1);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.recruiterId, recruiter!.id));
    // The 12-month Essentiel price is the default: 490 € HT, 98 € VAT, 588 € TTC.
    expect(order).toMatchObject({ kind: 'registration', status: 'pending', totalExclVat: 49_000, vatAmount: 9800, totalInclVat: 58_800 });

    const before = await profile(answer.access);
    expect(before.recruiter.hasPayedOrders).toBe(false);

    const page = await ctx.app.inject({ method: 'GET', url: new URL(answer.checkoutUrl).pathname });
    expect(page.body).toContain('588,00');
    const location = await embeddedPay(ctx, answer.checkoutUrl, answer.access);
    expect(location).toMatch(/^http:\/\/localhost:3000\/app\/register\/success\?checkout_session_id=cs_emb_/);

    const after = await profile(answer.access);
    expect(after.recruiter.hasPayedOrders).toBe(true);
    expect(after.recruiter.addresses[0].subscription.status).toBe('active');
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.addressId, address!.id));
    const months =
      (sub!.currentPeriodEnd.getUTCFullYear() - sub!.currentPeriodStart.getUTCFullYear()) * 12 +
      sub!.currentPeriodEnd.getUTCMonth() -
      sub!.currentPeriodStart.getUTCMonth();
    expect(months).toBe(12);

    const invoices = await ctx.app.inject({ method: 'GET', url: '/api/invoices/', headers: bearer(answer.access) });
    expect(invoices.json().results).toHaveLength(1);
    expect(invoices.json().results[0]).toMatchObject({ isTreated: true, totalInclVat: 58_800 });
  });

  it('charges the 1-month price when it is chosen', async () => {
    const products = (await ctx.app.inject({ method: 'GET', url: '/api/products/' })).json().results as {
      code: string;
      prices: { id: number; unitAmount: number }[];
    }[];
    const monthly = products.find((p) => p.code === 'address_subscription')!.prices.find((p) => p.unitAmount === 4900)!;
    const body = await recruiterRegistration(ctx, { price: monthly.id });
    const res = await post('/api/recruiter/', body);
    expect(res.statusCode).toBe(201);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(res.json().checkoutUrl).pathname });
    expect(page.body).toContain('58,80');
  });

  it('refuses a price that is not an address subscription', async () => {
    const products = (await ctx.app.inject({ method: 'GET', url: '/api/products/' })).json().results as {
      code: string;
      prices: { id: number }[];
    }[];
    const poster = products.find((p) => p.code === 'additional_poster')!.prices[0]!;
    const res = await post('/api/recruiter/', await recruiterRegistration(ctx, { price: poster.id }));
    expect(res.statusCode).toBe(400);
  });

  it('enforces the 12-character strong password, the repeat and the criteria limits', async () => {
    const weak = await post(
      '/api/recruiter/',
      await recruiterRegistration(ctx, { password: 'short-2026!', passwordRepeat: 'short-2026!' }),
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.password).toContain('form.validation.min_length');
    const noSpecial = await post(
      '/api/recruiter/',
      await recruiterRegistration(ctx, { password: 'Abcdefghijk1', passwordRepeat: 'Abcdefghijk1' }),
    );
    expect(noSpecial.json().fieldErrors.password).toContain('form.validation.is_strong');
    const mismatch = await post('/api/recruiter/', await recruiterRegistration(ctx, { passwordRepeat: 'Autre-Secret-2026!' }));
    expect(mismatch.json().fieldErrors.passwordRepeat).toContain('form.validation.same_as_password');
    const body = await recruiterRegistration(ctx);
    const tooMany = await post('/api/recruiter/', { ...body, addressJob: { ...body.addressJob, personalQualities: [1, 2, 3, 4, 5, 6] } });
    expect(tooMany.statusCode).toBe(400);
    // One bound for a site's name everywhere, refused beyond it, never cut (issue 29, decision 123).
    const longName = await post('/api/recruiter/', await recruiterRegistration(ctx, { addressName: 'N'.repeat(ADDRESS_NAME_MAX + 1) }));
    expect(longName.json().fieldErrors.addressName).toEqual(['form.validation.max_length']);
    const badPhone = await post('/api/recruiter/', await recruiterRegistration(ctx, { phoneNumber: '12' }));
    expect(badPhone.json().fieldErrors.phoneNumber).toContain('form.validation.phone');
    const badSiret = await post('/api/recruiter/', await recruiterRegistration(ctx, { siret: '12345678901234' }));
    // The message of every flow: 14 digits whose checksum fails are "not valid", not "must be 14".
    expect(badSiret.json().fieldErrors.siret).toEqual(['errors.siret_invalid']);
    const shortSiret = await post('/api/recruiter/', await recruiterRegistration(ctx, { siret: '1234567890123' }));
    expect(shortSiret.json().fieldErrors.siret).toEqual(['form.validation.isSiret']);
    const foreign = await post('/api/recruiter/', await recruiterRegistration(ctx, { place: { ...PARIS_PLACE, postalCode: '1000' } }));
    expect(foreign.statusCode).toBe(400);
  });

  it('refuses a SIRET another account holds, like the SIRET change (decision 130: one rule, one SIRET per account)', async () => {
    const first = await recruiterRegistration(ctx);
    expect((await post('/api/recruiter/', first)).statusCode).toBe(201);
    const again = await post('/api/recruiter/', await recruiterRegistration(ctx, { siret: first.siret, company: 'ARNAQUE' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'siret_taken', fieldErrors: { siret: ['errors.siret_taken'] } });
    const [taken] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(recruiters)
      .where(eq(recruiters.siret, first.siret));
    expect(taken!.n).toBe(1);
  });

  describe('an account that never paid holds its SIRET for a day only (decision 141)', () => {
    const siretHolders = async (siret: string) =>
      (
        await ctx.database.db
          .select({ email: users.email })
          .from(recruiters)
          .innerJoin(users, eq(users.id, recruiters.userId))
          .where(eq(recruiters.siret, siret))
      ).map((r) => r.email);
    const ageAccount = (email: string) =>
      ctx.database.db.execute(
        sql`UPDATE recruiters SET created_at = now() - interval '25 hours' WHERE user_id = (SELECT id FROM users WHERE email = ${email})`,
      );

    it('a stale unpaid holder loses the SIRET to the next registration', async () => {
      const squatter = await recruiterRegistration(ctx, { company: 'ARNAQUE' });
      expect((await post('/api/recruiter/', squatter)).statusCode).toBe(201);
      await ageAccount(squatter.email);
      const real = await recruiterRegistration(ctx, { siret: squatter.siret });
      expect((await post('/api/recruiter/', real)).statusCode).toBe(201);
      expect(await siretHolders(squatter.siret)).toEqual([real.email]);
    });

    it('an account in use keeps its SIRET though it never paid: signed in after its first day, or a site receiving applications (outside attack, decision 169)', async () => {
      for (const use of ['signed in', 'applications'] as const) {
        const holder = await recruiterRegistration(ctx);
        expect((await post('/api/recruiter/', holder)).statusCode).toBe(201);
        await ageAccount(holder.email);
        if (use === 'signed in') await ctx.database.db.execute(sql`UPDATE users SET last_login_at = now() WHERE email = ${holder.email}`);
        else {
          const [row] = await ctx.database.db
            .select({ id: recruiters.id })
            .from(recruiters)
            .innerJoin(users, eq(users.id, recruiters.userId))
            .where(eq(users.email, holder.email));
          const address = await createAddress(ctx.database.db, row!.id, { name: 'Atelier en activité' });
          const candidate = await createCandidate(ctx.database.db, { email: `in-use-${Date.now()}@example.test` });
          await createApplication(ctx.database.db, { candidateId: candidate.id, addressId: address.id });
        }
        const other = await post('/api/recruiter/', await recruiterRegistration(ctx, { siret: holder.siret }));
        expect(other.json(), use).toMatchObject({ code: 'siret_taken', fieldErrors: { siret: ['errors.siret_taken'] } });
        expect(await siretHolders(holder.siret), use).toEqual([holder.email]);
      }
    });

    it('an account that paid keeps its SIRET whatever its age', async () => {
      const payer = await recruiterRegistration(ctx);
      const res = await post('/api/recruiter/', payer);
      await embeddedPay(ctx, res.json().checkoutUrl, res.json().access);
      await ageAccount(payer.email);
      const other = await post('/api/recruiter/', await recruiterRegistration(ctx, { siret: payer.siret }));
      expect(other.json()).toMatchObject({ code: 'siret_taken', fieldErrors: { siret: ['errors.siret_taken'] } });
      expect(await siretHolders(payer.siret)).toEqual([payer.email]);
    });

    it('a payment taken back (wholly refunded, or disputed at the bank) holds no SIRET after the day', async () => {
      for (const takeBack of ['charge.refunded', 'charge.dispute.created'] as const) {
        const squatter = await recruiterRegistration(ctx, { company: 'ARNAQUE' });
        const res = await post('/api/recruiter/', squatter);
        await embeddedPay(ctx, res.json().checkoutUrl, res.json().access);
        const [order] = await ctx.database.db
          .select({ uuid: orders.uuid, total: orders.totalInclVat })
          .from(orders)
          .innerJoin(recruiters, eq(recruiters.id, orders.recruiterId))
          .innerJoin(users, eq(users.id, recruiters.userId))
          .where(eq(users.email, squatter.email));
        expect((await postWebhook(ctx, chargeEvent(takeBack, { reference: order!.uuid, amount: order!.total }))).json()).toMatchObject({
          outcome: 'processed',
        });
        await ageAccount(squatter.email);
        const real = await recruiterRegistration(ctx, { siret: squatter.siret });
        expect((await post('/api/recruiter/', real)).statusCode, takeBack).toBe(201);
        expect(await siretHolders(squatter.siret)).toEqual([real.email]);
      }
    });

    it('two registrations racing for one SIRET: one account holds it', async () => {
      const a = await recruiterRegistration(ctx);
      const b = await recruiterRegistration(ctx, { siret: a.siret });
      const statuses = (await Promise.all([post('/api/recruiter/', a), post('/api/recruiter/', b)])).map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 400]);
      expect(await siretHolders(a.siret)).toHaveLength(1);
    });
  });

  it("keeps a site name of 35 characters and the commune's official name whole as its QR town (issue 29)", async () => {
    const name = "Les Bonnes Tables Lyon Presqu'île 1";
    expect(name).toHaveLength(ADDRESS_NAME_MAX);
    const lyon = {
      ...PARIS_PLACE,
      placeName: 'Lyon 1er Arrondissement (69001)',
      place_name: 'Lyon 1er Arrondissement (69001)',
      featureName: 'Lyon 1er Arrondissement',
      postalCode: '69001',
      inseeCode: '69381',
    };
    const body = await recruiterRegistration(ctx, { addressName: name, qrcodeTown: 'Lyon 1er Arrondissement', place: lyon });
    expect((await post('/api/recruiter/', body)).statusCode).toBe(201);
    const [address] = await ctx.database.db.select().from(addresses).where(eq(addresses.name, name));
    expect(address).toMatchObject({ name, qrcodeTown: 'Lyon 1er Arrondissement' });
  });

  it('answers email_taken only to a proven mailbox that already has an account (a replayed proof), whatever its case', async () => {
    const body = await recruiterRegistration(ctx);
    expect((await post('/api/recruiter/', body)).statusCode).toBe(201);
    const again = await post('/api/recruiter/', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'email_taken', fieldErrors: { email: ['errors.email_taken'] } });
  });

  it('orders QR stickers with the first address, 0 to 10 (spec section 2, issue 11 item 11)', async () => {
    const body = await recruiterRegistration(ctx, { stickers: 3 });
    const res = await post('/api/recruiter/', body);
    expect(res.statusCode).toBe(201);
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email}`);
    const [recruiter] = await ctx.database.db.select().from(recruiters).where(eq(recruiters.userId, user!.id));
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.recruiterId, recruiter!.id));
    // 490 € of subscription (12 months by default) and 3 x 12 € of stickers, excluding VAT.
    expect(order!.totalExclVat).toBe(49_000 + 3 * 1200);
    expect((await post('/api/recruiter/', await recruiterRegistration(ctx, { stickers: 11 }))).json().fieldErrors.stickers).toBeDefined();
  });

  it('needs the terms accepted before the first payment (issue 11, item 8)', async () => {
    for (const acceptTerms of [false, undefined]) {
      const res = await post('/api/recruiter/', await recruiterRegistration(ctx, { acceptTerms }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.acceptTerms).toEqual(['form.validation.use_condition']);
    }
  });

  it('refuses an SVG logo with the message that says PNG and JPG only (spec section 5, issue 11 item 8)', async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>').toString('base64')}`;
    const res = await post('/api/recruiter/', await recruiterRegistration(ctx, { logo: svg }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ logo: ['form.validation.image_file_format_no_svg'] });
  });

  it('creates nothing when a part is invalid (one transaction)', async () => {
    const body = await recruiterRegistration(ctx);
    const res = await post('/api/recruiter/', { ...body, addressJob: { ...body.addressJob, job: 999_999 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['addressJob.job']).toBeDefined();
    expect(
      await ctx.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${body.email}`),
    ).toHaveLength(0);
  });

  it('lets only one of two simultaneous registrations with the same e-mail through', async () => {
    const body = await recruiterRegistration(ctx);
    const answers = await Promise.all([post('/api/recruiter/', body), post('/api/recruiter/', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });
});

describe('POST /api/recruiter/headhunter/', () => {
  /** A head-hunter's body: the search (job, place) comes from the recruiter fixture's. */
  const headhunter = async (email: string, overrides: Record<string, unknown> = {}) => {
    const refs = await recruiterRegistration(ctx);
    return {
      email,
      emailProof: await emailProofFor(email),
      password: 'Chasse-2026!',
      passwordRepeat: 'Chasse-2026!',
      activitySector: refs.activitySector,
      job: refs.addressJob.job,
      place: PARIS_PLACE,
      ...overrides,
    };
  };

  it('creates a head-hunter who needs no payment, with a first site holding the job they search for (decision 121)', async () => {
    const body = await headhunter('chasseur-nouveau@example.test');
    const res = await post('/api/recruiter/headhunter/', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().checkoutUrl).toBeNull();
    const me = await profile(res.json().access);
    expect(me.recruiter.headhunter).toBe(true);
    expect(me.recruiter.activitySector.id).toBe(body.activitySector);
    // Before: no site at all, so the shop, the jobs and the QR page had nothing to show.
    expect(me.recruiter.addresses).toHaveLength(1);
    const [site] = me.recruiter.addresses;
    expect(site).toMatchObject({ name: 'Paris', qrcodeTown: 'Paris' });
    const jobs = await ctx.app.inject({
      method: 'GET',
      url: `/api/addresses-jobs/?address=${site.uuid}`,
      headers: bearer(res.json().access),
    });
    expect(jobs.statusCode).toBe(200);
    expect((jobs.json() as { job: { id: number } }[]).map((j) => j.job.id)).toEqual([body.job]);
  });

  it('gives that site no subscription and no order: the paid recruiter site stays paid', async () => {
    const body = await headhunter('chasseur-gratuit@example.test', { company: 'Cabinet Talents' });
    const res = await post('/api/recruiter/headhunter/', body);
    expect(res.statusCode).toBe(201);
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email}`);
    const [recruiter] = await ctx.database.db.select().from(recruiters).where(eq(recruiters.userId, user!.id));
    const sites = await ctx.database.db.select().from(addresses).where(eq(addresses.recruiterId, recruiter!.id));
    expect(sites.map((a) => a.name)).toEqual(['Cabinet Talents']);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.recruiterId, recruiter!.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.addressId, sites[0]!.id))).toHaveLength(0);
    const me = await profile(res.json().access);
    expect(me.recruiter).toMatchObject({ premium: false, maxAddresses: 0, hasPayedOrders: false });
    // Fields of the recruiter registration (a price, a site name) are not read here.
    const extra = await post(
      '/api/recruiter/headhunter/',
      await headhunter('chasseur-malin@example.test', { price: 1, addressName: 'Gratuit' }),
    );
    expect(extra.statusCode).toBe(201);
    const [u] = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'chasseur-malin@example.test'`);
    const [r] = await ctx.database.db.select().from(recruiters).where(eq(recruiters.userId, u!.id));
    expect(await ctx.database.db.select().from(orders).where(eq(orders.recruiterId, r!.id))).toHaveLength(0);
    expect((await ctx.database.db.select().from(addresses).where(eq(addresses.recruiterId, r!.id))).map((a) => a.name)).toEqual(['Paris']);
  });

  it('refuses a registration without the search, or with an unknown job, and says which field', async () => {
    const missing = await post('/api/recruiter/headhunter/', {
      ...(await headhunter('hh-vide@example.test')),
      job: undefined,
      place: undefined,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.job).toContain('views.register_step_1.job_required');
    expect(missing.json().fieldErrors.place).toBeDefined();
    const unknown = await post('/api/recruiter/headhunter/', await headhunter('hh-inconnu@example.test', { job: 99_999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.job).toBeDefined();
    const abroad = await post(
      '/api/recruiter/headhunter/',
      await headhunter('hh-ailleurs@example.test', { place: { ...PARIS_PLACE, postalCode: '1000' } }),
    );
    expect(abroad.statusCode).toBe(400);
  });

  it('declares the strong-password rule it announces (8 characters minimum)', async () => {
    const weak = await post(
      '/api/recruiter/headhunter/',
      await headhunter('hh-weak@example.test', { password: 'abcdefgh', passwordRepeat: 'abcdefgh' }),
    );
    expect(weak.json().fieldErrors.password).toContain('form.validation.is_strong');
    const short = await post(
      '/api/recruiter/headhunter/',
      await headhunter('hh-short@example.test', { password: 'Ab1!', passwordRepeat: 'Ab1!' }),
    );
    expect(short.json().fieldErrors.password).toContain('form.validation.min_length');
  });
});

describe('POST /api/recruiter/headhunter/first-site/ (decision 136)', () => {
  /** A head-hunter account as made before decision 121: no site at all. */
  const legacyHeadhunter = async (options: { company?: string; headhunter?: boolean; affiliate?: boolean } = {}) => {
    const user = await createUser(ctx.database, {
      headhunter: options.headhunter ?? true,
      affiliate: options.affiliate ?? false,
      company: options.company,
    });
    const { access } = await login(ctx.app, user.email, user.password);
    return { ...user, access };
  };
  const firstSite = (access: string | null, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/recruiter/headhunter/first-site/',
      payload: payload as object,
      headers: access ? bearer(access) : {},
    });
  const search = async () => ({ job: (await recruiterRegistration(ctx)).addressJob.job, place: PARIS_PLACE });
  const sitesOf = (recruiterId: number) => ctx.database.db.select().from(addresses).where(eq(addresses.recruiterId, recruiterId));

  it("gives a head-hunter without any site the registration's free site, holding the searched job; once", async () => {
    const hh = await legacyHeadhunter({ company: 'Cabinet Ancien' });
    // Before: no site, so the shop had nothing to show and nothing offered one.
    expect((await profile(hh.access)).recruiter.addresses).toHaveLength(0);
    const body = await search();
    const res = await firstSite(hh.access, body);
    expect(res.statusCode).toBe(201);
    const [site] = (await profile(hh.access)).recruiter.addresses;
    expect(site).toMatchObject({ uuid: res.json().address, name: 'Cabinet Ancien', qrcodeTown: 'Paris' });
    const jobs = await ctx.app.inject({ method: 'GET', url: `/api/addresses-jobs/?address=${site.uuid}`, headers: bearer(hh.access) });
    expect((jobs.json() as { job: { id: number } }[]).map((j) => j.job.id)).toEqual([body.job]);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.recruiterId, hh.recruiterId))).toHaveLength(0);
    expect(
      await ctx.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.addressId, (await sitesOf(hh.recruiterId))[0]!.id)),
    ).toHaveLength(0);
    // A second one is paid like every other site.
    expect((await firstSite(hh.access, body)).statusCode).toBe(409);
    expect(await sitesOf(hh.recruiterId)).toHaveLength(1);
  });

  it('makes one site when asked twice at once', async () => {
    const hh = await legacyHeadhunter();
    const body = await search();
    const codes = (await Promise.all([firstSite(hh.access, body), firstSite(hh.access, body)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    expect(await sitesOf(hh.recruiterId)).toHaveLength(1);
  });

  it('is for head-hunters only, signed in, with a known job and a French place', async () => {
    const body = await search();
    const recruiter = await legacyHeadhunter({ headhunter: false });
    expect((await firstSite(recruiter.access, body)).statusCode).toBe(403);
    const affiliate = await legacyHeadhunter({ headhunter: false, affiliate: true });
    expect((await firstSite(affiliate.access, body)).statusCode).toBe(403);
    expect(await sitesOf(recruiter.recruiterId)).toHaveLength(0);
    expect((await firstSite(null, body)).statusCode).toBe(401);
    const hh = await legacyHeadhunter();
    const unknown = await firstSite(hh.access, { ...body, job: 99_999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.job).toBeDefined();
    const missing = await firstSite(hh.access, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.job).toContain('views.register_step_1.job_required');
    expect(missing.json().fieldErrors.place).toBeDefined();
    expect(await sitesOf(hh.recruiterId)).toHaveLength(0);
  });
});

describe('POST /api/recruiter/affiliate/', () => {
  const affiliate = async (overrides: Record<string, unknown> = {}) => {
    const email = `affilie-${Math.random().toString(36).slice(2)}@example.test`;
    return { email, emailProof: await emailProofFor(email), ...affiliateRest, ...overrides };
  };
  const affiliateRest = {
    password: 'Affilie-2026!',
    passwordRepeat: 'Affilie-2026!',
    company: 'Martin Conseil',
    manager: 'Paul Martin',
    phoneNumber: '+33 6 11 22 33 44',
    place: PARIS_PLACE,
    posters: 2,
    stickers: 1,
    useCondition: true,
  };

  it('creates the affiliate with the kit order, and the payment starts the yearly kit subscription', async () => {
    const res = await post('/api/recruiter/affiliate/', await affiliate());
    expect(res.statusCode).toBe(201);
    const { access, checkoutUrl } = res.json();
    const me = await profile(access);
    expect(me.recruiter.affiliate).toBe(true);
    expect(me.recruiter.hasPayedOrders).toBe(false);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
    // 290 + 2 x 15 + 12 = 332 € HT, 398,40 € TTC.
    expect(page.body).toContain('332,00');
    expect(page.body).toContain('398,40');
    const location = await embeddedPay(ctx, checkoutUrl, access);
    expect(location).toContain('/app/affiliate/dashboard?checkout_session_id=');
    expect((await profile(access)).recruiter.hasPayedOrders).toBe(true);
    const subs = (await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/', headers: bearer(access) })).json().results;
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'active', product: { code: 'affiliate_kit' }, price: { intervalMonths: 12 } });
  });

  it('needs the terms consent', async () => {
    const res = await post('/api/recruiter/affiliate/', await affiliate({ useCondition: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.useCondition).toContain('form.validation.use_condition');
  });

  it('bounds the extra quantities to 0..10', async () => {
    expect((await post('/api/recruiter/affiliate/', await affiliate({ posters: 11 }))).statusCode).toBe(400);
  });
});
