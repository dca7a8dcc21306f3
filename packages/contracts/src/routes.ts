import { CANDIDATE_SIGNED_IN_COOKIE, EMAIL_CODE_LINK_QUERY, SIGNED_IN_COOKIE } from './constants.ts';

/**
 * Paths of the application (spec section 2), shared so that the API can build links into the app
 * (password-reset e-mails, payment return pages) without restating them. Paths are relative to
 * the application's base `APP_BASE`; `appUrl` gives the path from the site root.
 */
export const APP_BASE = '/app';

export const APP_PATHS = {
  root: '/',
  login: '/login',
  lostPassword: '/lost-password',
  lostPasswordConfirm: '/lost-password/confirm',
  register: '/register',
  registerStep: (step: 1 | 2 | 3 | 4) => `/register/${step}`,
  registerSuccess: '/register/success',
  loginAffiliate: '/login-affiliate',
  registerAffiliateStep: (step: 1 | 2 | 3) => `/register-affiliate/${step}`,
  registerAffiliatePayment: '/register-affiliate-payment',
  addNewAddress: '/addresses/add',
  reset: '/recruiter/reset',
  dashboard: '/dashboard',
  businessUnit: '/business-unit',
  jobs: '/jobs',
  brand: '/brand',
  brandPreview: '/brand/preview',
  resumes: '/resumes',
  candidateResumeDetail: (uuid: string) => `/resumes/${encodeURIComponent(uuid)}`,
  resumesShop: '/resumes-shop',
  resumesShopDetail: (uuid: string) => `/resumes-shop/${encodeURIComponent(uuid)}`,
  account: '/account',
  addresses: '/addresses',
  myQrCodes: '/my-qr-codes',
  addAddressJobStep: (step: 1 | 2 | 3) => `/add-address-job/${step}`,
  editAddressJobStep: (uuid: string, step: 1 | 2 | 3) => `/edit-address-job/${encodeURIComponent(uuid)}/${step}`,
  shoppingBasket: '/shopping-basket',
  shoppingOrderConfirmed: (uuid: string) => `/shopping-order-confirmed/${encodeURIComponent(uuid)}`,
  affiliateDashboard: '/affiliate/dashboard',
  affiliateProfile: '/affiliate/profile',
  affiliateChangeBankDetails: '/affiliate/change-bank-details',
  publicResume: (uuid: string) => `/public-resume/${encodeURIComponent(uuid)}`,
  addressComplete: (uuid: string) => `/addresses/${encodeURIComponent(uuid)}/complete`,
  addressApply: (uuid: string) => `/addresses/${encodeURIComponent(uuid)}/apply`,
  /** A candidate's data page, opened from the signed link of their e-mails (`?token=`, decision 093). */
  candidateData: '/my-data',
  /** A candidate confirms the e-mail of a sign-up or an application, from the mailed link (`?token=`, decision 119). */
  candidateEmailConfirm: '/confirm-email',
  /** The old address of an account undoes a change of its e-mail, from the mailed link (`?token=`, decision 118). */
  emailChangeUndo: '/email-change/undo',
  /** The candidate's space (issue 33): sign-in with a mailed code, then "Mes candidatures"; French path, English beside. */
  candidateSpace: '/candidat',
  candidateSpaceEn: '/candidate',
  /** A site's public company page for candidates (issue 33 item 4): brand, open jobs, town, apply. */
  candidateCompany: (uuid: string) => `/entreprise/${encodeURIComponent(uuid)}`,
  /** "Jobs near me" (issue 33 item 4): live sites with open jobs around a town or the phone's position. */
  candidateJobsNear: '/candidat/pres-de-chez-moi',
} as const;

/** Pages of the public site, outside the application (spec section 2, "Static links"). */
export const SITE_PATHS = {
  home: '/',
  terms: '/conditions-generales',
  privacy: '/politique-de-confidentialite',
  /** Mentions légales (LCEN art. 6, issue 29): publisher, director of publication, host. */
  legalNotice: '/mentions-legales',
  contact: '/#contact',
  affiliation: '/affiliation',
  contributorContract: '/static/contract.pdf',
} as const;

/** The public site's pages by pathname (the site is pre-rendered page by page); any other path answers 404. */
const SITE_PAGES = new Map([
  [SITE_PATHS.home, 'home'],
  ['/index.html', 'home'],
  [SITE_PATHS.affiliation, 'affiliation'],
  [SITE_PATHS.terms, 'terms'],
  [SITE_PATHS.privacy, 'privacy'],
  [SITE_PATHS.legalNotice, 'legalNotice'],
] as const);
export type SitePageKey = 'home' | 'affiliation' | 'terms' | 'privacy' | 'legalNotice';
/** Every page the site pre-renders, the not-found page included. */
export const SITE_PAGE_KEYS = ['home', 'affiliation', 'terms', 'privacy', 'legalNotice', 'notFound'] as const satisfies readonly (
  SitePageKey | 'notFound'
)[];

