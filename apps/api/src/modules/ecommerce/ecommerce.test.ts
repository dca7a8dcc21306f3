import { CATALOGUE_PRICES } from '@app/contracts/catalogue';
import type { Product } from '@app/contracts/products';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addresses,
  addressJobs,
  emailOutbox,
  embeddedCheckoutSessions,
  experiences,
  orders,
  prices,
  recruiters,
  subscriptions,
} from '../../db/schema/index.ts';
import { createPendingOrder, startCheckout } from '../orders/index.ts';
import { sweepPayments } from '../checkout/payment-sweep.ts';
import {
  createCommerceApp,
  embeddedAction,
  embeddedPay,
  PARIS_PLACE,
  recruiterRegistration,
  registrationRefs,
} from '../../../test/commerce-fixtures.ts';
import { bearer, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { pngBytes } from '../../../test/addresses-fixtures.ts';
import { ADDRESS_LINKS_PER_ACCOUNT } from './ecommerce.routes.ts';
import { removeUnpaidDrafts } from './unpaid-drafts.ts';

let ctx: TestContext & { dataDir: string };
let productList: {
  id: number;
  code: string;
  prices: { id: number; unitAmount: number; isDefault: boolean; recurring: unknown; freeProducts: unknown[] }[];
}[];
const priceOf = (code: string, unitAmount?: number) => {
  const product = productList.find((p) => p.code === code)!;
  return (unitAmount ? product.prices.find((p) => p.unitAmount === unitAmount) : product.prices[0])!.id;
};
let activitySector: number;

beforeAll(async () => {
  ctx = await createCommerceApp();
  productList = (await ctx.app.inject({ method: 'GET', url: '/api/products/' })).json().results;
  activitySector = (await registrationRefs(ctx)).activitySector;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

async function signedIn(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.database, options);
  const { access } = await login(ctx.app, user.email, user.password);
  return { user, access, headers: bearer(access) };
}
const profile = async (access: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(access) })).json();
const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Boulangerie Lilas',
  qrcodeTown: 'Paris',
  content: PARIS_PLACE,
  activitySector,
  ...overrides,
});

describe('GET /api/products/', () => {
  it('answers the seeded products and prices, without signing in', () => {
    const codes = productList.map((p) => p.code).sort();
    expect(codes).toEqual([
      'additional_poster',
      'additional_sticker',
      'address_subscription',
      'affiliate_kit',
      'premium_headhunter',
      'rare_resume',
      'regular_resume',
    ]);
    const essential = productList.find((p) => p.code === 'address_subscription')!;
    // More than one price: a subscription; the 12-month price is the default, second in the list.
    expect(essential.prices.map((p) => p.unitAmount)).toEqual([4900, 49_000]);
    expect(essential.prices[1]).toMatchObject({ isDefault: true, recurring: { interval: 'month', intervalCount: 12 } });
    const kit = productList.find((p) => p.code === 'affiliate_kit')!;
    expect(kit.prices[0]!.freeProducts).toHaveLength(2);
    expect(kit.prices[0]!.freeProducts[0]).toMatchObject({ offeredQuantity: 2, offeredProduct: { name: expect.any(String) } });
    expect(productList.find((p) => p.code === 'regular_resume')!.prices).toEqual([
      expect.objectContaining({ unitAmount: 1500, recurring: null }),
    ]);
  });

  it('serves the catalogue of packages/contracts, the one definition the public site is rendered from (decision 122)', () => {
    const served = (productList as unknown as Product[]).map((product) => ({
      code: product.code,
      prices: product.prices.map((p) => ({
        unitAmount: p.unitAmount,
        interval: p.recurring?.interval ?? null,
        intervalCount: p.recurring?.intervalCount ?? null,
        isDefault: p.isDefault,
        free: p.freeProducts.map((f) => [f.offeredProduct.code, f.offeredQuantity]),
      })),
    }));
    for (const product of served) {
      expect(product.prices, product.code).toEqual(
        CATALOGUE_PRICES[product.code].map((c) => ({
          unitAmount: c.unitAmount,
          interval: c.interval,
          intervalCount: c.intervalCount,
          isDefault: c.isDefault,
          free: (c.freeProducts ?? []).map((f) => [f.code, f.quantity]),
        })),
      );
    }
  });
});

