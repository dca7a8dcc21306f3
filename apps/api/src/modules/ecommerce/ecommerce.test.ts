import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders, recruiters, subscriptions } from '../../db/schema/index.ts';
import { createCommerceApp, embeddedPay, PARIS_PLACE, registrationRefs } from '../../../test/commerce-fixtures.ts';
import { bearer, createUser, login, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext & { dataDir: string };
let productList: { id: number; code: string; prices: { id: number; unitAmount: number; isDefault: boolean; recurring: unknown; freeProducts: unknown[] }[] }[];
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
const profile = async (access: string) => (await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(access) })).json();
const draft = (overrides: Record<string, unknown> = {}) => ({ name: 'Boulangerie Lilas', qrcodeTown: 'Paris', content: PARIS_PLACE, activitySector, ...overrides });

describe('GET /api/products/', () => {
  it('answers the seeded products and prices, without signing in', () => {
    const codes = productList.map((p) => p.code).sort();
    expect(codes).toEqual(['additional_poster', 'additional_sticker', 'address_subscription', 'affiliate_kit', 'premium_headhunter', 'rare_resume', 'regular_resume']);
    const essential = productList.find((p) => p.code === 'address_subscription')!;
    // More than one price: a subscription; the 12-month price is the default, second in the list.
    expect(essential.prices.map((p) => p.unitAmount)).toEqual([4900, 49_000]);
    expect(essential.prices[1]).toMatchObject({ isDefault: true, recurring: { interval: 'month', intervalCount: 12 } });
    const kit = productList.find((p) => p.code === 'affiliate_kit')!;
    expect(kit.prices[0]!.freeProducts).toHaveLength(2);
    expect(kit.prices[0]!.freeProducts[0]).toMatchObject({ offeredQuantity: 2, offeredProduct: { name: expect.any(String) } });
    expect(productList.find((p) => p.code === 'regular_resume')!.prices).toEqual([expect.objectContaining({ unitAmount: 1500, recurring: null })]);
  });
});

describe('POST /ecommerce/address-payment-link/', () => {
  it('creates the new address without subscription, and the payment subscribes it', async () => {
    const { access, headers, user } = await signedIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/ecommerce/address-payment-link/',
      headers,
      payload: { addresses: [draft()], price: priceOf('address_subscription', 4900), lineItems: [{ price: priceOf('additional_sticker'), quantity: 2 }] },
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
    await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers: owner.headers, payload: { addresses: [draft()] } });
    const theirs = (await profile(owner.access)).recruiter.addresses[0].uuid;
    const other = await signedIn();
    const res = await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers: other.headers, payload: { addresses: [theirs] } });
    expect(res.statusCode).toBe(404);
    const long = await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers: other.headers, payload: { addresses: [draft({ name: 'Un nom bien trop long pour un QR' })] } });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors['addresses.0.name']).toContain('form.validation.max_length');
    const town = await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers: other.headers, payload: { addresses: [draft({ qrcodeTown: 'Saint-Rémy-de-Provence' })] } });
    expect(town.statusCode).toBe(400);
    const wrongPrice = await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers: other.headers, payload: { addresses: [draft()], price: priceOf('regular_resume') } });
    expect(wrongPrice.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(addresses).where(eq(addresses.recruiterId, other.user.recruiterId))).toHaveLength(0);
  });

  it('is closed to anonymous callers and affiliates', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', payload: { addresses: [draft()] } })).statusCode).toBe(401);
    const affiliate = await signedIn({ affiliate: true });
    expect((await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers: affiliate.headers, payload: { addresses: [draft()] } })).statusCode).toBe(403);
  });
});

describe('POST /ecommerce/product-payment-link/', () => {
  it('orders stickers and posters for an address; a total of 0 is refused; quantities stay within 0..10', async () => {
    const { access, headers } = await signedIn();
    await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers, payload: { addresses: [draft()] } });
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    const sticker = priceOf('additional_sticker');
    const poster = priceOf('additional_poster');
    const zero = await ctx.app.inject({ method: 'POST', url: '/ecommerce/product-payment-link/', headers, payload: { address, lineItems: [{ price: sticker, quantity: 0 }] } });
    expect(zero.statusCode).toBe(400);
    const eleven = await ctx.app.inject({ method: 'POST', url: '/ecommerce/product-payment-link/', headers, payload: { address, lineItems: [{ price: sticker, quantity: 11 }] } });
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
      payload: { address, lineItems: [{ price: sticker, quantity: 1 }, { price: poster, quantity: 2 }], returnPath: '/my-qr-codes' },
    });
    expect(ok.statusCode).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(ok.json().url).pathname });
    // 12 + 2 x 15 = 42 € HT; 50,40 € TTC.
    expect(page.body).toContain('50,40');
    const other = await signedIn();
    expect((await ctx.app.inject({ method: 'POST', url: '/ecommerce/product-payment-link/', headers: other.headers, payload: { address, lineItems: [{ price: sticker, quantity: 1 }] } })).statusCode).toBe(404);
  });
});

