import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from '@app/contracts/constants';
import { contactMessages, emailOutbox, recruiters } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { bearer, createUser, login } from '../../../test/helpers.ts';
import {
  createAddressActor,
  createAddressesApp,
  insertAddress,
  pngShowsQrCode,
  ROLES,
  type AddressActor,
  type RoleName,
} from '../../../test/addresses-fixtures.ts';
import { slugify } from './qr-codes.service.ts';
import { pdfText } from '../../../test/pdf-text.ts';

const ORIGIN = 'http://localhost:3000'; // PUBLIC_URL of the test app
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

describe('QR codes', () => {
  let ctx: Awaited<ReturnType<typeof createAddressesApp>>;
  const actors = {} as Record<RoleName, AddressActor>;
  let other: AddressActor;
  const get = (url: string, access?: string) => ctx.app.inject({ method: 'GET', url, headers: access ? bearer(access) : {} });

  beforeAll(async () => {
    ctx = await createAddressesApp();
    await seedReference(ctx.database.db, TEST_REFERENCE);
    for (const role of ROLES) actors[role] = await createAddressActor(ctx.app, ctx.database, role, `Saint-Étienne ${role}`);
    other = await createAddressActor(ctx.app, ctx.database, 'recruiter');
  });
  afterAll(async () => ctx?.close());

  describe('permissions', () => {
    const paths = (uuid: string) => [
      `/api/addresses/${uuid}/qrcode/?type=candidate`,
      `/api/addresses/${uuid}/qrcode_small/?type=recruiter`,
      `/api/addresses/${uuid}/poster/`,
    ];

    it('401 without a token, 403 for an affiliate, 404 on another recruiter\u2019s address, 200 on one\u2019s own', async () => {
      for (const url of paths(actors.recruiter.address.uuid)) expect((await get(url)).statusCode).toBe(401);
      for (const url of paths(actors.affiliate.address.uuid)) expect((await get(url, actors.affiliate.access)).statusCode).toBe(403);
      for (const role of ['recruiter', 'premium', 'headhunter', 'headhunterPremium'] as const) {
        for (const url of paths(other.address.uuid)) expect((await get(url, actors[role].access)).statusCode, `${role} ${url}`).toBe(404);
        for (const url of paths(actors[role].address.uuid))
          expect((await get(url, actors[role].access)).statusCode, `${role} ${url}`).toBe(200);
      }
    });

    it('403 when the account does not show QR codes (displayQrCodePage)', async () => {
      const user = await createUser(ctx.database);
      await ctx.database.db.update(recruiters).set({ displayQrCodePage: false }).where(eq(recruiters.id, user.recruiterId));
      const address = await insertAddress(ctx.database, user.recruiterId);
      const { access } = await login(ctx.app, user.email, user.password);
      expect((await get(`/api/addresses/${address.uuid}/qrcode/`, access)).statusCode).toBe(403);
    });

    it('refuses an unknown type', async () => {
      expect((await get(`/api/addresses/${actors.recruiter.address.uuid}/qrcode/?type=admin`, actors.recruiter.access)).statusCode).toBe(
        400,
      );
    });
  });

  describe('GET /api/addresses/{uuid}/qrcode/ and qrcode_small/', () => {
    it('the candidate code is a PNG of the public apply page, with its suggested name', async () => {
      const { address, access } = actors.recruiter;
      const res = await get(`/api/addresses/${address.uuid}/qrcode/?type=candidate`, access);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-suggested-filename']).toBe('candidate-qrcode-saint-etienne-recruiter.png');
      expect(res.headers['access-control-expose-headers']).toContain('x-suggested-filename');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(pngWidth(res.rawPayload)).toBeGreaterThanOrEqual(1000);
      expect(pngShowsQrCode(res.rawPayload, `${ORIGIN}/app/addresses/${address.uuid}/apply`)).toBe(true);
      expect(pngShowsQrCode(res.rawPayload, `${ORIGIN}/app/addresses/${other.address.uuid}/apply`)).toBe(false);
    });

    it('the small code is smaller; candidate is the default type; the recruiter code opens the recruiter area', async () => {
      const { address, access } = actors.recruiter;
      const small = await get(`/api/addresses/${address.uuid}/qrcode_small/`, access);
      expect(pngWidth(small.rawPayload)).toBeLessThanOrEqual(260);
      expect(small.headers['x-suggested-filename']).toBe('candidate-qrcode-small-saint-etienne-recruiter.png');
      expect(pngShowsQrCode(small.rawPayload, `${ORIGIN}/app/addresses/${address.uuid}/apply`)).toBe(true);
      const recruiter = await get(`/api/addresses/${address.uuid}/qrcode/?type=recruiter`, access);
      expect(recruiter.headers['x-suggested-filename']).toMatch(/^recruiter-qrcode-/);
      expect(pngShowsQrCode(recruiter.rawPayload, `${ORIGIN}/app/dashboard?address=${address.uuid}`)).toBe(true);
    });

    it("every site has its own code and poster, a premium account's child included; another account's site is refused", async () => {
      // Issue 29: the QR page of a premium recruiter's Boulogne site printed the Paris head office's code.
      const premium = await createUser(ctx.database, { maxAddresses: 3 });
      const parent = await insertAddress(ctx.database, premium.recruiterId, { name: 'Siège Paris', qrcodeTown: 'Paris' });
      const child = await insertAddress(ctx.database, premium.recruiterId, {
        name: 'Annexe Boulogne',
        qrcodeTown: 'Boulogne-Billancourt',
        parentId: parent.id,
      });
      const premiumAccess = (await login(ctx.app, premium.email, premium.password)).access;
      const childCode = await get(`/api/addresses/${child.uuid}/qrcode/`, premiumAccess);
      expect(pngShowsQrCode(childCode.rawPayload, `${ORIGIN}/app/addresses/${child.uuid}/apply`)).toBe(true);
      expect(pngShowsQrCode(childCode.rawPayload, `${ORIGIN}/app/addresses/${parent.uuid}/apply`)).toBe(false);
      expect(childCode.headers['x-suggested-filename']).toBe('candidate-qrcode-annexe-boulogne.png');
      const recruiterCode = await get(`/api/addresses/${child.uuid}/qrcode_small/?type=recruiter`, premiumAccess);
      expect(pngShowsQrCode(recruiterCode.rawPayload, `${ORIGIN}/app/dashboard?address=${child.uuid}`)).toBe(true);

      const poster = await get(`/api/addresses/${child.uuid}/poster/`, premiumAccess);
      expect(poster.headers['x-suggested-filename']).toBe('affiche-annexe-boulogne.pdf');
      const text = pdfText(poster.rawPayload);
      expect(text).toContain('Annexe Boulogne');
      expect(text).toContain('Boulogne-Billancourt');
      expect(text).toContain(`${ORIGIN}/app/addresses/${child.uuid}/apply`);
      expect(text).not.toContain('Siège Paris');

      // Another account's site: 404 for its code, its small code and its poster, whatever the role.
      for (const url of [
        `/api/addresses/${other.address.uuid}/qrcode/`,
        `/api/addresses/${other.address.uuid}/qrcode_small/`,
        `/api/addresses/${other.address.uuid}/poster/`,
      ])
        expect((await get(url, premiumAccess)).statusCode, url).toBe(404);
    });
  });

  describe('GET /api/addresses/{uuid}/poster/', () => {
    it('is a one-page A4 PDF named after the address', async () => {
      const res = await get(`/api/addresses/${actors.premium.address.uuid}/poster/`, actors.premium.access);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-suggested-filename']).toBe('affiche-saint-etienne-premium.pdf');
      const pdf = res.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    });
  });

  describe('POST /qr-code-contact/', () => {
    const post = (payload: unknown, access?: string) =>
      ctx.app.inject({ method: 'POST', url: '/qr-code-contact/', headers: access ? bearer(access) : {}, payload: payload as object });

    it('keeps the message and mails the team, for every role; 401 without a token', async () => {
      expect((await post({ email: 'a@example.test', message: 'Bonjour' })).statusCode).toBe(401);
      for (const role of ROLES)
        expect((await post({ email: 'a@example.test', message: `Bonjour ${role}` }, actors[role].access)).statusCode).toBe(204);
      const kept = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.kind, 'qr_code'));
      expect(kept.map((m) => m.message)).toContain('Bonjour premium');
      const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'qr-code-contact'));
      expect(mails.length).toBeGreaterThanOrEqual(ROLES.length);
      expect(mails[0]!.toAddress).toBe('contact@qrecrute.fr');
    });

    it(`requires a valid e-mail and a message of 1 to ${MESSAGE_MAX} characters`, async () => {
      const { access } = actors.headhunter;
      expect((await post({ email: 'a@example.test', message: 'm'.repeat(MESSAGE_MAX) }, access)).statusCode).toBe(204);
      expect((await post({ email: 'a@example.test', message: 'm'.repeat(MESSAGE_MAX + 1) }, access)).json().fieldErrors.message).toEqual([
        'form.validation.max_length',
      ]);
      expect((await post({ email: 'a@example.test', message: '   ' }, access)).json().fieldErrors.message).toEqual([
        'form.validation.required',
      ]);
      expect((await post({ email: 'nope', message: 'Bonjour' }, access)).json().fieldErrors.email).toEqual(['form.validation.email']);
    });
  });

  it('slugifies names for files', () => {
    expect(slugify('Boulangerie « Saint-Étienne » n°2')).toBe('boulangerie-saint-etienne-n-2');
    expect(slugify('***')).toBe('adresse');
  });
});