describe('POST /ecommerce/address-payment-link/', () => {
  it('creates the new address without subscription, and the payment subscribes it', async () => {
    const { access, headers, user } = await signedIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers,
      payload: {
        addresses: [draft()],
        price: priceOf('address_subscription', 4900),
        lineItems: [{ price: priceOf('additional_sticker'), quantity: 2 }],
      },
    });
    expect(res.statusCode).toBe(200);
    const before = await profile(access);
    expect(before.recruiter.addresses).toHaveLength(1);
    expect(before.recruiter.addresses[0]).toMatchObject({ name: 'Boulangerie Lilas', qrcodeTown: 'Paris', subscription: null });
    const page = await ctx.app.inject({ method: 'GET', url: new URL(res.json().url).pathname });
    // 49 + 2 x 12 = 73 € HT; 87,60 € TTC.
    expect(page.body).toContain('87,60');
    const back = await embeddedPay(ctx, res.json().url, access);
    expect(back).toMatch(/\/app\/addresses\?checkout_session_id=cs_emb_/);
    const after = await profile(access);
    expect(after.recruiter.addresses[0].subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(after.recruiter.hasPayedOrders).toBe(true);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.recruiterId, user.recruiterId));
    expect(order).toMatchObject({ kind: 'address', totalExclVat: 7300, vatAmount: 1460, totalInclVat: 8760, status: 'paid' });
  });

  it('shows the checkout page in the language the person chose (issue 29: French for an English user)', async () => {
    const { headers } = await signedIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers,
      payload: { addresses: [draft()], price: priceOf('address_subscription', 4900) },
    });
    const url = new URL(res.json().url).pathname;
    const english = (await ctx.app.inject({ method: 'GET', url, cookies: { lang: 'en' } })).body;
    expect(english).toContain('<html lang="en">');
    for (const text of [
      'Secure payment',
      'Total excl. VAT',
      'VAT 20%',
      'Total incl. VAT',
      '€58.80',
      'Subscription renewed every month',
      '>Pay<',
      '>Cancel<',
    ])
      expect(english).toContain(text);
    for (const text of ['Paiement sécurisé', 'TVA', 'Payer', 'renouvelé']) expect(english).not.toContain(text);
    const french = (await ctx.app.inject({ method: 'GET', url })).body;
    for (const text of ['<html lang="fr">', 'Total TTC', 'TVA 20\u00a0%', 'Abonnement renouvelé chaque mois'])
      expect(french).toContain(text);
  });

  it('pays the subscription of an existing address (reset screen, pay button) and returns where asked', async () => {
    const { access, headers } = await signedIn();
    await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers, payload: { addresses: [draft()] } });
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers,
      payload: { addresses: [address], returnPath: '/recruiter/reset' },
    });
    expect(res.statusCode).toBe(200);
    expect(await embeddedPay(ctx, res.json().url, access)).toMatch(/\/app\/recruiter\/reset\?checkout_session_id=/);
    expect((await profile(access)).recruiter.addresses).toHaveLength(1);
    expect((await profile(access)).recruiter.addresses[0].subscription.status).toBe('active');
  });

  it("answers 404 for another recruiter's address and validates drafts", async () => {
    const owner = await signedIn();
    await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers: owner.headers,
      payload: { addresses: [draft()] },
    });
    const theirs = (await profile(owner.access)).recruiter.addresses[0].uuid;
    const other = await signedIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers: other.headers,
      payload: { addresses: [theirs] },
    });
    expect(res.statusCode).toBe(404);
    const long = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers: other.headers,
      payload: { addresses: [draft({ name: 'Un nom bien trop long pour un QR code imprimé' })] },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors['addresses.0.name']).toContain('form.validation.max_length');
    const town = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers: other.headers,
      payload: { addresses: [draft({ qrcodeTown: 'Saint-Rémy-de-Provence'.repeat(3) })] }, // 66 characters
    });
    expect(town.statusCode).toBe(400);
    const wrongPrice = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers: other.headers,
      payload: { addresses: [draft()], price: priceOf('regular_resume') },
    });
    expect(wrongPrice.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(addresses).where(eq(addresses.recruiterId, other.user.recruiterId))).toHaveLength(0);
  });

  it('is closed to anonymous callers and affiliates', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', payload: { addresses: [draft()] } })).statusCode,
    ).toBe(401);
    const affiliate = await signedIn({ affiliate: true });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/ecommerce/address-payment-link/',
          headers: affiliate.headers,
          payload: { addresses: [draft()] },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST /ecommerce/product-payment-link/', () => {
  it('orders stickers and posters for an address; a total of 0 is refused; quantities stay within 0..10', async () => {
    const { access, headers } = await signedIn();
    await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers, payload: { addresses: [draft()] } });
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    const sticker = priceOf('additional_sticker');
    const poster = priceOf('additional_poster');
    const zero = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/product-payment-link/',
      headers,
      payload: { address, lineItems: [{ price: sticker, quantity: 0 }] },
    });
    expect(zero.statusCode).toBe(400);
    const eleven = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/product-payment-link/',
      headers,
      payload: { address, lineItems: [{ price: sticker, quantity: 11 }] },
    });
    expect(eleven.statusCode).toBe(400);
    const notExtra = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/product-payment-link/',
      headers,
      payload: { address, lineItems: [{ price: priceOf('regular_resume'), quantity: 1 }] },
    });
    expect(notExtra.statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/product-payment-link/',
      headers,
      payload: {
        address,
        lineItems: [
          { price: sticker, quantity: 1 },
          { price: poster, quantity: 2 },
        ],
        returnPath: '/my-qr-codes',
      },
    });
    expect(ok.statusCode).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(ok.json().url).pathname });
    // 12 + 2 x 15 = 42 € HT; 50,40 € TTC.
    expect(page.body).toContain('50,40');
    const other = await signedIn();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/ecommerce/product-payment-link/',
          headers: other.headers,
          payload: { address, lineItems: [{ price: sticker, quantity: 1 }] },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /ecommerce/premium-headhunter-checkout/', () => {
  it('is for head-hunters; paying makes them premium; a premium one gets 409', async () => {
    const recruiter = await signedIn();
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/ecommerce/premium-headhunter-checkout/', headers: recruiter.headers })).statusCode,
    ).toBe(403);
    const hh = await signedIn({ headhunter: true });
    const res = await ctx.app.inject({ method: 'POST', url: '/ecommerce/premium-headhunter-checkout/', headers: hh.headers });
    expect(res.statusCode).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(res.json().url).pathname });
    expect(page.body).toContain('1');
    expect(page.body).toContain('440,00'); // 1 200 € HT + 240 € VAT = 1 440 € TTC
    expect(await embeddedPay(ctx, res.json().url, hh.access)).toMatch(/\/app\/resumes-shop\?checkout_session_id=/);
    const [row] = await ctx.database.db.select().from(recruiters).where(eq(recruiters.id, hh.user.recruiterId));
    expect(row!.headhunterPremium).toBe(true);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/premium-headhunter-checkout/',
      headers: bearer((await login(ctx.app, hh.user.email, hh.user.password)).access),
    });
    expect(again.statusCode).toBe(409);
  });

  it('a premium head-hunter sees its plan and stops its renewal through the payment provider: premium until the period ends, nothing renewed (issue 29)', async () => {
    const hh = await signedIn({ headhunter: true });
    const res = await ctx.app.inject({ method: 'POST', url: '/ecommerce/premium-headhunter-checkout/', headers: hh.headers });
    await embeddedPay(ctx, res.json().url, hh.access);
    const list = async () => (await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/', headers: hh.headers })).json().results;
    const [plan] = await list();
    expect(plan).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      address: null,
      product: { code: 'premium_headhunter' },
      price: { unitAmount: 120_000, intervalMonths: 12 },
    });
    const stop = vi.spyOn(ctx.app.commerce.payment, 'cancelSubscriptionAtPeriodEnd');
    try {
      const stranger = await signedIn({ headhunter: true });
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${plan.uuid}/cancel/`, headers: stranger.headers })).statusCode,
      ).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${plan.uuid}/cancel/`, headers: hh.headers })).statusCode,
      ).toBe(204);
      // The provider is told (Stripe stops the renewal; the embedded checkout renews nothing by itself).
      expect(stop).toHaveBeenCalledWith(expect.stringMatching(/^sub_emb_/));
      // Kept, and still premium until the paid period ends; a second stop changes nothing.
      expect((await list())[0]).toMatchObject({
        uuid: plan.uuid,
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: plan.currentPeriodEnd,
      });
      expect((await ctx.database.db.select().from(recruiters).where(eq(recruiters.id, hh.user.recruiterId)))[0]!.headhunterPremium).toBe(
        true,
      );
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${plan.uuid}/cancel/`, headers: hh.headers })).statusCode,
      ).toBe(204);
      expect(stop).toHaveBeenCalledTimes(1);
      // No renewal is billed for it.
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${plan.uuid}/simulate-renewal/`, headers: hh.headers }))
          .statusCode,
      ).toBe(409);
    } finally {
      stop.mockRestore();
    }
  });

  it('a premium head-hunter who stopped the renewal restarts it through the payment provider; once the period is over it cannot (decision 136)', async () => {
    const hh = await signedIn({ headhunter: true });
    const res = await ctx.app.inject({ method: 'POST', url: '/ecommerce/premium-headhunter-checkout/', headers: hh.headers });
    await embeddedPay(ctx, res.json().url, hh.access);
    const list = async () => (await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/', headers: hh.headers })).json().results;
    const [plan] = await list();
    const post = (action: 'cancel' | 'resume' | 'simulate-renewal', headers = hh.headers) =>
      ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${plan.uuid}/${action}/`, headers });
    expect((await post('cancel')).statusCode).toBe(204);
    expect((await post('simulate-renewal')).statusCode).toBe(409);

    const resume = vi.spyOn(ctx.app.commerce.payment, 'resumeSubscriptionRenewal');
    try {
      const stranger = await signedIn({ headhunter: true });
      expect((await post('resume', stranger.headers)).statusCode).toBe(404);
      expect((await list())[0].cancelAtPeriodEnd).toBe(true);
      expect((await post('resume')).statusCode).toBe(204);
      expect(resume).toHaveBeenCalledWith(expect.stringMatching(/^sub_emb_/));
      expect((await list())[0]).toMatchObject({
        uuid: plan.uuid,
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: plan.currentPeriodEnd,
      });
      // Renewing again: the next cycle is billed; a second resume has nothing to tell the provider.
      expect((await post('resume')).statusCode).toBe(204);
      expect(resume).toHaveBeenCalledTimes(1);
      expect((await post('simulate-renewal')).statusCode).toBe(204);
    } finally {
      resume.mockRestore();
    }

    // A plan whose period is over is not restarted (a new checkout is): 409 with the API's error.
    expect((await post('cancel')).statusCode).toBe(204);
    await ctx.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.uuid, plan.uuid));
    const late = await post('resume');
    expect(late.statusCode).toBe(409);
    expect((await list())[0].cancelAtPeriodEnd).toBe(true);
  });
});

describe('POST /ecommerce/affiliate-kit-payment-link/', () => {
  it('lets an unpaid affiliate pay the kit with extras', async () => {
    // Without the kit test affiliates get by default (decision 128): this one has paid nothing yet.
    const aff = await signedIn({ affiliate: true, kit: false });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/affiliate-kit-payment-link/',
      headers: aff.headers,
      payload: { posters: 0, stickers: 2 },
    });
    expect(res.statusCode).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(res.json().url).pathname });
    expect(page.body).toContain('314,00'); // 290 + 24 € HT
    await embeddedPay(ctx, res.json().url, aff.access);
    expect((await profile(aff.access)).recruiter.hasPayedOrders).toBe(true);
    const recruiter = await signedIn();
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/ecommerce/affiliate-kit-payment-link/', headers: recruiter.headers, payload: {} }))
        .statusCode,
    ).toBe(403);
  });
});

describe('subscriptions', () => {
  it('lists them with status, period and price, and stops one at the end of its period', async () => {
    const { access, headers } = await signedIn();
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers,
      payload: { addresses: [draft()] },
    });
    await embeddedPay(ctx, link.json().url, access);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/', headers })).json().results;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      product: { code: 'address_subscription' },
      price: { unitAmount: 49_000, intervalMonths: 12 },
    });
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    expect(list[0].address).toBe(address);

    const stranger = await signedIn();
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${list[0].uuid}/cancel/`, headers: stranger.headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/addresses/${address}/stop-subscription/`, headers: stranger.headers })).statusCode,
    ).toBe(404);

    const stop = await ctx.app.inject({ method: 'POST', url: `/api/addresses/${address}/stop-subscription/`, headers });
    expect(stop.statusCode).toBe(204);
    const after = (await profile(access)).recruiter.addresses[0].subscription;
    // Still active until the end of the paid period.
    expect(after).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${list[0].uuid}/cancel/`, headers })).statusCode).toBe(204);
  });
});

