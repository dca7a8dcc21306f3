/**
 * What every route of the application declares in its `handle` (spec section 2): its name, whether
 * it is shown inside a layout and which one, who may open it, and the body class of the page.
 */
export type RouteAuth = 'anonymous' | 'authenticated' | 'open';
export type RouteLayout = 'default' | 'affiliate' | 'none';

/** Route names of the specification (section 2, "Named routes"), plus names for the auth pages. */
export type RouteName =
  | 'Login'
  | 'LostPassword'
  | 'LostPasswordConfirm'
  | 'LoginAffiliate'
  | 'RegisterStep1'
  | 'RegisterStep2'
  | 'RegisterStep3'
  | 'RegisterStep4'
  | 'RegisterAffiliateStep1'
  | 'RegisterAffiliateStep2'
  | 'RegisterAffiliateStep3'
  | 'RegisterAffiliatePayment'
  | 'RegisterSuccess'
  | 'AddNewAddress'
  | 'Reset'
  | 'dashboard'
  | 'businessUnit'
  | 'jobs'
  | 'brand'
  | 'brandPreview'
  | 'resumes'
  | 'candidateResumeDetail'
  | 'resumesShop'
  | 'resumesShopDetail'
  | 'account'
  | 'addresses'
  | 'myQrCodes'
  | 'addAddressJobStep1'
  | 'addAddressJobStep2'
  | 'addAddressJobStep3'
  | 'editAddressJobStep1'
  | 'editAddressJobStep2'
  | 'editAddressJobStep3'
  | 'shoppingBasket'
  | 'shoppingOrderConfirmed'
  | 'affiliateDashboard'
  | 'affiliateProfile'
  | 'affiliateChangeBankDetails';

export interface RouteHandle {
  /** Absent on pages the spec leaves unnamed (public resume, address completion, not found). */
  name?: RouteName;
  needLayout: boolean;
  layout: RouteLayout;
  auth: RouteAuth;
  /** Class put on <body> while the page is shown. */
  bodyClass: string;
}

const kebab = (value: string): string =>
  value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** Builds a handle; the body class is `page-<name in kebab case>` unless given. */
export const routeHandle = (auth: RouteAuth, layout: RouteLayout, name?: RouteName, bodyClass?: string): RouteHandle => ({
  ...(name ? { name } : {}),
  auth,
  layout,
  needLayout: layout !== 'none',
  bodyClass: bodyClass ?? `page-${name ? kebab(name) : 'unnamed'}`,
});

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'auth' in value && 'layout' in value && 'bodyClass' in value;

/** The handle of the deepest matched route that has one. */
export const leafHandle = (matches: readonly { handle: unknown }[]): RouteHandle | undefined => {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
};
