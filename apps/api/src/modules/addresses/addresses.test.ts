import { CONTACT_RATE_LIMIT } from '@app/contracts/contact';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql.ts';
import { addressRowsFromJson, recruiterAddressRowsJson, selectAddressRows } from './addresses.repository.ts';
import { toAddressSummary, type AddressRow } from './addresses.mapper.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_NAME_MAX,
  DESCRIPTION_MAX,
  MESSAGE_MAX,
  QRCODE_TOWN_MAX,
  RECRUITMENT_STEPS_MAX,
  VALUES_MAX,
} from '@app/contracts/constants';
import {
  activitySectors,
  addresses,
  advantages,
  contactMessages,
  emailOutbox,
  orders,
  prices,
  products,
  recruiters,
  recruitmentSteps,
} from '../../db/schema/index.ts';
import { createPendingOrder } from '../orders/orders.service.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { bearer, createUser, login } from '../../../test/helpers.ts';
import {
  createAddressActor,
  createAddressesApp,
  insertAddress,
  LYON_PLACE,
  ROLES,
  subscribe,
  type AddressActor,
  type RoleName,
} from '../../../test/addresses-fixtures.ts';

type Ctx = Awaited<ReturnType<typeof createAddressesApp>>;

describe('addresses', () => {
  let ctx: Ctx;
  const actors = {} as Record<RoleName, AddressActor>;
  let other: AddressActor;
  let sectorId: number;

  const inject = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, access?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: access ? bearer(access) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  beforeAll(async () => {
    ctx = await createAddressesApp();
    await seedReference(ctx.database.db, TEST_REFERENCE);
    for (const role of ROLES) actors[role] = await createAddressActor(ctx.app, ctx.database, role);
    other = await createAddressActor(ctx.app, ctx.database, 'premium', 'Adresse de quelqu’un d’autre');
    [{ id: sectorId }] = (await ctx.database.db.select({ id: activitySectors.id }).from(activitySectors).limit(1)) as [{ id: number }];
  });
  afterAll(async () => ctx?.close());

  describe('permissions of every call for every role', () => {
    const calls = (uuid: string) =>
      [
        ['GET', '/api/addresses/', undefined],
        ['GET', '/api/addresses/parent/', undefined],
        ['GET', `/api/addresses/${uuid}/`, undefined],
        ['PATCH', `/api/addresses/${uuid}/`, { active: true }],
        ['POST', `/api/addresses/${uuid}/ask/`, { number: 1, email: 'a@example.test', message: '' }],
        ['DELETE', `/api/addresses/${uuid}/`, undefined],
      ] as const;

    it('answers 401 without a token', async () => {
      for (const [method, url, body] of calls(actors.recruiter.address.uuid)) {
        expect((await inject(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('answers 403 to an affiliate', async () => {
      for (const [method, url, body] of calls(actors.affiliate.address.uuid)) {
        expect((await inject(method, url, actors.affiliate.access, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    });

    it("answers 404 on another recruiter's address, for every recruiter role, and changes nothing", async () => {
      for (const role of ['recruiter', 'premium', 'headhunter', 'headhunterPremium'] as const) {
        for (const [method, url, body] of calls(other.address.uuid).slice(2)) {
          const res = await inject(method, url, actors[role].access, body);
          expect(res.statusCode, `${role} ${method} ${url}`).toBe(404);
          expect(res.json()).toEqual({ code: 'not_found', message: 'Not found' });
        }
      }
      const [still] = await ctx.database.db.select().from(addresses).where(eq(addresses.uuid, other.address.uuid));
      expect(still?.name).toBe('Adresse de quelqu’un d’autre');
    });

    it('lets each recruiter role read and change their own address', async () => {
      for (const role of ['recruiter', 'premium', 'headhunter', 'headhunterPremium'] as const) {
        const { access, address } = actors[role];
        const list = await inject('GET', '/api/addresses/', access);
        expect(list.statusCode).toBe(200);
        expect(list.json().results.map((a: { uuid: string }) => a.uuid)).toEqual([address.uuid]);
        expect((await inject('GET', `/api/addresses/${address.uuid}/`, access)).statusCode).toBe(200);
        expect((await inject('PATCH', `/api/addresses/${address.uuid}/`, access, { active: false })).json().active).toBe(false);
        expect((await inject('PATCH', `/api/addresses/${address.uuid}/`, access, { active: true })).json().active).toBe(true);
      }
    });

    it('refuses a malformed uuid with a validation error', async () => {
      expect((await inject('GET', '/api/addresses/not-a-uuid/', actors.recruiter.access)).statusCode).toBe(400);
    });
  });

  describe('GET /api/addresses/ (page, search)', () => {
    let chain: Awaited<ReturnType<typeof createUser>> & { access: string };
    beforeAll(async () => {
      const user = await createUser(ctx.database, { maxAddresses: 20 });
      const names = [
        'Saint-Étienne Centre',
        'Lyon Part-Dieu',
        'Lyon Bellecour',
        ...Array.from({ length: 9 }, (_, i) => `Magasin ${String(i + 1).padStart(2, '0')}`),
      ];
      for (const name of names) await insertAddress(ctx.database, user.recruiterId, { name });
      chain = { ...user, access: (await login(ctx.app, user.email, user.password)).access };
    });

    it('answers pages of 10 with the paginated shape', async () => {
      const first = (await inject('GET', '/api/addresses/', chain.access)).json();
      expect(first).toMatchObject({ count: 12, totalPages: 2, pageSize: 10, previousPageNumber: null, nextPageNumber: 2 });
      expect(first.results).toHaveLength(10);
      const second = (await inject('GET', '/api/addresses/?page=2', chain.access)).json();
      expect(second).toMatchObject({ previousPageNumber: 1, nextPageNumber: null });
      expect(second.results).toHaveLength(2);
      const beyond = (await inject('GET', '/api/addresses/?page=3', chain.access)).json();
      expect(beyond.results).toEqual([]);
      expect((await inject('GET', '/api/addresses/?page=0', chain.access)).statusCode).toBe(400);
      expect((await inject('GET', '/api/addresses/?page_size=51', chain.access)).statusCode).toBe(400);
    });

    it('searches names and places, accents and case ignored', async () => {
      const etienne = (await inject('GET', '/api/addresses/?search=ETIENNE', chain.access)).json();
      expect(etienne.results.map((a: { name: string }) => a.name)).toEqual(['Saint-Étienne Centre']);
      const lyon = (await inject('GET', `/api/addresses/?search=${encodeURIComponent('lyon')}`, chain.access)).json();
      expect(lyon.count).toBe(12); // every address is placed in Lyon
      const none = (await inject('GET', '/api/addresses/?search=%25', chain.access)).json();
      expect(none.count).toBe(0);
    });
  });

  describe('GET /api/addresses/{uuid}/', () => {
    it('answers the address with its jobs, brand fields and subscription', async () => {
      const { access, address, recruiterId } = actors.premium;
      await subscribe(ctx.database, recruiterId, address.id);
      const res = await inject('GET', `/api/addresses/${address.uuid}/`, access);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        uuid: address.uuid,
        name: 'Adresse premium',
        premium: true,
        jobs: [],
        advantages: [],
        recruitmentSteps: [],
        completed: true,
      });
      expect(body.subscription.status).toBe('active');
      expect(body).not.toHaveProperty('recruiterId');
      expect(body).not.toHaveProperty('recruiter_id');
    });

    it('says which QR products were paid for it, where they are delivered, and the prices of its subscription (spec section 3)', async () => {
      const { access, address, recruiterId } = actors.premium;
      const db = ctx.database.db;
      const [sticker] = await db
        .select({ productId: products.id, priceId: prices.id, name: products.name })
        .from(prices)
        .innerJoin(products, eq(products.id, prices.productId))
        .where(eq(products.code, 'additional_sticker'));
      const paid = await createPendingOrder(db, {
        recruiterId,
        kind: 'products',
        lines: [
          {
            productId: sticker!.productId,
            priceId: sticker!.priceId,
            label: 'Autocollant',
            quantity: 4,
            unitAmount: 1200,
            addressId: address.id,
          },
        ],
      });
      await db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, paid.id));
      // A pending order does not count.
      await createPendingOrder(db, {
        recruiterId,
        kind: 'products',
        lines: [
          {
            productId: sticker!.productId,
            priceId: sticker!.priceId,
            label: 'Autocollant',
            quantity: 9,
            unitAmount: 1200,
            addressId: address.id,
          },
        ],
      });
      const body = (await inject('GET', `/api/addresses/${address.uuid}/`, access)).json();
      expect(body.products).toEqual([{ id: sticker!.productId, name: sticker!.name, quantity: 4 }]);
      expect(body.deliveryAddress).toBeTypeOf('string');
      const subscriptionPrices = await db
        .select({ id: prices.id })
        .from(prices)
        .where(eq(prices.productId, body.subscription.plan.product));
      expect(body.subscription.prices.map((p: { id: number }) => p.id).sort()).toEqual(subscriptionPrices.map((p) => p.id).sort());
      expect(body.subscription.prices.every((p: { recurring: unknown }) => p.recurring !== null)).toBe(true);
    });
  });

  describe('PATCH /api/addresses/{uuid}/: the partial forms and their limits', () => {
    const patch = (body: unknown, who: RoleName = 'recruiter') =>
      inject('PATCH', `/api/addresses/${actors[who].address.uuid}/`, actors[who].access, body);
    const fieldErrors = async (body: unknown, who: RoleName = 'recruiter') => {
      const res = await patch(body, who);
      expect(res.statusCode).toBe(400);
      return res.json().fieldErrors as Record<string, string[]>;
    };

    it('saves the full address form and derives the QR town from the place', async () => {
      const res = await patch({
        name: 'Boulangerie de la Croix-Rousse',
        content: LYON_PLACE,
        receiveApplicationByEmail: true,
        email: 'boutique@example.test',
        frequency: 'daily',
        activitySector: sectorId,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Boulangerie de la Croix-Rousse',
        content: { placeName: 'Lyon (69001)', postalCode: '69001' },
        qrcodeTown: 'Lyon',
        receiveApplicationByEmail: true,
        email: 'boutique@example.test',
        frequency: 'daily',
        activitySector: { id: sectorId },
      });
      const [row] = await ctx.database.db.select().from(addresses).where(eq(addresses.id, actors.recruiter.address.id));
      expect(row).toMatchObject({ latitude: 45.764, longitude: 4.8357 });
    });

    it(`accepts a name of ${ADDRESS_NAME_MAX} characters and refuses ${ADDRESS_NAME_MAX + 1}, or blank`, async () => {
      expect((await patch({ name: 'N'.repeat(ADDRESS_NAME_MAX) })).statusCode).toBe(200);
      expect((await fieldErrors({ name: 'N'.repeat(ADDRESS_NAME_MAX + 1) })).name).toEqual(['form.validation.max_length']);
      expect((await fieldErrors({ name: '   ' })).name).toEqual(['form.validation.required']);
    });

    it(`accepts a QR town of ${QRCODE_TOWN_MAX} characters and refuses ${QRCODE_TOWN_MAX + 1}`, async () => {
      expect((await patch({ qrcodeTown: 'T'.repeat(QRCODE_TOWN_MAX) })).json().qrcodeTown).toBe('T'.repeat(QRCODE_TOWN_MAX));
      expect((await fieldErrors({ qrcodeTown: 'T'.repeat(QRCODE_TOWN_MAX + 1) })).qrcodeTown).toEqual(['form.validation.max_length']);
    });

    it('refuses places outside France and incomplete places', async () => {
      expect((await fieldErrors({ content: { ...LYON_PLACE, postalCode: '1000' } }))['content.postalCode']).toEqual([
        'form.validation.french_place',
      ]);
      expect((await fieldErrors({ content: { ...LYON_PLACE, postalCode: '99123' } }))['content.postalCode']).toEqual([
        'form.validation.french_place',
      ]);
      expect(await fieldErrors({ content: { placeName: 'Lyon' } })).toHaveProperty(['content.featureName']);
    });

    it('checks the notification e-mail and the frequency', async () => {
      expect((await fieldErrors({ email: 'pas-un-email' })).email).toEqual(['form.validation.email']);
      expect((await patch({ email: '', receiveApplicationByEmail: false })).json().email).toBeNull();
      expect((await fieldErrors({ receiveApplicationByEmail: true })).email).toEqual(['form.validation.required']);
      expect((await fieldErrors({ frequency: 'monthly' })).frequency).toBeDefined();
      expect((await patch({ frequency: 'weekly' })).json().frequency).toBe('weekly');
    });

    it('checks the activity sector exists; null clears it', async () => {
      expect((await fieldErrors({ activitySector: 999_999 })).activitySector).toEqual(['form.validation.invalid_choice']);
      expect((await patch({ activitySector: null })).json().activitySector).toBeNull();
      expect((await patch({ activitySector: sectorId })).json().activitySector.id).toBe(sectorId);
    });

    it('saves the active switch and the free-application flag', async () => {
      expect((await patch({ active: false })).json().active).toBe(false);
      expect((await patch({ active: true })).json().active).toBe(true);
      expect((await patch({ freeApplication: true })).json().freeApplication).toBe(true);
    });

    it('refuses unknown fields and wrong types', async () => {
      expect((await patch({ recruiterId: 1 })).statusCode).toBe(400);
      expect((await patch({ active: 'yes' })).statusCode).toBe(400);
    });

    it('keeps the brand page to premium and premium head-hunter accounts (403 otherwise)', async () => {
      for (const role of ['recruiter', 'headhunter'] as const) {
        expect((await patch({ values: 'Nos valeurs', description: 'Notre histoire' }, role)).statusCode).toBe(403);
        expect((await patch({ youtubeLink: 'https://youtu.be/dQw4w9WgXcQ' }, role)).statusCode).toBe(403);
      }
      for (const role of ['premium', 'headhunterPremium'] as const) {
        expect((await patch({ values: 'Nos valeurs', description: 'Notre histoire' }, role)).statusCode).toBe(200);
      }
    });

    it(`saves values and description together, up to ${VALUES_MAX} characters, non-blank`, async () => {
      const who = 'premium';
      expect((await patch({ values: 'V'.repeat(VALUES_MAX), description: 'D'.repeat(DESCRIPTION_MAX) }, who)).statusCode).toBe(200);
      expect((await fieldErrors({ values: 'V'.repeat(VALUES_MAX + 1), description: 'ok' }, who)).values).toEqual([
        'form.validation.max_length',
      ]);
      expect((await fieldErrors({ values: 'ok', description: 'D'.repeat(DESCRIPTION_MAX + 1) }, who)).description).toEqual([
        'form.validation.max_length',
      ]);
      expect((await fieldErrors({ values: '  ', description: 'ok' }, who)).values).toEqual(['form.validation.required']);
      expect((await fieldErrors({ values: 'seul' }, who)).description).toEqual(['form.validation.required']);
      const detail = (await inject('GET', `/api/addresses/${actors.premium.address.uuid}/`, actors.premium.access)).json();
      expect(detail.values).toHaveLength(VALUES_MAX);
    });

    it('checks the video link', async () => {
      const who = 'premium';
      expect((await patch({ youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, who)).statusCode).toBe(200);
      expect((await patch({ youtubeLink: 'https://youtu.be/dQw4w9WgXcQ' }, who)).statusCode).toBe(200);
      expect((await fieldErrors({ youtubeLink: 'javascript:alert(1)' }, who)).youtubeLink).toEqual(['form.validation.youtube_link']);
      expect((await fieldErrors({ youtubeLink: 'https://example.com/video' }, who)).youtubeLink).toEqual(['form.validation.youtube_link']);
      expect((await patch({ youtubeLink: '' }, who)).statusCode).toBe(200);
    });

    it(`keeps at most ${RECRUITMENT_STEPS_MAX} distinct, known recruitment steps, in order`, async () => {
      const who = 'premium';
      const ids = (await ctx.database.db.select({ id: recruitmentSteps.id }).from(recruitmentSteps)).map((r) => r.id);
      expect(ids.length).toBeGreaterThan(RECRUITMENT_STEPS_MAX);
      const six = ids.slice(0, RECRUITMENT_STEPS_MAX).reverse();
      expect((await patch({ recruitmentSteps: six }, who)).statusCode).toBe(200);
      const detail = (await inject('GET', `/api/addresses/${actors.premium.address.uuid}/`, actors.premium.access)).json();
      expect(detail.recruitmentSteps.map((s: { id: number }) => s.id)).toEqual(six);
      expect((await fieldErrors({ recruitmentSteps: ids.slice(0, RECRUITMENT_STEPS_MAX + 1) }, who)).recruitmentSteps).toEqual([
        'form.validation.max_length',
      ]);
      expect((await fieldErrors({ recruitmentSteps: [ids[0], ids[0]] }, who)).recruitmentSteps).toEqual([
        'components.brand_recruitment.errors.duplicates',
      ]);
      expect((await fieldErrors({ recruitmentSteps: [999_999] }, who)).recruitmentSteps).toEqual(['form.validation.invalid_choice']);
      expect((await patch({ recruitmentSteps: [] }, who)).statusCode).toBe(200);
    });

    it("selects catalogue advantages and the address's own, never another address's", async () => {
      const who = 'premium';
      const [catalogue] = await ctx.database.db.select({ id: advantages.id }).from(advantages).limit(1);
      const [own] = await ctx.database.db
        .insert(advantages)
        .values({ name: 'Vélo de fonction', addressId: actors.premium.address.id })
        .returning({ id: advantages.id });
      const [foreign] = await ctx.database.db
        .insert(advantages)
        .values({ name: 'Secret', addressId: other.address.id })
        .returning({ id: advantages.id });
      expect((await patch({ advantages: [catalogue!.id, own!.id] }, who)).statusCode).toBe(200);
      const detail = (await inject('GET', `/api/addresses/${actors.premium.address.uuid}/`, actors.premium.access)).json();
      expect(detail.advantages).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: own!.id, category: null, name: 'Vélo de fonction' }),
          expect.objectContaining({ id: catalogue!.id }),
        ]),
      );
      expect((await fieldErrors({ advantages: [foreign!.id] }, who)).advantages).toEqual(['form.validation.invalid_choice']);
    });
  });

  describe('DELETE /api/addresses/{uuid}/', () => {
    it('refuses a parent address and the last address, deletes a child', async () => {
      const user = await createUser(ctx.database, { maxAddresses: 3 });
      const parent = await insertAddress(ctx.database, user.recruiterId, { name: 'Siège' });
      const child = await insertAddress(ctx.database, user.recruiterId, { name: 'Annexe', parentId: parent.id });
      const { access } = await login(ctx.app, user.email, user.password);
      const refused = await inject('DELETE', `/api/addresses/${parent.uuid}/`, access);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('parent_address_delete');
      expect((await inject('DELETE', `/api/addresses/${child.uuid}/`, access)).statusCode).toBe(204);
      expect((await inject('GET', `/api/addresses/${child.uuid}/`, access)).statusCode).toBe(404);
      const last = await inject('DELETE', `/api/addresses/${parent.uuid}/`, access);
      expect(last.statusCode).toBe(409);
      expect(last.json().code).toBe('last_address_delete');
    });
  });

  describe('GET /api/addresses/parent/', () => {
    it('answers 204 when the account has no group', async () => {
      const res = await inject('GET', '/api/addresses/parent/', actors.recruiter.access);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    });

    it("answers the account's own parent, and for a child account the parent it belongs to", async () => {
      const manager = await createUser(ctx.database, { maxAddresses: 3 });
      const head = await insertAddress(ctx.database, manager.recruiterId, { name: 'Franchise Siège' });
      await insertAddress(ctx.database, manager.recruiterId, { name: 'Franchise Annexe', parentId: head.id });
      const managerAccess = (await login(ctx.app, manager.email, manager.password)).access;
      expect((await inject('GET', '/api/addresses/parent/', managerAccess)).json()).toMatchObject({
        uuid: head.uuid,
        isParent: true,
        childrenLength: 1,
      });

      const franchisee = await createUser(ctx.database, {});
      await ctx.database.db.update(recruiters).set({ parentId: manager.recruiterId }).where(eq(recruiters.id, franchisee.recruiterId));
      await insertAddress(ctx.database, franchisee.recruiterId, { name: 'Franchisé', parentId: head.id });
      const franchiseeAccess = (await login(ctx.app, franchisee.email, franchisee.password)).access;
      const parent = (await inject('GET', '/api/addresses/parent/', franchiseeAccess)).json();
      expect(parent.uuid).toBe(head.uuid);
      // The franchisee still cannot open the manager's address itself.
      expect((await inject('GET', `/api/addresses/${head.uuid}/`, franchiseeAccess)).statusCode).toBe(404);
    });
  });

  describe('POST /api/addresses/{uuid}/ask/', () => {
    const ask = (body: unknown) => inject('POST', `/api/addresses/${actors.premium.address.uuid}/ask/`, actors.premium.access, body);

    it('keeps the request and mails the sales team', async () => {
      const res = await ask({ number: 3, email: 'gerant@example.test', message: 'Trois franchises de plus' });
      expect(res.statusCode).toBe(204);
      const [message] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.kind, 'ask_address'));
      expect(message).toMatchObject({
        quantity: 3,
        email: 'gerant@example.test',
        message: 'Trois franchises de plus',
        addressId: actors.premium.address.id,
      });
      const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'ask-address'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('Trois franchises de plus');
    });

    it('defaults the number to 1 and checks every limit', async () => {
      expect((await ask({ email: 'gerant@example.test' })).statusCode).toBe(204);
      expect((await ask({ number: 0, email: 'gerant@example.test' })).json().fieldErrors.number).toEqual(['form.validation.required']);
      expect((await ask({ number: 100, email: 'gerant@example.test' })).statusCode).toBe(204);
      expect((await ask({ number: 101, email: 'gerant@example.test' })).json().fieldErrors.number).toEqual(['form.validation.max_length']);
      expect((await ask({ number: 1, email: 'pas-un-email' })).json().fieldErrors.email).toEqual(['form.validation.email']);
      expect((await ask({ number: 1, email: '' })).json().fieldErrors.email).toEqual(['form.validation.required']);
      expect((await ask({ number: 1, email: 'gerant@example.test', message: 'm'.repeat(MESSAGE_MAX) })).statusCode).toBe(204);
      expect(
        (await ask({ number: 1, email: 'gerant@example.test', message: 'm'.repeat(MESSAGE_MAX + 1) })).json().fieldErrors.message,
      ).toEqual(['form.validation.max_length']);
    });

    it(`accepts at most ${CONTACT_RATE_LIMIT.max} requests an account in the contact form's window, then 429 with Retry-After and no mail (decision 140)`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < CONTACT_RATE_LIMIT.max + 1; i++)
        statuses.push((await ask({ number: 1, email: 'gerant@example.test', message: `demande ${i}` })).statusCode);
      expect(statuses.at(-1)).toBe(429);
      const refused = await ask({ number: 1, email: 'gerant@example.test', message: 'encore' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'ask-address'));
      expect(mails.length).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.max);
      expect(mails.some((m) => m.text.includes('encore'))).toBe(false);
    });
  });
  it('reads the same address rows as one JSON value (the profile, decision 101) as the address query does', async () => {
    const db = ctx.database.db;
    const owner = await createUser(ctx.database, { maxAddresses: 3 });
    const parent = await insertAddress(ctx.database, owner.recruiterId, {
      name: 'Zèbre',
      activitySectorId: sectorId,
      siret: '55203253400646',
    });
    await insertAddress(ctx.database, owner.recruiterId, {
      name: 'école',
      parentId: parent.id,
      content: null,
      qrcodeTown: null,
      active: false,
    });
    await insertAddress(ctx.database, owner.recruiterId, {
      name: 'Abc',
      parentId: parent.id,
      email: 'a@example.test',
      frequency: 'weekly',
      receiveApplicationByEmail: true,
      freeApplication: true,
    });
    const subscribed = await insertAddress(ctx.database, owner.recruiterId, { name: 'abc' });
    await subscribe(db, owner.recruiterId, subscribed.id, 'canceled', -400);
    await subscribe(db, owner.recruiterId, subscribed.id, 'active', 20);
    await subscribe(db, owner.recruiterId, parent.id, 'past_due', 3);
    // Microseconds, as PostgreSQL keeps them, and a renewal cancelled.
    await db.execute(
      sql`UPDATE subscriptions SET current_period_end = current_period_end + interval '0.123456 seconds', cancel_at_period_end = true WHERE address_id = ${parent.id}`,
    );
    await db.execute(sql`UPDATE addresses SET completed_at = now() - interval '0.654321 seconds' WHERE id = ${parent.id}`);
    await db.execute(sql`UPDATE addresses SET completed_at = NULL WHERE id = ${subscribed.id}`);
    const json = rowsOf<{ rows: unknown }>(
      await db.execute(
        sql`SELECT ${recruiterAddressRowsJson(recruiters)} AS rows FROM ${recruiters} WHERE ${recruiters.id} = ${owner.recruiterId}`,
      ),
    )[0]?.rows;
    const expected = await selectAddressRows(db, eq(addresses.recruiterId, owner.recruiterId));
    expect(expected).toHaveLength(4);
    expect(expected.filter((r) => r.subscription)).toHaveLength(2);
    const ownerColumns = { recruiterUuid: expected[0]!.recruiterUuid, recruiterMaxAddresses: expected[0]!.recruiterMaxAddresses };
    expect(ownerColumns.recruiterMaxAddresses).toBe(3);
    // Every column of AddressRow but completedAt, which the profile does not carry (decision 104);
    // the query's own sub* columns are read into \`subscription\`.
    const profileColumns = (row: AddressRow) => {
      const { completedAt: _completedAt, ...rest } = row;
      return Object.fromEntries(Object.entries(rest).filter(([key]) => !/^sub[A-Z]/.test(key)));
    };
    expect(addressRowsFromJson(json, ownerColumns)).toEqual(expected.map(profileColumns));
    expect(expected.some((r) => r.completedAt !== null)).toBe(true);
    // The answer of the profile, byte for byte.
    expect(JSON.stringify(addressRowsFromJson(json, ownerColumns).map(toAddressSummary))).toBe(
      JSON.stringify(expected.map(toAddressSummary)),
    );
    const none = await createUser(ctx.database);
    const empty = rowsOf<{ rows: unknown }>(
      await db.execute(
        sql`SELECT ${recruiterAddressRowsJson(recruiters)} AS rows FROM ${recruiters} WHERE ${recruiters.id} = ${none.recruiterId}`,
      ),
    )[0]?.rows;
    expect(addressRowsFromJson(empty, ownerColumns)).toEqual([]);
  });
});