describe('no double billing of addresses', () => {
  const link = (headers: Record<string, string>, addressList: unknown[]) =>
    ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers, payload: { addresses: addressList } });
  const ordersOf = async (recruiterId: number) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.recruiterId, recruiterId))).sort((a, b) => a.id - b.id);
  const refundMails = (to: string) =>
    ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'payment-refunded')));
  const liveSubscriptions = async (addressUuid: string) => {
    const [address] = await ctx.database.db.select().from(addresses).where(eq(addresses.uuid, addressUuid));
    return (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.addressId, address!.id))).filter((s) =>
      ['active', 'past_due'].includes(s.status),
    );
  };

  it('refuses the same address twice in one link, and an address already subscribed', async () => {
    const { access, headers } = await signedIn();
    const first = await link(headers, [draft()]);
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    const twice = await link(headers, [address, address]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'address_listed_twice', fieldErrors: { 'addresses.1': ['errors.address_listed_twice'] } });

    await embeddedPay(ctx, first.json().url, access);
    const again = await link(headers, [draft({ name: 'Autre boutique' }), address]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'address_already_subscribed',
      fieldErrors: { 'addresses.1': ['errors.address_already_subscribed'] },
    });
    // Nothing was created by the refused link.
    expect((await profile(access)).recruiter.addresses).toHaveLength(1);
    expect(await liveSubscriptions(address)).toHaveLength(1);
  });

  it('one open checkout per address: 10 links asked at once answer one checkout (one order, one session)', async () => {
    const { access, headers, user } = await signedIn();
    await link(headers, [draft()]);
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    const links = await Promise.all(Array.from({ length: 10 }, () => link(headers, [address])));
    expect(links.map((l) => l.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(links.map((l) => l.json().url)).size).toBe(1);
    // The draft's own checkout (same lines) is the one handed back: one order, one session for the address.
    const created = await ordersOf(user.recruiterId);
    expect(created).toHaveLength(1);
    expect(
      await ctx.database.db.select().from(embeddedCheckoutSessions).where(eq(embeddedCheckoutSessions.clientReferenceId, created[0]!.uuid)),
    ).toHaveLength(1);
    // Paying it (even from several tabs) makes one subscription, charged once.
    await Promise.all(links.slice(0, 3).map((l) => embeddedAction(ctx, l.json().url, 'pay', access)));
    expect(await liveSubscriptions(address)).toHaveLength(1);
    const paid = (await ordersOf(user.recruiterId)).filter((o) => o.status === 'paid');
    expect(paid.map((o) => o.id)).toContain(created[0]!.id);
    expect(paid.filter((o) => o.kind === 'address' && o.id !== created[0]!.id)).toHaveLength(0);
  });

  it('a different link for an address expires its open checkout instead of opening a second one', async () => {
    const { access, headers, user } = await signedIn();
    await link(headers, [draft()]);
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    const first = await link(headers, [address]);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers,
      payload: { addresses: [address], lineItems: [{ price: priceOf('additional_sticker'), quantity: 1 }] },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().url).not.toBe(first.json().url);
    // The first checkout can no longer be paid; its order is canceled.
    const page = await ctx.app.inject({ method: 'GET', url: new URL(first.json().url).pathname });
    expect(page.body).toContain('Session de paiement expirée');
    const statuses = (await ordersOf(user.recruiterId)).map((o) => o.status);
    expect(statuses).toEqual(['canceled', 'pending']);
  });

  it('10 orders of one address paid at once: 1 fulfilled, 9 refunded through the provider, 9 buyers told', async () => {
    const { access, headers, user } = await signedIn();
    await link(headers, [draft()]);
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    const [row] = await ctx.database.db.select().from(addresses).where(eq(addresses.uuid, address));
    const price = await ctx.database.db
      .select()
      .from(prices)
      .where(eq(prices.id, priceOf('address_subscription')));
    // Orders made before this fix (or by an operator): ten pending orders of the same address, each with its checkout.
    const made = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const order = await createPendingOrder(ctx.database.db, {
          recruiterId: user.recruiterId,
          kind: 'address',
          lines: [
            {
              productId: price[0]!.productId,
              priceId: price[0]!.id,
              label: 'Abonnement',
              quantity: 1,
              unitAmount: price[0]!.unitAmount,
              addressId: row!.id,
            },
          ],
        });
        return {
          order,
          ...(await startCheckout(ctx.app.commerce, order, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' })),
        };
      }),
    );
    const mailsBefore = await refundMails(user.email);
    await Promise.all(made.map((m) => embeddedAction(ctx, m.url, 'pay', access)));
    expect(await liveSubscriptions(address)).toHaveLength(1);
    const rows = await ctx.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          made.map((m) => m.order.id),
        ),
      );
    expect(rows.filter((o) => o.status === 'paid')).toHaveLength(1);
    const flagged = rows.filter((o) => o.status === 'payment_mismatch');
    expect(flagged).toHaveLength(9);
    expect(flagged.map((o) => o.refundStatus)).toEqual(Array(9).fill('notified'));
    expect(flagged.every((o) => o.providerRefundId?.startsWith('re_emb_'))).toBe(true);
    const sessions = await ctx.database.db
      .select()
      .from(embeddedCheckoutSessions)
      .where(
        inArray(
          embeddedCheckoutSessions.id,
          flagged.map((o) => o.providerSessionId!),
        ),
      );
    expect(sessions.every((s) => s.refundedAt !== null)).toBe(true);
    const mails = await refundMails(user.email);
    expect(mails.length - mailsBefore.length).toBe(9);
    expect(mails[0]!.subject).toBe('Votre paiement a été remboursé');
    expect(mails[0]!.text).toContain('remboursé');
    // In the buyer's language only (decision 135).
    expect(mails[0]!.text).not.toContain('refunded');
    // The sweep finds nothing more to refund (each refund once).
    expect((await sweepPayments(ctx.app.commerce)).refunded).toBe(0);
  }, 60_000);
  it('subscribes again an address whose period is over, even if its stored status still says active', async () => {
    const { access, headers } = await signedIn();
    const first = await link(headers, [draft()]);
    await embeddedPay(ctx, first.json().url, access);
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    const [old] = await liveSubscriptions(address);
    await ctx.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, old!.id));
    const again = await link(headers, [address]);
    expect(again.statusCode).toBe(200);
    await embeddedPay(ctx, again.json().url, access);
    const live = await liveSubscriptions(address);
    expect(live).toHaveLength(1);
    expect(live[0]!.id).not.toBe(old!.id);
    expect((await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, old!.id)))[0]!.status).toBe('expired');
  });
});

