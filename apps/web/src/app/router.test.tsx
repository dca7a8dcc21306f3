import { BASKET_COOKIE } from '@app/contracts/constants';
import { APP_PAGE_PATTERNS, isAppPage } from '@app/contracts/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { hasSession, markSignedIn } from '@/lib/cookies';
import { mockApi } from '@/test/fetch';
import * as demo from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { isRouteHandle, type RouteHandle } from './route-handle';
import { createQueryClient } from '@/lib/query-client';
import { prefetchIfAllowed, routes } from './router';

afterEach(() => vi.unstubAllGlobals());

/** Leaf routes with their full path. */
const leaves = (list: RouteObject[], parent = ''): { path: string; handle: RouteHandle }[] =>
  list.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    if (route.children) return leaves(route.children, path);
    if (!isRouteHandle(route.handle)) throw new Error(`route ${path} has no handle`);
    return [{ path, handle: route.handle }];
  });

const table = Object.fromEntries(leaves(routes).map(({ path, handle }) => [path, handle]));

describe('pages the API knows (decision 121)', () => {
  it("APP_PAGE_PATTERNS lists exactly the router's pages, so that the API answers 404 to any other /app path", () => {
    const own = leaves(routes)
      .map(({ path }) => path)
      .filter((path) => path !== '/*');
    expect([...APP_PAGE_PATTERNS].sort()).toEqual([...own].sort());
    expect(isAppPage('/app/resumes/abc')).toBe(true);
    expect(isAppPage('/app/inconnue')).toBe(false);
  });
});

const loggedIn = (profile: typeof demo.standard) => {
  markSignedIn();
  return mockApi({
    'account.getProfile': () => ({ status: 200, body: profile }),
  });
};