/** The site's page at a pathname (a trailing slash allowed), or 'notFound'. */
export const sitePageKey = (pathname: string): SitePageKey | 'notFound' =>
  (SITE_PAGES as ReadonlyMap<string, SitePageKey>).get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? 'notFound';
export const isSitePage = (pathname: string): boolean => sitePageKey(pathname) !== 'notFound';

/**
 * Query parameter of the login page saying why the session ended, when the API said why: the
 * support suspended the account (decision 161). The login page then says it above the form.
 */
export const SESSION_END_QUERY = 'fin';
export const SESSION_ENDED_BY_SUSPENSION = 'suspension';

/**
 * Application pages whose first load is pre-rendered HTML with islands, like the public site
 * (decision 098), by path from the site root: the API serves the file `site/<language>/<key>.html`
 * to a visitor without the page's session hint cookie (`session`); with it, the application's page.
 * The candidate's space and "jobs near me" (issue 33 item 5, decision 159) are candidate screens:
 * the candidate's hint decides the first, none the second (the same page for everyone).
 */
export const PRERENDERED_APP_PAGES = new Map<
  string,
  {
    key: PrerenderedAppPageKey;
    session: string | null;
    /**
     * Query parameters the pre-rendered HTML cannot answer: with one of them, the application's page
     * (the candidate's space opened by a code mail's link, decision 158, shows its "open my space" step
     * only once its script runs, which an island's script waits for a first touch to load).
     */
    appWith?: readonly string[];
  }
>([
  [`${APP_BASE}${APP_PATHS.login}`, { key: 'appLogin', session: SIGNED_IN_COOKIE, appWith: [SESSION_END_QUERY] }],
  [
    `${APP_BASE}${APP_PATHS.candidateSpace}`,
    { key: 'appCandidateSpace', session: CANDIDATE_SIGNED_IN_COOKIE, appWith: [EMAIL_CODE_LINK_QUERY] },
  ],
  [
    `${APP_BASE}${APP_PATHS.candidateSpaceEn}`,
    { key: 'appCandidateSpace', session: CANDIDATE_SIGNED_IN_COOKIE, appWith: [EMAIL_CODE_LINK_QUERY] },
  ],
  [`${APP_BASE}${APP_PATHS.candidateJobsNear}`, { key: 'appJobsNear', session: null }],
]);
export type PrerenderedAppPageKey = 'appLogin' | 'appCandidateSpace' | 'appJobsNear';

/**
 * The application's pages rendered per site by the API (decision 165): the QR apply page and a
 * site's company page, each the application's own component in an island, with the site's public
 * answer. The build writes each one's document (`dist/site/<language>/<key>.html`) with a title and a
 * root to fill; `session`: the hint cookie that makes it the application's page instead (a signed-in
 * candidate gets the application: the prefilled form, the follow button).
 */
export type RenderedSitePageKey = 'appApply' | 'appCompany';
export const RENDERED_SITE_PAGE_KEYS: readonly RenderedSitePageKey[] = ['appApply', 'appCompany'];
export const RENDERED_SITE_PAGE_SESSION = CANDIDATE_SIGNED_IN_COOKIE;
/** The placeholders of a rendered site page's document, filled per site and language. */
export const RENDERED_SITE_PAGE_TITLE = '__RENDERED_SITE_PAGE_TITLE__';
export const RENDERED_SITE_PAGE_ROOT = '<!--rendered-site-page-->';
const RENDERED_SITE_PAGE_PATHS: readonly [RegExp, RenderedSitePageKey][] = [
  [/^\/app\/addresses\/([0-9a-f-]{36})\/apply\/?$/i, 'appApply'],
  [/^\/app\/entreprise\/([0-9a-f-]{36})\/?$/i, 'appCompany'],
];
/** The per-site page of a pathname (its key and site uuid), or undefined. */
export function renderedSitePage(pathname: string): { key: RenderedSitePageKey; uuid: string } | undefined {
  for (const [pattern, key] of RENDERED_SITE_PAGE_PATHS) {
    const found = pattern.exec(pathname);
    if (found) return { key, uuid: found[1]!.toLowerCase() };
  }
  return undefined;
}

