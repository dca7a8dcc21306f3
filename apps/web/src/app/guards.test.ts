import { describe, expect, it } from 'vitest';
import { afterLoginPath, isPremium, landingPath, safeRedirect } from '@/lib/auth';
import * as demo from '@/test/profiles';
import { decideNavigation, isResetExempt, passesResetGuard, type GuardInput } from './guards';
import { routeHandle, type RouteAuth, type RouteName } from './route-handle';

const at = (pathname: string, search = '') => ({ pathname, search });
const route = (auth: RouteAuth, name?: RouteName) =>
  routeHandle(auth, auth !== 'authenticated' ? 'none' : name?.startsWith('affiliate') ? 'affiliate' : 'default', name);
const decide = (input: Partial<GuardInput> & Pick<GuardInput, 'route'>) =>
  decideNavigation({ location: at('/jobs'), hasAccessCookie: false, profile: null, ...input });

describe('rule (a): authenticated page without an access cookie', () => {
  it('goes to the login page with the wanted path and query in `redirect`', () => {
    expect(decide({ route: route('authenticated', 'resumes'), location: at('/resumes', '?job=42&section=matching') })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fresumes%3Fjob%3D42%26section%3Dmatching',
    });
  });

  it('ignores a profile left in memory once the cookie is gone', () => {
    expect(decide({ route: route('authenticated', 'jobs'), profile: demo.premium })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fjobs',
    });
  });

  it('lets anonymous visitors open anonymous-only and open pages', () => {
    expect(decide({ route: route('anonymous', 'Login'), location: at('/login') })).toEqual({ kind: 'allow' });
    expect(decide({ route: route('open', 'RegisterStep3'), location: at('/register/3') })).toEqual({ kind: 'allow' });
    expect(decide({ route: route('open'), location: at('/public-resume/abc') })).toEqual({ kind: 'allow' });
  });
});

describe('rule (b): access cookie but no user loaded', () => {
  it('loads the profile first on an authenticated page', () => {
    expect(decide({ route: route('authenticated', 'jobs'), hasAccessCookie: true })).toEqual({ kind: 'load-profile' });
  });

  it('loads the profile first on an anonymous-only page (to choose the landing page)', () => {
    expect(decide({ route: route('anonymous', 'Login'), location: at('/login'), hasAccessCookie: true })).toEqual({
      kind: 'load-profile',
    });
  });

  it('loads the profile first on a named open page (the reset guard may apply)', () => {
    expect(decide({ route: route('open', 'RegisterStep3'), hasAccessCookie: true })).toEqual({ kind: 'load-profile' });
  });

  it('never waits for a session on unnamed public pages', () => {
    expect(decide({ route: route('open'), location: at('/public-resume/abc'), hasAccessCookie: true })).toEqual({
      kind: 'allow',
    });
  });
});