describe('new-address drafts: files stored only once the whole request is valid (issue 28)', () => {
  const storedFiles = (): string[] => {
    const dir = path.join(ctx.dataDir, 'storage');
    return fs.existsSync(dir)
      ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile())
      : [];
  };
  const logo = `data:image/png;base64,${pngBytes(16).toString('base64')}`;

  it('draft logo is not stored when another entry is refused (unknown sector, bad extra, subscribed or foreign address)', async () => {
    const owner = await signedIn();
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers: owner.headers,
      payload: { addresses: [draft()] },
    });
    await embeddedPay(ctx, first.json().url, owner.access);
    const subscribed = (await profile(owner.access)).recruiter.addresses[0].uuid;
    const before = storedFiles().length;
    const refused = [
      { addresses: [draft({ logo }), draft({ name: 'Autre', activitySector: 999_999 })] },
      { addresses: [draft({ logo })], lineItems: [{ price: priceOf('regular_resume'), quantity: 1 }] },
      { addresses: [draft({ logo }), subscribed] },
      { addresses: [draft({ logo }), draft({ name: 'Autre', logo: 'data:image/png;base64,AAAA' })] },
    ];
    for (const payload of refused) {
      const res = await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers: owner.headers, payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const other = await signedIn();
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers: other.headers,
      payload: { addresses: [draft({ logo }), subscribed] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(storedFiles().length).toBe(before);
    // A valid request stores its logo.
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers: other.headers,
      payload: { addresses: [draft({ logo })] },
    });
    expect(ok.statusCode).toBe(200);
    expect(storedFiles().length).toBe(before + 1);
  });

  it('the address payment link is rate limited per account (429), another account is not', async () => {
    const spender = await signedIn();
    const answers = [];
    for (let i = 0; i < ADDRESS_LINKS_PER_ACCOUNT + 1; i++) {
      answers.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/ecommerce/address-payment-link/',
            headers: spender.headers,
            payload: { addresses: [draft({ activitySector: 999_999 })] },
          })
        ).statusCode,
      );
    }
    expect(answers.slice(0, ADDRESS_LINKS_PER_ACCOUNT).every((s) => s === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const other = await signedIn();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/ecommerce/address-payment-link/',
          headers: other.headers,
          payload: { addresses: [draft()] },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('one open checkout per premium head-hunter plan (issue 28)', () => {
  it('10 premium checkouts at once answer one; two paid premium orders make one subscription, the other is refunded and mailed', async () => {
    const hh = await signedIn({ headhunter: true });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: 'POST', url: '/ecommerce/premium-headhunter-checkout/', headers: hh.headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().url)).size).toBe(1);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.recruiterId, hh.user.recruiterId))).toHaveLength(1);
    // A second order of the plan made outside the link (as before this fix): both paid at once.
    const premium = productList.find((p) => p.code === 'premium_headhunter')!.prices[0]!;
    const [priceRow] = await ctx.database.db.select().from(prices).where(eq(prices.id, premium.id));
    const extra = await createPendingOrder(ctx.database.db, {
      recruiterId: hh.user.recruiterId,
      kind: 'premium_headhunter',
      lines: [{ productId: priceRow!.productId, priceId: priceRow!.id, label: 'Premium', quantity: 1, unitAmount: priceRow!.unitAmount }],
    });
    const second = await startCheckout(ctx.app.commerce, extra, { successUrl: 'http://x.test/ok', cancelUrl: 'http://x.test/ko' });
    await Promise.all([embeddedAction(ctx, answers[0]!.json().url, 'pay', hh.access), embeddedAction(ctx, second.url, 'pay', hh.access)]);
    const live = (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.recruiterId, hh.user.recruiterId))).filter(
      (s) => s.status === 'active',
    );
    expect(live).toHaveLength(1);
    const rows = await ctx.database.db.select().from(orders).where(eq(orders.recruiterId, hh.user.recruiterId));
    expect(rows.map((o) => o.status).sort()).toEqual(['paid', 'payment_mismatch']);
    expect(rows.find((o) => o.status === 'payment_mismatch')!.refundStatus).toBe('notified');
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, hh.user.email), eq(emailOutbox.template, 'payment-refunded')));
    expect(mails).toHaveLength(1);
    // In the buyer's language (decision 135): French for this account.
    expect(mails[0]!.text).toContain('cet abonnement était déjà en cours');
  }, 30_000);
});

