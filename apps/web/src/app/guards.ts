import type { Profile, Recruiter } from '@app/contracts/auth';
import { APP_PATHS, CHECKOUT_SESSION_QUERY, REDIRECT_QUERY, SESSION_END_QUERY, SESSION_ENDED_BY_SUSPENSION } from '@app/contracts/routes';
import { allows, PAGE_POLICIES } from '@app/contracts/roles';
import { isPremium, landingPath, policyCallerOf } from '../lib/auth';
import type { RouteHandle, RouteName } from './route-handle';

/**
 * Navigation rules of spec section 2 ("Route guards"), as pure functions so that each rule is
 * tested alone. The router-level <RouteGuard> only feeds them and obeys their decision.
 * Interpretations are written down in docs/decisions/004-route-guards.md.
 *
 * Paths here are relative to the application base (`/app`), as the router sees them.
 */

export interface GuardLocation {
  pathname: string;
  search: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  /** The access cookie is there but the profile is not loaded yet: load it, then decide again. */
  | { kind: 'load-profile' }
  | { kind: 'redirect'; to: string };

export interface GuardInput {
  route: RouteHandle;
  location: GuardLocation;
  hasAccessCookie: boolean;
  /** The loaded profile, or null while none is loaded. */
  profile: Profile | null;
}

const ALLOW: GuardDecision = { kind: 'allow' };

/** Routes the reset guard never redirects (spec section 2). */
export const RESET_EXEMPT_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'AddNewAddress',
  'RegisterStep2',
  'RegisterSuccess',
  'Reset',
]);

export const fullPath = ({ pathname, search }: GuardLocation): string => `${pathname}${search}`;

const withRedirect = (path: string, wanted: string): string => `${path}?${new URLSearchParams({ [REDIRECT_QUERY]: wanted }).toString()}`;

/** Login page carrying the wanted page in its `redirect` query. */
export const loginPath = (location: GuardLocation): string => withRedirect(APP_PATHS.login, fullPath(location));

/** The login page saying the account was suspended (no way back to a page the account can no longer open). */
export const suspendedLoginPath = `${APP_PATHS.login}?${new URLSearchParams({ [SESSION_END_QUERY]: SESSION_ENDED_BY_SUSPENSION }).toString()}`;

/** Reset page carrying the wanted page in its `redirect` query. */
export const resetPath = (location: GuardLocation): string => withRedirect(APP_PATHS.reset, fullPath(location));

/**
 * The user may use the application without going through the reset screen when one holds:
 * premium, paid orders, affiliate with paid orders (included in the former), head-hunter.
 */
export const passesResetGuard = (
  recruiter: Pick<Recruiter, 'premium' | 'maxAddresses' | 'hasPayedOrders' | 'affiliate' | 'headhunter'>,
): boolean => isPremium(recruiter) || recruiter.hasPayedOrders || (recruiter.affiliate && recruiter.hasPayedOrders) || recruiter.headhunter;

/** A route with no name, an exempt name, or a payment return (`checkout_session_id`) is never reset. */
export const isResetExempt = (route: Pick<RouteHandle, 'name'>, search: string): boolean =>
  route.name === undefined || RESET_EXEMPT_ROUTES.has(route.name) || new URLSearchParams(search).has(CHECKOUT_SESSION_QUERY);

/**
 * Whether the profile is needed before deciding. Unnamed open pages (public resume, address
 * completion, page not found) are public: they never wait for, nor depend on, a session.
 */
export const needsProfile = (route: RouteHandle): boolean => route.auth !== 'open' || route.name !== undefined;

/**
 * Pages a role may not use (the API refuses their calls): opened by URL, they send the user to
 * the landing page of the role instead of showing errors. The reset screen is only for those the
 * reset guard holds.
 */
const ROLE_RULES: Partial<Record<RouteName, (recruiter: Recruiter) => boolean>> = {
  resumesShop: (r) => allows(PAGE_POLICIES.resumesShop.policy, policyCallerOf(r)),
  resumesShopDetail: (r) => allows(PAGE_POLICIES.resumesShopDetail.policy, policyCallerOf(r)),
  shoppingBasket: (r) => allows(PAGE_POLICIES.shoppingBasket.policy, policyCallerOf(r)),
  Reset: (r) => !passesResetGuard(r),
};

/**
 * The layout is the role's (decision 121, replacing decision 004's "layouts by role" point): the
 * affiliate layout is for affiliates, the Default (recruiter) layout for the others, so that an
 * affiliate who follows a recruiter link (the site's "Mon compte" once pointed to the dashboard)
 * reaches their own area instead of pages whose calls all answer 403.
 */
const layoutFits = (route: Pick<RouteHandle, 'layout'>, recruiter: Pick<Recruiter, 'affiliate'>): boolean =>
  route.layout === 'affiliate' ? recruiter.affiliate : route.layout === 'default' ? !recruiter.affiliate : true;

/** Whether the role of this recruiter may use the page (pages without a rule: yes, in the role's layout). */
export const roleMayOpen = (route: Pick<RouteHandle, 'name' | 'layout'>, recruiter: Recruiter): boolean => {
  const rule = route.name === undefined ? undefined : ROLE_RULES[route.name];
  return layoutFits(route, recruiter) && (rule === undefined || rule(recruiter));
};

export const decideNavigation = ({ route, location, hasAccessCookie, profile: loaded }: GuardInput): GuardDecision => {
  // The cookie is the session: a profile left in memory after the cookie went is not a login.
  const profile = hasAccessCookie ? loaded : null;
  // (a) Authenticated page without an access cookie: log in first, then come back.
  if (route.auth === 'authenticated' && !hasAccessCookie) {
    return { kind: 'redirect', to: loginPath(location) };
  }
  // (b) A cookie but no user yet: load the profile before anything else.
  if (hasAccessCookie && profile === null && needsProfile(route)) {
    return { kind: 'load-profile' };
  }
  // (d) Anonymous-only page while logged in: go to the landing page of the role.
  if (route.auth === 'anonymous') {
    return profile !== null ? { kind: 'redirect', to: landingPath(profile) } : ALLOW;
  }
  // (c) Logged-in user who has neither paid nor a free pass: the reset screen, then back.
  if (profile !== null && !passesResetGuard(profile.recruiter) && !isResetExempt(route, location.search)) {
    return { kind: 'redirect', to: resetPath(location) };
  }
  // (e) A page this role may not use: its landing page, never an error.
  if (profile !== null && route.auth === 'authenticated' && !roleMayOpen(route, profile.recruiter)) {
    return { kind: 'redirect', to: landingPath(profile) };
  }
  return ALLOW;
};