describe('rule (c): reset guard', () => {
  it('sends a standard recruiter without paid orders to the reset page, with `redirect`', () => {
    expect(
      decide({ route: route('authenticated', 'jobs'), location: at('/jobs', '?x=1'), hasAccessCookie: true, profile: demo.standard }),
    ).toEqual({ kind: 'redirect', to: '/recruiter/reset?redirect=%2Fjobs%3Fx%3D1' });
  });

  it.each([
    ['premium', demo.premium],
    ['premium child address', demo.premiumChild],
    ['head-hunter', demo.headhunter],
    ['premium head-hunter', demo.headhunterPremium],
  ])('lets a %s through', (_label, profile) => {
    expect(decide({ route: route('authenticated', 'jobs'), hasAccessCookie: true, profile })).toEqual({ kind: 'allow' });
  });

  it('lets an affiliate with paid orders through, to the pages of its layout', () => {
    expect(decide({ route: route('authenticated', 'affiliateProfile'), hasAccessCookie: true, profile: demo.affiliate })).toEqual({
      kind: 'allow',
    });
  });

  it('lets a recruiter with paid orders through even without premium', () => {
    const paid = { ...demo.standard, recruiter: { ...demo.standard.recruiter, hasPayedOrders: true } };
    expect(decide({ route: route('authenticated', 'jobs'), hasAccessCookie: true, profile: paid })).toEqual({ kind: 'allow' });
  });

  it('treats maxAddresses > 0 as premium even if the premium flag is false', () => {
    const byMax = { ...demo.standard, recruiter: { ...demo.standard.recruiter, maxAddresses: 1 } };
    expect(passesResetGuard(byMax.recruiter)).toBe(true);
  });

  it('stops an affiliate without paid orders', () => {
    expect(passesResetGuard(demo.unpaidAffiliate.recruiter)).toBe(false);
    expect(
      decide({
        route: route('authenticated', 'affiliateDashboard'),
        location: at('/affiliate/dashboard'),
        hasAccessCookie: true,
        profile: demo.unpaidAffiliate,
      }),
    ).toEqual({ kind: 'redirect', to: '/recruiter/reset?redirect=%2Faffiliate%2Fdashboard' });
  });

  it.each<RouteName>(['AddNewAddress', 'RegisterStep2', 'RegisterSuccess', 'Reset'])('never redirects %s', (name) => {
    const auth: RouteAuth = name === 'RegisterStep2' ? 'open' : 'authenticated';
    expect(decide({ route: routeHandle(auth, 'none', name), hasAccessCookie: true, profile: demo.standard })).toEqual({
      kind: 'allow',
    });
  });

  it('never redirects a route without a name', () => {
    expect(decide({ route: route('open'), location: at('/public-resume/abc'), hasAccessCookie: true, profile: demo.standard })).toEqual({
      kind: 'allow',
    });
    expect(isResetExempt({}, '')).toBe(true);
  });

  it('never redirects a payment return carrying checkout_session_id', () => {
    expect(
      decide({
        route: route('authenticated', 'addresses'),
        location: at('/addresses', '?checkout_session_id=cs_test_123'),
        hasAccessCookie: true,
        profile: demo.standard,
      }),
    ).toEqual({ kind: 'allow' });
    expect(isResetExempt({ name: 'jobs' }, '?checkout_session_id=')).toBe(true);
    expect(isResetExempt({ name: 'jobs' }, '?session=1')).toBe(false);
  });

  it('applies to named open pages for logged-in users', () => {
    expect(
      decide({ route: route('open', 'RegisterStep3'), location: at('/register/3'), hasAccessCookie: true, profile: demo.standard }),
    ).toEqual({ kind: 'redirect', to: '/recruiter/reset?redirect=%2Fregister%2F3' });
  });
});

describe('rule (d): anonymous-only page while logged in', () => {
  it.each([
    ['an affiliate', demo.affiliate, '/affiliate/dashboard'],
    ['a premium recruiter', demo.premium, '/resumes'],
    ['a premium child address', demo.premiumChild, '/resumes'],
    ['a head-hunter', demo.headhunter, '/resumes-shop'],
    ['a premium head-hunter', demo.headhunterPremium, '/resumes-shop'],
    ['a standard recruiter', demo.standard, '/resumes-shop'],
  ])('sends %s to their landing page', (_label, profile, to) => {
    expect(decide({ route: route('anonymous', 'Login'), location: at('/login'), hasAccessCookie: true, profile })).toEqual({
      kind: 'redirect',
      to,
    });
    expect(landingPath(profile)).toBe(to);
  });

  it('applies before the reset guard (no reset loop on the login page)', () => {
    expect(
      decide({ route: route('anonymous', 'LostPassword'), location: at('/lost-password'), hasAccessCookie: true, profile: demo.standard }),
    ).toEqual({ kind: 'redirect', to: '/resumes-shop' });
  });
});