describe('unpaid new addresses (decision 131)', () => {
  const link = (headers: Record<string, string>, entries: Record<string, unknown>[]) =>
    ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers, payload: { addresses: entries } });
  const storedLogos = (): string[] => {
    const dir = path.join(ctx.dataDir, 'storage', 'logos');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('gives no QR code, poster or apply page until its first payment', async () => {
    const { access, headers } = await signedIn();
    const res = await link(headers, [draft({ name: 'Fleuriste Rose' })]);
    expect(res.statusCode).toBe(200);
    const [address] = (await profile(access)).recruiter.addresses;
    const qrCode = () => ctx.app.inject({ method: 'GET', url: `/api/addresses/${address.uuid}/qrcode/?type=candidate`, headers });
    const poster = () => ctx.app.inject({ method: 'GET', url: `/api/addresses/${address.uuid}/poster/`, headers });
    const apply = () => ctx.app.inject({ method: 'GET', url: `/api/apply/${address.uuid}/` });
    expect((await qrCode()).statusCode).toBe(403);
    expect((await poster()).statusCode).toBe(403);
    expect((await apply()).statusCode).toBe(404);
    await embeddedPay(ctx, res.json().url, access);
    expect((await qrCode()).statusCode).toBe(200);
    expect((await apply()).statusCode).toBe(200);
  });

  it('an account holds at most 3 new addresses waiting for their payment (409 too_many_unpaid_addresses)', async () => {
    const { headers } = await signedIn();
    expect((await link(headers, [draft({ name: 'Site 1' }), draft({ name: 'Site 2' })])).statusCode).toBe(200);
    expect((await link(headers, [draft({ name: 'Site 3' })])).statusCode).toBe(200);
    const refused = await link(headers, [draft({ name: 'Site 4' })]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('too_many_unpaid_addresses');
  });

  it('the unpaid-addresses job removes a new address never paid, with its logo, a day after its checkout ended; keeps the recent and the paid', async () => {
    const { access, headers, user } = await signedIn();
    const logo = `data:image/png;base64,${pngBytes(16).toString('base64')}`;
    const abandoned = await link(headers, [draft({ name: 'Abandonné', logo })]);
    expect(abandoned.statusCode).toBe(200);
    const paid = await link(headers, [draft({ name: 'Payé', logo })]);
    await embeddedPay(ctx, paid.json().url, access);
    const mine = async () =>
      (await ctx.database.db.select().from(addresses).where(eq(addresses.recruiterId, user.recruiterId))).map((a) => a.name).sort();
    const logosBefore = storedLogos().length;
    const dayLater = new Date(Date.now() + 24.5 * 3_600_000);
    // Recent: kept. A day later, its checkout still claims it: kept.
    expect(await removeUnpaidDrafts(ctx.app.commerce, new Date())).toEqual({ removed: 0 });
    expect(await removeUnpaidDrafts(ctx.app.commerce, dayLater)).toEqual({ removed: 0 });
    expect(await mine()).toEqual(['Abandonné', 'Payé']);
    // Abandoned: the session's order ends (canceled), a day passes.
    await ctx.database.db
      .update(orders)
      .set({ status: 'canceled' })
      .where(and(eq(orders.recruiterId, user.recruiterId), eq(orders.status, 'pending')));
    expect(await removeUnpaidDrafts(ctx.app.commerce, dayLater)).toMatchObject({ removed: 1 });
    expect(await mine()).toEqual(['Payé']);
    expect(storedLogos()).toHaveLength(logosBefore - 1);
  });
});

