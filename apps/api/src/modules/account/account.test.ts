import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitySectors, addresses, invoices, orders, recruiters, users } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { bearer, createUser, login } from '../../../test/helpers.ts';
import {
  createAddressActor,
  createAddressesApp,
  dataUrl,
  insertAddress,
  LYON_PLACE,
  pngBytes,
  ROLES,
  type RoleName,
} from '../../../test/addresses-fixtures.ts';

/** Valid SIRETs: Luhn, La Poste's rule (a La Poste office failing Luhn: digit sum divisible by 5), and a Luhn-valid one nobody uses. */
const SIRET_LUHN = '55203253400646';
const SIRET_LA_POSTE = '35600000010014';
const SIRET_OTHER = '73282932000074';
/** The password of every fixture user (test/helpers.ts `createUser`). */
const PASSWORD = 'Correct-Horse-2026!';

describe('account', () => {
  let ctx: Awaited<ReturnType<typeof createAddressesApp>>;
  let sectorId: number;
  const tokens = {} as Record<RoleName, string>;
  const inject = (method: 'GET' | 'PATCH' | 'DELETE', url: string, access?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: access ? bearer(access) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const accountBody = { company: 'Boulangerie Martin', manager: 'Camille Martin', address: LYON_PLACE };

  beforeAll(async () => {
    ctx = await createAddressesApp();
    await seedReference(ctx.database.db, TEST_REFERENCE);
    [{ id: sectorId }] = (await ctx.database.db.select({ id: activitySectors.id }).from(activitySectors).limit(1)) as [{ id: number }];
    for (const role of ROLES) tokens[role] = (await createAddressActor(ctx.app, ctx.database, role)).access;
  });
  afterAll(async () => ctx?.close());

  describe('every call for every role', () => {
    it('answers 401 without a token', async () => {
      expect((await inject('GET', '/api/recruiter/me/')).statusCode).toBe(401);
      expect((await inject('PATCH', '/api/recruiter/me/', undefined, accountBody)).statusCode).toBe(401);
      expect((await inject('DELETE', '/api/recruiter/me/delete/', undefined, { password: PASSWORD })).statusCode).toBe(401);
      expect((await inject('PATCH', '/api/change-siret/', undefined, { newSiret: SIRET_OTHER, password: PASSWORD })).statusCode).toBe(401);
    });

    it('lets every role read and save its own account form; the profile still answers', async () => {
      for (const role of ROLES) {
        const res = await inject('PATCH', '/api/recruiter/me/', tokens[role], { ...accountBody, company: `Société ${role}` });
        expect(res.statusCode, role).toBe(200);
        expect(res.json().company).toBe(`Société ${role}`);
        expect((await inject('GET', '/api/recruiter/me/', tokens[role])).json().company).toBe(`Société ${role}`);
        const profile = await inject('GET', '/api/recruiter/me/profile/', tokens[role]);
        expect(profile.statusCode).toBe(200);
        expect(profile.json().recruiter.company).toBe(`Société ${role}`);
      }
    });
  });

  describe('PATCH /api/recruiter/me/', () => {
    it('answers the recruiter with manager, address and company', async () => {
      const res = await inject('PATCH', '/api/recruiter/me/', tokens.recruiter, {
        ...accountBody,
        manager: "Anne-Marie D'Arc",
        activitySector: sectorId,
      });
      expect(res.json()).toMatchObject({
        company: 'Boulangerie Martin',
        manager: "Anne-Marie D'Arc",
        address: { placeName: 'Lyon (69001)' },
        activitySector: { id: sectorId },
        headhunter: false,
      });
    });

    it('requires a full name of letters for the manager, except for head-hunters', async () => {
      for (const manager of ['Camille', 'Camille 2 Martin', 'Camille <b>Martin</b>', '  ']) {
        const res = await inject('PATCH', '/api/recruiter/me/', tokens.recruiter, { ...accountBody, manager });
        expect(res.statusCode, manager).toBe(400);
        expect(res.json().fieldErrors.manager[0]).toMatch(/^form\.validation\.(full_name|required)$/);
      }
      const { manager: _m, ...withoutManager } = accountBody;
      expect((await inject('PATCH', '/api/recruiter/me/', tokens.recruiter, withoutManager)).json().fieldErrors).toEqual({
        manager: ['form.validation.required'],
      });
      const hunter = await inject('PATCH', '/api/recruiter/me/', tokens.headhunter, { ...withoutManager, activitySector: sectorId });
      expect(hunter.statusCode).toBe(200);
      expect(hunter.json()).toMatchObject({ headhunter: true, activitySector: { id: sectorId } });
      // A manager sent by a head-hunter is ignored.
      expect(
        (await inject('PATCH', '/api/recruiter/me/', tokens.headhunter, { ...accountBody, manager: 'Ignoré Totalement' })).json().manager,
      ).not.toBe('Ignoré Totalement');
    });

    it('requires the company and a French address', async () => {
      expect(
        (await inject('PATCH', '/api/recruiter/me/', tokens.recruiter, { ...accountBody, company: ' ' })).json().fieldErrors.company,
      ).toEqual(['form.validation.required']);
      expect(
        (await inject('PATCH', '/api/recruiter/me/', tokens.recruiter, { ...accountBody, company: 'c'.repeat(151) })).json().fieldErrors
          .company,
      ).toEqual(['form.validation.max_length']);
      expect(
        (await inject('PATCH', '/api/recruiter/me/', tokens.recruiter, { company: 'X', manager: 'Camille Martin' })).json().fieldErrors
          .address,
      ).toBeDefined();
      expect(
        (
          await inject('PATCH', '/api/recruiter/me/', tokens.recruiter, {
            ...accountBody,
            address: { ...LYON_PLACE, postalCode: 'B-1000' },
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await inject('PATCH', '/api/recruiter/me/', tokens.recruiter, { ...accountBody, activitySector: 999_999 })).json().fieldErrors
          .activitySector,
      ).toEqual(['form.validation.invalid_choice']);
    });

    it('stores the logo by content and refuses other files', async () => {
      const res = await inject('PATCH', '/api/recruiter/me/', tokens.recruiter, { ...accountBody, logo: dataUrl(pngBytes(8)) });
      expect(res.json().logo).toMatch(/^\/api\/files\/logos\/.+\.png$/);
      const cleaned = await inject('PATCH', '/api/recruiter/me/', tokens.recruiter, {
        ...accountBody,
        logo: dataUrl('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="2" height="2"/></svg>', 'image/svg+xml'),
      });
      const file = await inject('GET', cleaned.json().logo as string, tokens.recruiter);
      expect(file.body).toContain('<rect');
      expect(file.body).not.toContain('onload');
      const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(65)}${'</g>'.repeat(65)}</svg>`;
      const bad = await inject('PATCH', '/api/recruiter/me/', tokens.recruiter, { ...accountBody, logo: dataUrl(deep, 'image/svg+xml') });
      expect(bad.json()).toMatchObject({ code: 'file_format', fieldErrors: { logo: ['form.validation.svg_too_complex'] } });
    });
  });

  describe('PATCH /api/change-siret/', () => {
    it('accepts a Luhn-valid SIRET and a La Poste SIRET', async () => {
      expect((await inject('PATCH', '/api/change-siret/', tokens.recruiter, { newSiret: SIRET_LUHN, password: PASSWORD })).statusCode).toBe(
        204,
      );
      expect((await inject('GET', '/api/recruiter/me/', tokens.recruiter)).json().siret).toBe(SIRET_LUHN);
      expect(
        (await inject('PATCH', '/api/change-siret/', tokens.premium, { newSiret: SIRET_LA_POSTE, password: PASSWORD })).statusCode,
      ).toBe(204);
    });

    it('asks the current password: the session alone changes nothing (decision 139)', async () => {
      const before = (await inject('GET', '/api/recruiter/me/', tokens.headhunter)).json().siret;
      const missing = await inject('PATCH', '/api/change-siret/', tokens.headhunter, { newSiret: SIRET_OTHER });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors.password).toEqual(['form.validation.required']);
      const wrong = await inject('PATCH', '/api/change-siret/', tokens.headhunter, {
        newSiret: SIRET_OTHER,
        password: 'Not-The-One-2026!',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'wrong_password', fieldErrors: { password: ['errors.wrong_password'] } });
      expect((await inject('GET', '/api/recruiter/me/', tokens.headhunter)).json().siret).toBe(before);
    });

    it('answers field errors under newSiret: format, checksum, already used', async () => {
      const errors = async (newSiret: string) =>
        (await inject('PATCH', '/api/change-siret/', tokens.headhunter, { newSiret, password: PASSWORD })).json().fieldErrors.newSiret;
      expect(await errors('1234567890123')).toEqual(['form.validation.isSiret']); // 13 digits
      expect(await errors('123456789012345')).toEqual(['form.validation.isSiret']); // 15
      expect(await errors('5520325340064A')).toEqual(['form.validation.isSiret']);
      expect(await errors('55203253400647')).toEqual(['errors.siret_invalid']); // Luhn fails
      expect(await errors('35600000010015')).toEqual(['errors.siret_invalid']); // neither Luhn nor La Poste's rule
      expect(await errors(SIRET_LUHN)).toEqual(['errors.siret_taken']);
    });
  });

  describe('DELETE /api/recruiter/me/delete/', () => {
    it('asks the current password: the session alone deletes nothing (decision 139)', async () => {
      const user = await createUser(ctx.database);
      const { access } = await login(ctx.app, user.email, user.password);
      const missing = await inject('DELETE', '/api/recruiter/me/delete/', access, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors.password).toEqual(['form.validation.required']);
      const wrong = await inject('DELETE', '/api/recruiter/me/delete/', access, { password: 'Not-The-One-2026!' });
      expect(wrong.json()).toMatchObject({ code: 'wrong_password', fieldErrors: { password: ['errors.wrong_password'] } });
      expect(await ctx.database.db.select().from(users).where(eq(users.id, user.userId))).toHaveLength(1);
      expect((await inject('GET', '/api/recruiter/me/profile/', access)).statusCode).toBe(200);
    });

    it('deletes an account without orders entirely; its tokens stop working', async () => {
      const user = await createUser(ctx.database, { maxAddresses: 3 });
      const parent = await insertAddress(ctx.database, user.recruiterId, { name: 'Siège' });
      await insertAddress(ctx.database, user.recruiterId, { name: 'Annexe', parentId: parent.id });
      const { access } = await login(ctx.app, user.email, user.password);
      expect((await inject('DELETE', '/api/recruiter/me/delete/', access, { password: user.password })).statusCode).toBe(204);
      expect(await ctx.database.db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);
      expect(await ctx.database.db.select().from(addresses).where(eq(addresses.recruiterId, user.recruiterId))).toEqual([]);
      expect((await inject('GET', '/api/recruiter/me/profile/', access)).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { email: user.email, password: user.password } })).statusCode,
      ).toBe(401);
    });

    it('keeps the invoices of an account (decision 093), frees the e-mail and removes the rest', async () => {
      const user = await createUser(ctx.database, { company: 'Garage Dupont' });
      await insertAddress(ctx.database, user.recruiterId);
      const [order] = await ctx.database.db
        .insert(orders)
        .values({
          recruiterId: user.recruiterId,
          kind: 'products',
          status: 'paid',
          totalExclVat: 1000,
          vatAmount: 200,
          totalInclVat: 1200,
          provider: 'embedded',
        })
        .returning();
      await ctx.database.db.insert(invoices).values({
        orderId: order!.id,
        recruiterId: user.recruiterId,
        year: 2026,
        sequence: 1,
        invoiceNumber: 'FA-2026-000001',
        totalExclVat: 1000,
        vatAmount: 200,
        totalInclVat: 1200,
        buyer: { company: 'Garage Dupont' },
        seller: {},
      });
      const { access } = await login(ctx.app, user.email, user.password);
      expect((await inject('DELETE', '/api/recruiter/me/delete/', access, { password: user.password })).statusCode).toBe(204);
      const [u] = await ctx.database.db.select().from(users).where(eq(users.id, user.userId));
      expect(u).toMatchObject({ isActive: false, firstName: null, lastName: null });
      expect(u!.email).not.toBe(user.email);
      const [r] = await ctx.database.db.select().from(recruiters).where(eq(recruiters.id, user.recruiterId));
      // The invoice keeps the buyer as issued; the account itself keeps nothing.
      expect(r).toMatchObject({ company: null, manager: null });
      const [kept] = await ctx.database.db.select().from(invoices).where(eq(invoices.recruiterId, user.recruiterId));
      expect(kept!.buyer).toEqual({ company: 'Garage Dupont' });
      expect(await ctx.database.db.select().from(addresses).where(eq(addresses.recruiterId, user.recruiterId))).toEqual([]);
      // The e-mail can register again.
      const again = await createUser(ctx.database, { email: user.email });
      expect(again.userId).not.toBe(user.userId);
    });
  });
});