describe('rule (e): a page the role may not use sends it to its landing page (issue 11, item 4)', () => {
  it.each([
    ['a premium recruiter', demo.premium, 'resumesShop', '/resumes'],
    ['a premium recruiter', demo.premium, 'resumesShopDetail', '/resumes'],
    ['a premium recruiter', demo.premium, 'shoppingBasket', '/resumes'],
    ['a premium head-hunter', demo.headhunterPremium, 'shoppingBasket', '/resumes-shop'],
    ['an affiliate', demo.affiliate, 'resumesShop', '/affiliate/dashboard'],
    ['a premium recruiter', demo.premium, 'Reset', '/resumes'],
    ['a head-hunter', demo.headhunter, 'Reset', '/resumes-shop'],
  ] as const)('sends %s away from %s to %s', (_label, profile, name, to) => {
    expect(decide({ route: route('authenticated', name), hasAccessCookie: true, profile })).toEqual({ kind: 'redirect', to });
  });

  it.each([
    ['a head-hunter', demo.headhunter, 'shoppingBasket'],
    ['a premium head-hunter', demo.headhunterPremium, 'resumesShop'],
    [
      'a recruiter with paid orders and no premium',
      { ...demo.standard, recruiter: { ...demo.standard.recruiter, hasPayedOrders: true } },
      'shoppingBasket',
    ],
    ['a standard recruiter who has not paid', demo.standard, 'Reset'],
  ] as const)('lets %s open %s', (_label, profile, name) => {
    expect(decide({ route: route('authenticated', name), hasAccessCookie: true, profile })).toEqual({ kind: 'allow' });
  });

  it('sends each role to its own layout: an affiliate on a recruiter page goes to its dashboard, and back (decision 121)', () => {
    // Before: the site's "Mon compte" (/app/dashboard) showed an affiliate the recruiter layout.
    expect(
      decide({ route: route('authenticated', 'dashboard'), location: at('/dashboard'), hasAccessCookie: true, profile: demo.affiliate }),
    ).toEqual({
      kind: 'redirect',
      to: '/affiliate/dashboard',
    });
    expect(
      decide({
        route: route('authenticated', 'affiliateDashboard'),
        location: at('/affiliate/dashboard'),
        hasAccessCookie: true,
        profile: demo.premium,
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/resumes',
    });
  });

  it('lands a standard recruiter with a paid site on its applications (decision 121)', () => {
    expect(landingPath(demo.standardPaid)).toBe('/resumes');
    expect(
      decide({ route: route('authenticated', 'resumes'), location: at('/resumes'), hasAccessCookie: true, profile: demo.standardPaid }),
    ).toEqual({ kind: 'allow' });
  });

  it('never sends a role away from its own landing page', () => {
    // (A recruiter who has not paid meets the reset screen first, by rule (c).)
    for (const profile of [demo.premium, demo.premiumChild, demo.headhunter, demo.headhunterPremium, demo.affiliate, demo.standardPaid]) {
      const landing = landingPath(profile);
      const name = (
        { '/resumes': 'resumes', '/resumes-shop': 'resumesShop', '/affiliate/dashboard': 'affiliateDashboard' } as Record<string, RouteName>
      )[landing];
      expect(decide({ route: route('authenticated', name), location: at(landing), hasAccessCookie: true, profile }).kind).not.toBe(
        'redirect',
      );
    }
  });
});

describe('after login', () => {
  it('goes to the `redirect` query when it is a path of the application', () => {
    expect(afterLoginPath('/jobs?x=1', demo.premium)).toBe('/jobs?x=1');
    expect(afterLoginPath('/app/resumes?job=3#top', demo.standard)).toBe('/resumes?job=3#top');
    expect(afterLoginPath('/app', demo.standard)).toBe('/');
  });

  it('goes to the landing page without a usable `redirect`', () => {
    expect(afterLoginPath(null, demo.premium)).toBe('/resumes');
    expect(afterLoginPath('', demo.affiliate)).toBe('/affiliate/dashboard');
    expect(afterLoginPath('https://evil.example/x', demo.standard)).toBe('/resumes-shop');
  });

  it.each([
    'https://evil.example',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'jobs',
    '/app//evil.example',
    '/%0d%0aSet-Cookie',
  ])('refuses %s as a redirect', (value) => {
    const result = safeRedirect(value);
    if (result !== null) {
      // Encoded characters may stay, but the result must remain a same-app path.
      expect(result.startsWith('/')).toBe(true);
      expect(result.startsWith('//')).toBe(false);
    } else {
      expect(result).toBeNull();
    }
  });

  it('refuses external and protocol-relative URLs outright', () => {
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example/path')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/app//evil.example')).toBeNull();
  });

  it('reads premium from maxAddresses too', () => {
    expect(isPremium({ premium: false, maxAddresses: 2 })).toBe(true);
    expect(isPremium({ premium: false, maxAddresses: 0 })).toBe(false);
  });
});