describe("a registration's site is paid for like any new address (decision 141)", () => {
  it('gives no QR code, small QR code, poster or apply page until the registration is paid; the job keeps it for the reset screen', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/recruiter/', payload: await recruiterRegistration(ctx) });
    expect(res.statusCode).toBe(201);
    const { access, checkoutUrl } = res.json();
    const headers = bearer(access);
    const [address] = (await profile(access)).recruiter.addresses;
    const get = (url: string, auth = true) => ctx.app.inject({ method: 'GET', url, headers: auth ? headers : {} });
    const routes = {
      qrcode: () => get(`/api/addresses/${address.uuid}/qrcode/?type=candidate`),
      qrcodeSmall: () => get(`/api/addresses/${address.uuid}/qrcode_small/?type=candidate`),
      poster: () => get(`/api/addresses/${address.uuid}/poster/`),
      apply: () => get(`/api/apply/${address.uuid}/`, false),
    };
    const statuses = async () =>
      Object.fromEntries(await Promise.all(Object.entries(routes).map(async ([k, f]) => [k, (await f()).statusCode])));
    expect(await statuses()).toEqual({ qrcode: 403, qrcodeSmall: 403, poster: 403, apply: 404 });
    // Never paid, its order over, a day later: still there for the reset screen to pay.
    const recruiterId = (await profile(access)).recruiter.id;
    await ctx.database.db
      .update(orders)
      .set({ status: 'canceled' })
      .where(and(eq(orders.recruiterId, recruiterId), eq(orders.status, 'pending')));
    await removeUnpaidDrafts(ctx.app.commerce, new Date(Date.now() + 24.5 * 3_600_000));
    expect((await ctx.database.db.select().from(addresses).where(eq(addresses.uuid, address.uuid))).length).toBe(1);
    await ctx.database.db.update(orders).set({ status: 'pending' }).where(eq(orders.recruiterId, recruiterId));
    await embeddedPay(ctx, checkoutUrl, access);
    expect(await statuses()).toEqual({ qrcode: 200, qrcodeSmall: 200, poster: 200, apply: 200 });
  }, 60_000);
});

