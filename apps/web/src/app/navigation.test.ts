import { describe, expect, it } from 'vitest';
import { landingPath } from '@/lib/auth';
import * as demo from '@/test/profiles';
import { navigationItems, premiumHintKey, showsBasket, type NavKey } from './navigation';

const keys = (profile: typeof demo.standard): NavKey[] => navigationItems(profile.recruiter).map((item) => item.key);

/** Spec section 6, table "Navigation", for each demo account. */
describe('navigation by role', () => {
  it('standard recruiter: its landing page (the resume shop), jobs, account, logout, premium call-to-action (decision 121)', () => {
    // Before: no resume shop entry, while the shop was the landing page.
    expect(keys(demo.standard)).toEqual(['resumesShop', 'jobs', 'account', 'logout', 'premium']);
  });

  it('standard recruiter with a paid site: the applications its QR code brings come first (decision 121)', () => {
    // Before: no entry for the applications the subscription opens.
    expect(keys(demo.standardPaid)).toEqual(['resumes', 'resumesShop', 'jobs', 'myQrCodes', 'account', 'logout', 'premium']);
    const ended = {
      ...demo.standardPaid.recruiter,
      addresses: demo.standardPaid.recruiter.addresses.map((a) => ({ ...a, subscription: { ...a.subscription!, status: 'canceled' } })),
    };
    expect(navigationItems(ended).map((i) => i.key)).not.toContain('resumes');
  });

  it('every landing page is in the menu of its role', () => {
    for (const profile of [demo.standard, demo.standardPaid, demo.premium, demo.premiumChild, demo.headhunter, demo.headhunterPremium]) {
      const links = navigationItems(profile.recruiter).flatMap((item) => (item.kind === 'link' ? [item.to] : []));
      expect(links, profile.email).toContain(landingPath(profile));
    }
  });

  it('premium recruiter (parent): resumes, business unit, jobs, brand, separator, QR codes, addresses, account, logout, premium', () => {
    expect(keys(demo.premium)).toEqual([
      'resumes',
      'businessUnit',
      'jobs',
      'brand',
      'separator',
      'myQrCodes',
      'addresses',
      'account',
      'logout',
      'premium',
    ]);
  });

  it('premium child address: no addresses item', () => {
    expect(keys(demo.premiumChild)).not.toContain('addresses');
    expect(keys(demo.premiumChild)).toContain('resumes');
  });

  it('head-hunter: resume shop, business unit, jobs, separator, account, logout, premium', () => {
    expect(keys(demo.headhunter)).toEqual(['resumesShop', 'businessUnit', 'jobs', 'separator', 'account', 'logout', 'premium']);
  });

  it('premium head-hunter: brand, and no premium call-to-action', () => {
    expect(keys(demo.headhunterPremium)).toEqual(['resumesShop', 'businessUnit', 'jobs', 'brand', 'separator', 'account', 'logout']);
  });

  it('business unit needs displayBusinessUnitPage', () => {
    const hidden = { ...demo.premium.recruiter, displayBusinessUnitPage: false };
    expect(navigationItems(hidden).map((i) => i.key)).not.toContain('businessUnit');
    const standardWithFlag = { ...demo.standard.recruiter, displayBusinessUnitPage: true };
    expect(navigationItems(standardWithFlag).map((i) => i.key)).not.toContain('businessUnit');
  });

  it('my QR codes follows displayQrCodePage alone', () => {
    const withFlag = { ...demo.standard.recruiter, displayQrCodePage: true };
    expect(navigationItems(withFlag).map((i) => i.key)).toEqual(['resumesShop', 'jobs', 'myQrCodes', 'account', 'logout', 'premium']);
  });

  it('premium is read from maxAddresses too', () => {
    const byMax = { ...demo.standard.recruiter, maxAddresses: 2 };
    expect(navigationItems(byMax).map((i) => i.key)).toContain('resumes');
  });

  it('links point to the spec paths', () => {
    const links = Object.fromEntries(
      navigationItems(demo.premium.recruiter).flatMap((item) => (item.kind === 'link' ? [[item.key, item.to]] : [])),
    );
    expect(links).toEqual({
      resumes: '/resumes',
      businessUnit: '/business-unit',
      jobs: '/jobs',
      brand: '/brand',
      myQrCodes: '/my-qr-codes',
      addresses: '/addresses',
      account: '/account',
    });
  });
});

describe('header basket', () => {
  it.each([
    ['standard recruiter', demo.standard, true],
    ['head-hunter', demo.headhunter, true],
    ['premium recruiter', demo.premium, false],
    ['premium head-hunter', demo.headhunterPremium, false],
  ])('%s: %s', (_label, profile, shown) => {
    expect(showsBasket(profile.recruiter)).toBe(shown);
  });
});

describe("the premium call-to-action's caption", () => {
  it('says the offer this account is shown: unlimited for a head-hunter, several sites for a recruiter, what it has for a premium one', () => {
    expect(premiumHintKey(demo.headhunter.recruiter)).toBe('navigation.premium_hint');
    expect(premiumHintKey(demo.standardPaid.recruiter)).toBe('navigation.premium_hint_recruiter');
    expect(premiumHintKey(demo.premium.recruiter)).toBe('navigation.premium_active_hint');
  });
});