describe('route table (spec section 2)', () => {
  it.each([
    ['/', 'anonymous', 'none', undefined],
    ['/login', 'anonymous', 'none', 'Login'],
    ['/lost-password', 'anonymous', 'none', 'LostPassword'],
    ['/lost-password/confirm', 'anonymous', 'none', 'LostPasswordConfirm'],
    ['/register', 'anonymous', 'none', 'RegisterStep1'],
    ['/register/1', 'anonymous', 'none', 'RegisterStep1'],
    ['/register/2', 'open', 'none', 'RegisterStep2'],
    ['/register/3', 'open', 'none', 'RegisterStep3'],
    ['/register/4', 'open', 'none', 'RegisterStep4'],
    ['/login-affiliate', 'anonymous', 'none', 'LoginAffiliate'],
    ['/register-affiliate/1', 'anonymous', 'none', 'RegisterAffiliateStep1'],
    ['/register-affiliate/2', 'anonymous', 'none', 'RegisterAffiliateStep2'],
    ['/register-affiliate/3', 'anonymous', 'none', 'RegisterAffiliateStep3'],
    ['/register-affiliate-payment', 'anonymous', 'none', 'RegisterAffiliatePayment'],
    ['/register/success', 'authenticated', 'none', 'RegisterSuccess'],
    ['/addresses/add', 'authenticated', 'none', 'AddNewAddress'],
    ['/recruiter/reset', 'authenticated', 'none', 'Reset'],
    ['/dashboard', 'authenticated', 'default', 'dashboard'],
    ['/business-unit', 'authenticated', 'default', 'businessUnit'],
    ['/jobs', 'authenticated', 'default', 'jobs'],
    ['/brand', 'authenticated', 'default', 'brand'],
    ['/brand/preview', 'authenticated', 'default', 'brandPreview'],
    ['/resumes', 'authenticated', 'default', 'resumes'],
    ['/resumes/:uuid', 'authenticated', 'default', 'candidateResumeDetail'],
    ['/resumes-shop', 'authenticated', 'default', 'resumesShop'],
    ['/resumes-shop/:uuid', 'authenticated', 'default', 'resumesShopDetail'],
    ['/account', 'authenticated', 'default', 'account'],
    ['/addresses', 'authenticated', 'default', 'addresses'],
    ['/my-qr-codes', 'authenticated', 'default', 'myQrCodes'],
    ['/add-address-job/1', 'authenticated', 'default', 'addAddressJobStep1'],
    ['/add-address-job/2', 'authenticated', 'default', 'addAddressJobStep2'],
    ['/add-address-job/3', 'authenticated', 'default', 'addAddressJobStep3'],
    ['/edit-address-job/:uuid/1', 'authenticated', 'default', 'editAddressJobStep1'],
    ['/edit-address-job/:uuid/2', 'authenticated', 'default', 'editAddressJobStep2'],
    ['/edit-address-job/:uuid/3', 'authenticated', 'default', 'editAddressJobStep3'],
    ['/shopping-basket', 'authenticated', 'default', 'shoppingBasket'],
    ['/shopping-order-confirmed/:uuid', 'authenticated', 'default', 'shoppingOrderConfirmed'],
    ['/affiliate/dashboard', 'authenticated', 'affiliate', 'affiliateDashboard'],
    ['/affiliate/profile', 'authenticated', 'affiliate', 'affiliateProfile'],
    ['/affiliate/change-bank-details', 'authenticated', 'affiliate', 'affiliateChangeBankDetails'],
    ['/public-resume/:uuid', 'open', 'none', undefined],
    ['/addresses/:uuid/complete', 'open', 'none', undefined],
    ['/addresses/:uuid/apply', 'open', 'none', undefined], // the candidate apply page behind the QR code (decision 060)
    ['/candidate-signup', 'open', 'none', undefined], // the candidate sign-up behind an affiliate's QR code (decision 065)
    ['/my-data', 'open', 'none', undefined], // a candidate's data link from their e-mails (decision 093)
    ['/email-change/undo', 'open', 'none', undefined], // the old address undoes an e-mail change (decision 118)
    ['/confirm-email', 'open', 'none', undefined], // a candidate confirms an application's or a sign-up's e-mail (decision 119)
    ['/candidat', 'open', 'none', undefined], // the candidate's space: sign-in with a mailed code, "Mes candidatures" (issue 33)
    ['/candidate', 'open', 'none', undefined], // the same, under its English path
    ['/candidat/pres-de-chez-moi', 'open', 'none', undefined], // "jobs near me" (issue 33 item 4)
    ['/entreprise/:uuid', 'open', 'none', undefined], // a site's public company page for candidates (issue 33 item 4)
    ['/*', 'open', 'none', undefined],
  ])('%s: %s, layout %s, name %s', (path, auth, layout, name) => {
    expect(table[path]).toMatchObject({ auth, layout, needLayout: layout !== 'none' });
    expect(table[path]?.name).toBe(name);
  });

  it('has no other route', () => {
    expect(Object.keys(table)).toHaveLength(52);
  });
});