describe('a site is live while what pays for it runs (decision 144)', () => {
  it('an expired or cancelled subscription stops its QR codes, poster, apply page and applications; paid again, they come back', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/recruiter/', payload: await recruiterRegistration(ctx) });
    expect(res.statusCode).toBe(201);
    const { access, checkoutUrl } = res.json();
    const headers = bearer(access);
    const [address] = (await profile(access)).recruiter.addresses;
    await embeddedPay(ctx, checkoutUrl, access);
    const [site] = await ctx.database.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.uuid, address.uuid));
    const [job] = await ctx.database.db.select({ uuid: addressJobs.uuid }).from(addressJobs).where(eq(addressJobs.addressId, site!.id));
    const [experience] = await ctx.database.db.select({ id: experiences.id }).from(experiences).limit(1);
    let n = 0;
    const application = () => ({
      firstName: 'Léa',
      lastName: 'Moreau',
      email: `lea.live${(n += 1)}-${Date.now()}@example.test`,
      phoneNumber: '06 12 34 56 78',
      addressJobUuid: job!.uuid,
      experienceId: experience!.id,
      withDisability: false,
      consent: true,
    });
    const get = (url: string, auth = true) => ctx.app.inject({ method: 'GET', url, headers: auth ? headers : {} });
    const routes = {
      qrcode: () => get(`/api/addresses/${address.uuid}/qrcode/?type=candidate`),
      qrcodeSmall: () => get(`/api/addresses/${address.uuid}/qrcode_small/?type=candidate`),
      poster: () => get(`/api/addresses/${address.uuid}/poster/`),
      apply: () => get(`/api/apply/${address.uuid}/`, false),
      applying: () => ctx.app.inject({ method: 'POST', url: `/api/apply/${address.uuid}/`, payload: application() }),
    };
    const statuses = async () =>
      Object.fromEntries(await Promise.all(Object.entries(routes).map(async ([k, f]) => [k, (await f()).statusCode])));
    const live = { qrcode: 200, qrcodeSmall: 200, poster: 200, apply: 200, applying: 201 };
    const unpaid = { qrcode: 403, qrcodeSmall: 403, poster: 403, apply: 404, applying: 404 };
    expect(await statuses()).toEqual(live);

    const ofSite = eq(subscriptions.addressId, site!.id);
    // Its period over, not renewed: the same answers as an unpaid draft.
    await ctx.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(ofSite);
    expect(await statuses()).toEqual(unpaid);
    // Cancelled (a refund, decision 132), its period not over.
    await ctx.database.db
      .update(subscriptions)
      .set({ status: 'canceled', currentPeriodEnd: new Date(Date.now() + 86_400_000) })
      .where(ofSite);
    expect(await statuses()).toEqual(unpaid);
    // Paid again: a running subscription makes it live again.
    const [old] = await ctx.database.db.select().from(subscriptions).where(ofSite);
    const { id: _id, uuid: _uuid, createdAt: _c, updatedAt: _u, ...again } = old!;
    await ctx.database.db
      .insert(subscriptions)
      .values({ ...again, status: 'active', currentPeriodStart: new Date(), currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
    expect(await statuses()).toEqual(live);
  }, 60_000);
});
