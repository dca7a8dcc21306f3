import type { Profile, Recruiter } from '@app/contracts/auth';
import { APP_BASE, APP_PATHS } from '@app/contracts/routes';
import { isPremiumPlan, type PolicyCaller } from '@app/contracts/roles';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { browser } from './browser';
import { hasSession } from './cookies';
import { accountGetProfile } from '@app/contracts/operations.gen';
import { call } from './api';
import { signOut } from './http';

/**
 * The session, shared by the whole application (like bulletproof-react's `lib/auth`): the profile
 * endpoint, role predicates, landing page and logout. Login and password pages keep their own
 * endpoints in `features/auth/api`.
 */

// GET /api/recruiter/me/profile/ ---------------------------------------------------------------

/**
 * In development and tests the answer is checked with the contract's schema, fetched beside the
 * answer (decision 085); production builds leave the check to the API's serializer (decision 102).
 */
export const getProfile = async (signal?: AbortSignal): Promise<Profile> => {
  if (!import.meta.env.DEV) return call(accountGetProfile, { signal });
  const [{ profileSchema }, body] = await Promise.all([import('@app/contracts/auth'), call(accountGetProfile, { signal })]);
  return profileSchema.parse(body);
};

export const profileQueryKey = ['auth', 'profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 60_000,
  });

/** The profile, fetched when a session is hinted (the API's `signed_in` cookie). */
export const useProfile = () => useQuery({ ...profileQueryOptions(), enabled: hasSession() });

/**
 * The logged-in user's profile inside authenticated pages, where the route guard has loaded it
 * before rendering.
 */
export const useCurrentProfile = (): Profile => {
  const { data } = useProfile();
  if (!data) throw new Error('useCurrentProfile used outside an authenticated page');
  return data;
};

export const useCurrentRecruiter = (): Recruiter => useCurrentProfile().recruiter;

// Roles -----------------------------------------------------------------------------------------

/** Premium (`isPremiumPlan` of contracts/roles.ts, spec section 4); the API also sends it as `premium`. */
export const isPremium = (recruiter: Pick<Recruiter, 'premium' | 'maxAddresses'>): boolean =>
  recruiter.premium || isPremiumPlan(recruiter.maxAddresses);

/**
 * The account as the policies of contracts/roles.ts read it: the guards and the navigation ask
 * them what the API's routes ask (decision 146).
 */
export const policyCallerOf = (
  recruiter: Pick<Recruiter, 'premium' | 'maxAddresses' | 'headhunter' | 'headhunterPremium' | 'affiliate' | 'displayBusinessUnitPage'>,
): PolicyCaller => ({
  premium: isPremium(recruiter),
  headhunter: recruiter.headhunter,
  headhunterPremium: recruiter.headhunterPremium,
  affiliate: recruiter.affiliate,
  displayBusinessUnitPage: recruiter.displayBusinessUnitPage,
});

/** Whether one of the recruiter's sites has an active subscription (spec section 4: status 'active'). */
export const hasActiveSubscription = (recruiter: Pick<Recruiter, 'addresses'>): boolean =>
  recruiter.addresses.some((address) => address.subscription?.status === 'active');

/**
 * Who reads the applications their QR codes bring (the resumes page, decision 121): premium
 * recruiters, and recruiters whose site has an active subscription, which opens those
 * applicants' contact details (product decisions). Affiliates and head-hunters do not.
 */
export const readsApplications = (
  recruiter: Pick<Recruiter, 'premium' | 'maxAddresses' | 'addresses' | 'affiliate' | 'headhunter'>,
): boolean => isPremium(recruiter) || (!recruiter.affiliate && !recruiter.headhunter && hasActiveSubscription(recruiter));

/**
 * Landing page by role (decisions 004 and 121): affiliates their dashboard, those who read
 * applications the resumes (premium, or a paid site), others the resume shop.
 */
export const landingPath = (profile: Pick<Profile, 'recruiter'> | null): string => {
  if (!profile) return APP_PATHS.login;
  const { recruiter } = profile;
  if (recruiter.affiliate) return APP_PATHS.affiliateDashboard;
  if (readsApplications(recruiter)) return APP_PATHS.resumes;
  return APP_PATHS.resumesShop;
};

const PROBE_ORIGIN = 'https://app.invalid';

/**
 * The `redirect` query when it is a path of this application, else null. External,
 * protocol-relative and backslash URLs are refused; `/app/jobs` and `/jobs` both give `/jobs`.
 */
export const safeRedirect = (value: string | null | undefined): string | null => {
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  let path = url.pathname;
  if (path === APP_BASE || path.startsWith(`${APP_BASE}/`)) path = path.slice(APP_BASE.length) || '/';
  if (path.startsWith('//')) return null;
  return `${path}${url.search}${url.hash}`;
};

/** After a login: the `redirect` query when safe, else the landing page of the role. */
export const afterLoginPath = (redirect: string | null | undefined, profile: Pick<Profile, 'recruiter'>): string =>
  safeRedirect(redirect) ?? landingPath(profile);

// Logout ----------------------------------------------------------------------------------------

/**
 * Ends the session: the API revokes it and clears its cookies (decision 117), cached data goes,
 * then a full page load to `destination` (the marketing root for recruiters, `/affiliation` for
 * affiliates: spec section 4), which also drops every in-memory state.
 */
export const logout = (queryClient: QueryClient, destination: string): void => {
  void signOut().finally(() => {
    queryClient.clear();
    browser.assign(destination);
  });
};