describe('guards in the router', () => {
  it('sends an anonymous visitor of an authenticated page to the login page with `redirect`', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, '/jobs?x=1');
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/jobs?x=1');
    expect(document.body).toHaveClass('page-login');
  });

  it('/app goes to /app/login', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/login');
  });

  it('loads the profile, then sends a logged-in premium user from the login page to the resumes', async () => {
    const calls = loggedIn(demo.premium);
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Candidats');
    expect(router.state.location.pathname).toBe('/app/resumes');
    expect(calls.filter((c) => c.path === '/api/recruiter/me/profile/')).toHaveLength(1);
    expect(document.body).toHaveClass('page-resumes');
    expect(document.body).not.toHaveClass('page-login');
  });

  it('sends a standard recruiter to the reset page, keeping the wanted page', async () => {
    loggedIn(demo.standard);
    const { router } = renderRoutes(routes, '/jobs');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Finalisez votre inscription');
    expect(router.state.location.pathname).toBe('/app/recruiter/reset');
    expect(router.state.location.search).toBe('?redirect=%2Fjobs');
  });

  it('lets a standard recruiter open a payment return', async () => {
    loggedIn(demo.standard);
    renderRoutes(routes, '/addresses?checkout_session_id=cs_1');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Adresses');
  });

  it('confirms a paid checkout on the way back, the premium popup never opened (its code loads when it opens)', async () => {
    markSignedIn();
    const paidOrder = {
      uuid: 'order-1',
      kind: 'premium_headhunter' as const,
      status: 'paid' as const,
      totalExclVat: 120000,
      vatAmount: 24000,
      totalInclVat: 144000,
      createdAt: '2026-11-20T10:00:00Z',
      paidAt: '2026-11-20T10:01:00Z',
      lines: [],
      invoiceId: null,
      addresses: [],
    };
    mockApi({
      'account.getProfile': () => ({ status: 200, body: demo.headhunter }),
      'orders.getOrderBySession': () => ({ status: 200, body: paidOrder }),
    });
    renderRoutes(routes, '/resumes-shop?checkout_session_id=cs_1');
    expect(await screen.findByText('Paiement confirmé. Merci !')).toBeInTheDocument();
    expect(screen.queryByTestId('premium-popup-subscribe')).toBeNull();
  });

  it('makes the site just paid for the current one, and the switch opens with two sites (decision 143)', async () => {
    markSignedIn();
    window.localStorage.clear();
    const [first] = demo.standardPaid.recruiter.addresses;
    const second = { ...first!, id: 2, uuid: 'address-2', name: 'Fournil Croix-Rousse' };
    const twoSites = { ...demo.standardPaid, recruiter: { ...demo.standardPaid.recruiter, addresses: [first!, second] } };
    const paidOrder = {
      uuid: 'order-2',
      kind: 'address' as const,
      status: 'paid' as const,
      totalExclVat: 4900,
      vatAmount: 980,
      totalInclVat: 5880,
      createdAt: '2026-11-20T10:00:00Z',
      paidAt: '2026-11-20T10:01:00Z',
      lines: [],
      invoiceId: null,
      addresses: ['address-2'],
    };
    mockApi({
      'account.getProfile': () => ({ status: 200, body: twoSites }),
      'orders.getOrderBySession': () => ({ status: 200, body: paidOrder }),
    });
    // The payment of a new site returns to the addresses page: the switch opens there too.
    renderRoutes(routes, '/addresses?checkout_session_id=cs_2');
    expect(await screen.findByText('Paiement confirmé. Merci !')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('store-switch-name')[0]).toHaveTextContent('Fournil Croix-Rousse'));
    expect(screen.getAllByTestId('store-switch')[0]).toHaveAttribute('data-openable', 'true');
  });

  it('opens the premium offer from a page link (?premium=1): the free brand page leads there (decision 143)', async () => {
    loggedIn(demo.headhunter);
    const { router } = renderRoutes(routes, '/brand');
    await userEvent.click(await screen.findByTestId('brand-upgrade'));
    expect(await screen.findByTestId('premium-popup')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows public pages without any session', async () => {
    mockApi({});
    renderRoutes(routes, '/public-resume/abc');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('CV du candidat');
  });

  it('shows the page-not-found screen for unknown paths', async () => {
    mockApi({});
    renderRoutes(routes, '/nothing/here');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Page introuvable');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    markSignedIn();
    mockApi({
      'account.getProfile': () => ({ status: 500, body: { code: 'internal_error', message: '' } }),
    });
    renderRoutes(routes, '/jobs');
    expect(await screen.findByTestId('session-error')).toBeInTheDocument();
  });
});