describe('POST /ecommerce/premium-headhunter-checkout/', () => {
  it('is for head-hunters; paying makes them premium; a premium one gets 409', async () => {
    const recruiter = await signedIn();
    expect((await ctx.app.inject({ method: 'POST', url: '/ecommerce/premium-headhunter-checkout/', headers: recruiter.headers })).statusCode).toBe(403);
    const hh = await signedIn({ headhunter: true });
    const res = await ctx.app.inject({ method: 'POST', url: '/ecommerce/premium-headhunter-checkout/', headers: hh.headers });
    expect(res.statusCode).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(res.json().url).pathname });
    expect(page.body).toContain('1');
    expect(page.body).toContain('440,00'); // 1 200 € HT + 240 € VAT = 1 440 € TTC
    expect(await embeddedPay(ctx, res.json().url, hh.access)).toMatch(/\/app\/resumes-shop\?checkout_session_id=/);
    const [row] = await ctx.database.db.select().from(recruiters).where(eq(recruiters.id, hh.user.recruiterId));
    expect(row!.headhunterPremium).toBe(true);
    const again = await ctx.app.inject({ method: 'POST', url: '/ecommerce/premium-headhunter-checkout/', headers: bearer((await login(ctx.app, hh.user.email, hh.user.password)).access) });
    expect(again.statusCode).toBe(409);
  });
});

describe('POST /ecommerce/affiliate-kit-payment-link/', () => {
  it('lets an unpaid affiliate pay the kit with extras', async () => {
    const aff = await signedIn({ affiliate: true });
    const res = await ctx.app.inject({ method: 'POST', url: '/ecommerce/affiliate-kit-payment-link/', headers: aff.headers, payload: { posters: 0, stickers: 2 } });
    expect(res.statusCode).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(res.json().url).pathname });
    expect(page.body).toContain('314,00'); // 290 + 24 € HT
    await embeddedPay(ctx, res.json().url, aff.access);
    expect((await profile(aff.access)).recruiter.hasPayedOrders).toBe(true);
    const recruiter = await signedIn();
    expect((await ctx.app.inject({ method: 'POST', url: '/ecommerce/affiliate-kit-payment-link/', headers: recruiter.headers, payload: {} })).statusCode).toBe(403);
  });
});

describe('subscriptions', () => {
  it('lists them with status, period and price, and stops one at the end of its period', async () => {
    const { access, headers } = await signedIn();
    const link = await ctx.app.inject({ method: 'POST', url: '/ecommerce/address-payment-link/', headers, payload: { addresses: [draft()] } });
    await embeddedPay(ctx, link.json().url, access);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/', headers })).json().results;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, product: { code: 'address_subscription' }, price: { unitAmount: 49_000, intervalMonths: 12 } });
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    expect(list[0].address).toBe(address);

    const stranger = await signedIn();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${list[0].uuid}/cancel/`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/addresses/${address}/stop-subscription/`, headers: stranger.headers })).statusCode).toBe(404);

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
  const liveSubscriptions = async (addressUuid: string) => {
    const [address] = await ctx.database.db.select().from(addresses).where(eq(addresses.uuid, addressUuid));
    return (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.addressId, address!.id))).filter((s) => ['active', 'past_due'].includes(s.status));
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
    expect(again.json()).toMatchObject({ code: 'address_already_subscribed', fieldErrors: { 'addresses.1': ['errors.address_already_subscribed'] } });
    // Nothing was created by the refused link.
    expect((await profile(access)).recruiter.addresses).toHaveLength(1);
    expect(await liveSubscriptions(address)).toHaveLength(1);
  });

  it('makes one subscription of 8 checkouts of one address paid at once; the other payments are flagged', async () => {
    const { access, headers, user } = await signedIn();
    await link(headers, [draft()]);
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    const links = await Promise.all(Array.from({ length: 8 }, () => link(headers, [address])));
    expect(links.map((l) => l.statusCode)).toEqual(Array(8).fill(200));
    await Promise.all(links.map((l) => embeddedPay(ctx, l.json().url, access)));
    expect(await liveSubscriptions(address)).toHaveLength(1);
    const statuses = (await ctx.database.db.select().from(orders).where(eq(orders.recruiterId, user.recruiterId))).map((o) => o.status);
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'payment_mismatch')).toHaveLength(7);
  });

  it('subscribes again an address whose period is over, even if its stored status still says active', async () => {
    const { access, headers } = await signedIn();
    const first = await link(headers, [draft()]);
    await embeddedPay(ctx, first.json().url, access);
    const address = (await profile(access)).recruiter.addresses[0].uuid;
    const [old] = await liveSubscriptions(address);
    await ctx.database.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.id, old!.id));
    const again = await link(headers, [address]);
    expect(again.statusCode).toBe(200);
    await embeddedPay(ctx, again.json().url, access);
    const live = await liveSubscriptions(address);
    expect(live).toHaveLength(1);
    expect(live[0]!.id).not.toBe(old!.id);
    expect((await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, old!.id)))[0]!.status).toBe('expired');
  });
});