/** The pre-rendered pages that belong to the installable candidate app (manifest, service worker). */
export const CANDIDATE_APP_PAGE_KEYS: readonly (PrerenderedAppPageKey | RenderedSitePageKey)[] = [
  'appCandidateSpace',
  'appJobsNear',
  'appApply',
  'appCompany',
];

/**
 * Every page of the application (spec section 2), as the router's patterns (`:uuid` is one path
 * segment), relative to `APP_BASE`: the API answers HTTP 404 with the app's not-found page for any
 * other `/app/...` path (decision 121). The router's test checks that this list is its own.
 */
export const APP_PAGE_PATTERNS: readonly string[] = [
  APP_PATHS.root,
  APP_PATHS.login,
  APP_PATHS.lostPassword,
  APP_PATHS.lostPasswordConfirm,
  APP_PATHS.register,
  APP_PATHS.registerStep(1),
  APP_PATHS.registerStep(2),
  APP_PATHS.registerStep(3),
  APP_PATHS.registerStep(4),
  APP_PATHS.registerSuccess,
  APP_PATHS.loginAffiliate,
  APP_PATHS.registerAffiliateStep(1),
  APP_PATHS.registerAffiliateStep(2),
  APP_PATHS.registerAffiliateStep(3),
  APP_PATHS.registerAffiliatePayment,
  APP_PATHS.addNewAddress,
  APP_PATHS.reset,
  APP_PATHS.dashboard,
  APP_PATHS.businessUnit,
  APP_PATHS.jobs,
  APP_PATHS.brand,
  APP_PATHS.brandPreview,
  APP_PATHS.resumes,
  '/resumes/:uuid',
  APP_PATHS.resumesShop,
  '/resumes-shop/:uuid',
  APP_PATHS.account,
  APP_PATHS.addresses,
  APP_PATHS.myQrCodes,
  APP_PATHS.addAddressJobStep(1),
  APP_PATHS.addAddressJobStep(2),
  APP_PATHS.addAddressJobStep(3),
  '/edit-address-job/:uuid/1',
  '/edit-address-job/:uuid/2',
  '/edit-address-job/:uuid/3',
  APP_PATHS.shoppingBasket,
  '/shopping-order-confirmed/:uuid',
  APP_PATHS.affiliateDashboard,
  APP_PATHS.affiliateProfile,
  APP_PATHS.affiliateChangeBankDetails,
  '/public-resume/:uuid',
  '/addresses/:uuid/complete',
  '/addresses/:uuid/apply',
  '/candidate-signup',
  APP_PATHS.candidateData,
  APP_PATHS.candidateEmailConfirm,
  APP_PATHS.emailChangeUndo,
  APP_PATHS.candidateSpace,
  APP_PATHS.candidateSpaceEn,
  '/entreprise/:uuid',
  APP_PATHS.candidateJobsNear,
];

const APP_PAGE_MATCHERS = APP_PAGE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z]+/gi, '[^/]+')}/?$`, 'i'),
);

/** Whether a path from the site root (`/app/jobs`, `/app/resumes/<uuid>/`) is a page of the application. */
export const isAppPage = (pathname: string): boolean => {
  if (pathname !== APP_BASE && !pathname.startsWith(`${APP_BASE}/`)) return false;
  const path = pathname.slice(APP_BASE.length) || '/';
  return APP_PAGE_MATCHERS.some((matcher) => matcher.test(path));
};

/** Path from the site root of an application path: appUrl('/login') === '/app/login'. */
export const appUrl = (path: string): string => `${APP_BASE}${path === '/' ? '/' : path}`;

/**
 * Registration step 1 opened by the public site's job search (spec section 2: `?job=...&type=decouverte`):
 * the chosen job's name, and its id in the catalogue (`jobId`), so that the job picked is the job
 * registered, never the first hit of a new search by its name (issue 29).
 */
export const REGISTRATION_QUERY = { job: 'job', jobId: 'jobId', type: 'type' } as const;

/** The chosen job of a registration link, or null when it carries none (or an id that is not one). */
export const registrationJobFromQuery = (params: { get(name: string): string | null }): { id: number; name: string } | null => {
  const name = params.get(REGISTRATION_QUERY.job)?.trim();
  const id = Number(params.get(REGISTRATION_QUERY.jobId));
  return name && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? { id, name } : null;
};

/** Query parameter carrying the page wanted before a login or a reset (spec section 2, guards). */
export const REDIRECT_QUERY = 'redirect';
/** Query parameter the payment provider adds on return; such a page is never redirected. */
/** A page of the application with `?premium=1` opens the premium offer (a link to it from any page, decision 143). */
export const PREMIUM_OFFER_QUERY = 'premium';

export const CHECKOUT_SESSION_QUERY = 'checkout_session_id';