describe('Default layout', () => {
  it('shows the navigation of a premium recruiter', async () => {
    loggedIn(demo.premium);
    renderRoutes(routes, '/jobs');
    const nav = await screen.findByTestId('main-navigation');
    for (const key of ['resumes', 'businessUnit', 'jobs', 'brand', 'myQrCodes', 'addresses', 'account', 'logout', 'premium']) {
      expect(within(nav).getByTestId(`nav-${key}`)).toBeInTheDocument();
    }
    expect(within(nav).queryByTestId('nav-resumesShop')).toBeNull();
    expect(screen.queryByTestId('header-basket')).toBeNull();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Métiers');
  });

  it("keeps the phone menu's address switch and its QR button inside the menu, and the closed menu clipped (walk of 2026-11-29: the QR button showed at the left edge at 390 px)", async () => {
    loggedIn(demo.premium);
    renderRoutes(routes, '/jobs');
    const nav = await screen.findByTestId('main-navigation');
    expect(nav).toHaveStyle({ overflow: 'hidden' });
    const row = within(nav).getByTestId('store-switch-row');
    expect(row).toHaveStyle({ maxWidth: '100%' });
    // The switch shrinks (its name is cut) rather than pushing the QR button out of the row.
    expect(within(row).getByTestId('store-switch')).toHaveStyle({ minWidth: '0px' });
    expect(within(row).getByTestId('store-switch-qr')).toBeInTheDocument();
  });

  it('shows the basket with its count to a head-hunter', async () => {
    Cookies.set(BASKET_COOKIE, JSON.stringify(['c1', 'c2']));
    loggedIn(demo.headhunter);
    renderRoutes(routes, '/resumes-shop');
    expect(await screen.findByTestId('header-basket-count')).toHaveTextContent('2');
    expect(screen.getByTestId('nav-resumesShop')).toBeInTheDocument();
  });

  it('logs out after confirmation: cookies cleared, full load of the site root', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    loggedIn(demo.premium);
    renderRoutes(routes, '/jobs');
    await userEvent.click(await screen.findByTestId('nav-logout'));
    await userEvent.click(await screen.findByTestId('logout-confirm'));
    // The API is asked to revoke the session first (decision 117).
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(hasSession()).toBe(false);
    // Until the page load happens, the page stays as it was: no error screen.
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  it('keeps the session when the logout is cancelled', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    loggedIn(demo.premium);
    renderRoutes(routes, '/jobs');
    await userEvent.click(await screen.findByTestId('nav-logout'));
    await userEvent.click(await screen.findByTestId('logout-cancel'));
    expect(assign).not.toHaveBeenCalled();
    expect(hasSession()).toBe(true);
  });
});

describe('Affiliate layout', () => {
  it('shows home, account and logout; logout goes to /affiliation', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    loggedIn(demo.affiliate);
    renderRoutes(routes, '/affiliate/dashboard');
    expect(await screen.findByTestId('nav-affiliate-dashboard')).toBeInTheDocument();
    expect(screen.getByTestId('nav-affiliate-profile')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-affiliate-profile-warning')).toBeNull();
    await userEvent.click(screen.getByTestId('nav-logout'));
    await userEvent.click(await screen.findByTestId('logout-confirm'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/affiliation'));
  });

  it('puts a warning dot on the account while the account holder name is missing', async () => {
    loggedIn({ ...demo.affiliate, recruiter: { ...demo.affiliate.recruiter, accountHolderName: null } });
    renderRoutes(routes, '/affiliate/profile');
    expect(await screen.findByTestId('nav-affiliate-profile-warning')).toBeInTheDocument();
  });
});

describe('page prefetch (issue 15)', () => {
  const run = async (profile: typeof demo.standard, path: string) => {
    markSignedIn();
    const calls = mockApi({
      'account.getProfile': () => ({ status: 200, body: profile }),
    });
    const asked: string[] = [];
    await prefetchIfAllowed(createQueryClient(), new URL(`http://localhost${path}`), async (_client, url, loaded) => {
      asked.push(`${url.pathname} ${loaded.recruiter.uuid}`);
    });
    return { calls: calls.map((c) => c.path), asked };
  };

  it('runs once the profile is in, for a user the guards let open the page', async () => {
    expect(await run(demo.headhunter, '/app/resumes-shop?job=x')).toEqual({
      calls: ['/api/recruiter/me/profile/'],
      asked: [`/app/resumes-shop ${demo.headhunter.recruiter.uuid}`],
    });
  });

  it('asks nothing for a page the guards send this user away from', async () => {
    expect((await run(demo.affiliate, '/app/resumes-shop')).asked).toEqual([]);
    expect((await run(demo.standard, '/app/resumes-shop')).asked).toEqual([]);
  });
});
