import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contracts/constants';
import { APP_BASE, APP_PATHS } from '@app/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Box } from '@mantine/core';
import { createBrowserRouter, matchRoutes, Navigate, useLocation, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { profileQueryOptions } from '@/lib/auth';
import { hasSession } from '@/lib/cookies';
import type { PagePrefetch } from '@/lib/page-prefetch';
import { textsReady } from '@/lib/i18n';
import { AppRoot } from './root';
import { decideNavigation } from './guards';
import { leafHandle, routeHandle as h } from './route-handle';
import { RouteErrorPage } from './routes/route-error-page';

/** Rejects when a page's code has not arrived in time (spec section 9: chunk load timeout 120 s). */
const withChunkTimeout = <T,>(promise: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chunk load timeout')), CHUNK_LOAD_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/** The app's query client, for the pages' prefetches (set by `createAppRouter`). */
let prefetchClient: QueryClient | null = null;

/** Once the profile is in, the page's prefetch, if the route guards let this user open the page. */
export async function prefetchIfAllowed(queryClient: QueryClient, url: URL, prefetch: PagePrefetch): Promise<void> {
  const profile = await queryClient.ensureQueryData(profileQueryOptions());
  const route = leafHandle((matchRoutes(routes, url.pathname, APP_BASE) ?? []).map((m) => ({ handle: m.route.handle })));
  const location = { pathname: url.pathname.slice(APP_BASE.length) || '/', search: url.search };
  if (route && decideNavigation({ route, location, hasAccessCookie: true, profile }).kind === 'allow')
    await prefetch(queryClient, url, profile);
}

/**
 * A lazily loaded page: `page(() => import('...'), (m) => m.SomePage)`, with `(m) => m.prefetch`
 * as third argument when the page has a `PagePrefetch`.
 */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, prefetchOf?: (module: M) => PagePrefetch) => ({
  lazy: async () => {
    const module = await withChunkTimeout(load());
    // In English, the page's English texts arrive before it renders (decision 092); French waits for nothing.
    await textsReady().catch(() => undefined);
    const prefetch = prefetchOf?.(module);
    return {
      Component: pick(module),
      ...(prefetch && {
        // Never waited for: the page renders at once, its queries already on their way.
        loader: ({ request }: { request: Request }) => {
          if (prefetchClient && hasSession()) prefetchIfAllowed(prefetchClient, new URL(request.url), prefetch).catch(() => undefined);
          return null;
        },
        // Only when the page opens: a change of its query is the page's own to fetch.
        shouldRevalidate: () => false,
      }),
    };
  },
});

/** /app goes to /app/login, keeping the query (spec section 2). */
function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${APP_PATHS.login}${search}`} replace />;
}

const strip = (path: string): string => path.replace(/^\//, '');

/**
 * Every route of spec section 2. Paths are relative to the basename `/app`. Each handle says who
 * may open the page (`auth`), in which layout (`layout`), under which spec name, with which body class.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      // Anonymous-only -------------------------------------------------------------------------
      { index: true, Component: RootRedirect, handle: h('anonymous', 'none', undefined, 'page-root') },
      {
        path: strip(APP_PATHS.login),
        handle: h('anonymous', 'none', 'Login'),
        ...page(
          () => import('@/features/auth/routes/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: strip(APP_PATHS.lostPassword),
        handle: h('anonymous', 'none', 'LostPassword'),
        ...page(
          () => import('@/features/auth/routes/lost-password-page'),
          (m) => m.LostPasswordPage,
        ),
      },
      {
        path: strip(APP_PATHS.lostPasswordConfirm),
        handle: h('anonymous', 'none', 'LostPasswordConfirm'),
        ...page(
          () => import('@/features/auth/routes/lost-password-confirm-page'),
          (m) => m.LostPasswordConfirmPage,
        ),
      },
      ...[APP_PATHS.register, APP_PATHS.registerStep(1)].map((path) => ({
        path: strip(path),
        handle: h('anonymous', 'none', 'RegisterStep1'),
        ...page(
          () => import('@/features/registration/routes/register-step-1-page'),
          (m) => m.RegisterStep1Page,
        ),
      })),
      {
        path: strip(APP_PATHS.loginAffiliate),
        handle: h('anonymous', 'none', 'LoginAffiliate'),
        ...page(
          () => import('@/features/auth/routes/login-affiliate-page'),
          (m) => m.LoginAffiliatePage,
        ),
      },
      {
        path: strip(APP_PATHS.registerAffiliateStep(1)),
        handle: h('anonymous', 'none', 'RegisterAffiliateStep1'),
        ...page(
          () => import('@/features/registration/routes/register-affiliate-step-1-page'),
          (m) => m.RegisterAffiliateStep1Page,
        ),
      },
      {
        path: strip(APP_PATHS.registerAffiliateStep(2)),
        handle: h('anonymous', 'none', 'RegisterAffiliateStep2'),
        ...page(
          () => import('@/features/registration/routes/register-affiliate-step-2-page'),
          (m) => m.RegisterAffiliateStep2Page,
        ),
      },
      {
        path: strip(APP_PATHS.registerAffiliateStep(3)),
        handle: h('anonymous', 'none', 'RegisterAffiliateStep3'),
        ...page(
          () => import('@/features/registration/routes/register-affiliate-step-3-page'),
          (m) => m.RegisterAffiliateStep3Page,
        ),
      },
      {
        path: strip(APP_PATHS.registerAffiliatePayment),
        handle: h('anonymous', 'none', 'RegisterAffiliatePayment'),
        ...page(
          () => import('@/features/registration/routes/register-affiliate-payment-page'),
          (m) => m.RegisterAffiliatePaymentPage,
        ),
      },

      // Open to anonymous and logged-in users: registration steps 2 to 4 ----------------------
      {
        path: strip(APP_PATHS.registerStep(2)),
        handle: h('open', 'none', 'RegisterStep2'),
        ...page(
          () => import('@/features/registration/routes/register-step-2-page'),
          (m) => m.RegisterStep2Page,
        ),
      },
      {
        path: strip(APP_PATHS.registerStep(3)),
        handle: h('open', 'none', 'RegisterStep3'),
        ...page(
          () => import('@/features/registration/routes/register-step-3-page'),
          (m) => m.RegisterStep3Page,
        ),
      },
      {
        path: strip(APP_PATHS.registerStep(4)),
        handle: h('open', 'none', 'RegisterStep4'),
        ...page(
          () => import('@/features/registration/routes/register-step-4-page'),
          (m) => m.RegisterStep4Page,
        ),
      },

      // Authenticated, without layout ---------------------------------------------------------
      {
        path: strip(APP_PATHS.registerSuccess),
        handle: h('authenticated', 'none', 'RegisterSuccess'),
        ...page(
          () => import('@/features/registration/routes/register-success-page'),
          (m) => m.RegisterSuccessPage,
        ),
      },
      {
        path: strip(APP_PATHS.addNewAddress),
        handle: h('authenticated', 'none', 'AddNewAddress'),
        ...page(
          () => import('@/features/addresses/routes/add-new-address-page'),
          (m) => m.AddNewAddressPage,
        ),
      },
      {
        path: strip(APP_PATHS.reset),
        handle: h('authenticated', 'none', 'Reset'),
        ...page(
          () => import('@/features/registration/routes/reset-page'),
          (m) => m.ResetPage,
        ),
      },

      // Authenticated, Default layout ---------------------------------------------------------
      {
        // The layouts load with their first page, not with the login page (decision 085).
        ...page(
          () => import('./layouts/default-layout'),
          (m) => m.DefaultLayout,
        ),
        children: [
          {
            path: strip(APP_PATHS.dashboard),
            handle: h('authenticated', 'default', 'dashboard'),
            ...page(
              () => import('@/features/jobs/routes/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: strip(APP_PATHS.businessUnit),
            handle: h('authenticated', 'default', 'businessUnit'),
            ...page(
              () => import('@/features/business-units/routes/business-units-page'),
              (m) => m.BusinessUnitsPage,
            ),
          },
          {
            path: strip(APP_PATHS.jobs),
            handle: h('authenticated', 'default', 'jobs'),
            ...page(
              () => import('@/features/jobs/routes/jobs-page'),
              (m) => m.JobsPage,
              (m) => m.prefetch,
            ),
          },
          {
            path: strip(APP_PATHS.brand),
            handle: h('authenticated', 'default', 'brand'),
            ...page(
              () => import('@/features/brand/routes/brand-page'),
              (m) => m.BrandPage,
            ),
          },
          {
            path: strip(APP_PATHS.brandPreview),
            handle: h('authenticated', 'default', 'brandPreview'),
            ...page(
              () => import('@/features/brand/routes/brand-preview-page'),
              (m) => m.BrandPreviewPage,
            ),
          },
          {
            path: strip(APP_PATHS.resumes),
            handle: h('authenticated', 'default', 'resumes'),
            ...page(
              () => import('@/features/applications/routes/resumes-page'),
              (m) => m.ResumesPage,
              (m) => m.prefetch,
            ),
          },
          {
            path: 'resumes/:uuid',
            handle: h('authenticated', 'default', 'candidateResumeDetail'),
            ...page(
              () => import('@/features/resume-shop/routes/candidate-resume-detail-page'),
              (m) => m.CandidateResumeDetailPage,
            ),
          },
          {
            path: strip(APP_PATHS.resumesShop),
            handle: h('authenticated', 'default', 'resumesShop'),
            ...page(
              () => import('@/features/resume-shop/routes/resumes-shop-page'),
              (m) => m.ResumesShopPage,
              (m) => m.prefetch,
            ),
          },
          {
            path: 'resumes-shop/:uuid',
            handle: h('authenticated', 'default', 'resumesShopDetail'),
            ...page(
              () => import('@/features/resume-shop/routes/resumes-shop-detail-page'),
              (m) => m.ResumesShopDetailPage,
            ),
          },
          {
            path: strip(APP_PATHS.account),
            handle: h('authenticated', 'default', 'account'),
            ...page(
              // The account page, with the invoices list of the invoices feature below it.
              async () => {
                const [account, invoices] = await Promise.all([
                  import('@/features/account/routes/account-page'),
                  import('@/features/invoices/components/invoices-list'),
                ]);
                return { AccountPage: account.AccountPage, InvoicesList: invoices.InvoicesList };
              },
              (m) =>
                function AccountWithInvoices() {
                  return (
                    <>
                      <m.AccountPage />
                      {/* The anchor of the premium plan's "Voir mes factures" (premium-subscription-card.tsx). */}
                      <Box mt="xl" id="factures">
                        <m.InvoicesList />
                      </Box>
                    </>
                  );
                },
            ),
          },
          {
            path: strip(APP_PATHS.addresses),
            handle: h('authenticated', 'default', 'addresses'),
            ...page(
              () => import('@/features/addresses/routes/addresses-page'),
              (m) => m.AddressesPage,
              (m) => m.prefetch,
            ),
          },
          {
            path: strip(APP_PATHS.myQrCodes),
            handle: h('authenticated', 'default', 'myQrCodes'),
            ...page(
              () => import('@/features/qr-codes/routes/my-qr-codes-page'),
              (m) => m.MyQrCodesPage,
            ),
          },
          {
            path: strip(APP_PATHS.addAddressJobStep(1)),
            handle: h('authenticated', 'default', 'addAddressJobStep1'),
            ...page(
              () => import('@/features/jobs/routes/add-address-job-step-1-page'),
              (m) => m.AddAddressJobStep1Page,
            ),
          },
          {
            path: strip(APP_PATHS.addAddressJobStep(2)),
            handle: h('authenticated', 'default', 'addAddressJobStep2'),
            ...page(
              () => import('@/features/jobs/routes/add-address-job-step-2-page'),
              (m) => m.AddAddressJobStep2Page,
            ),
          },
          {
            path: strip(APP_PATHS.addAddressJobStep(3)),
            handle: h('authenticated', 'default', 'addAddressJobStep3'),
            ...page(
              () => import('@/features/jobs/routes/add-address-job-step-3-page'),
              (m) => m.AddAddressJobStep3Page,
            ),
          },
          {
            path: 'edit-address-job/:uuid/1',
            handle: h('authenticated', 'default', 'editAddressJobStep1'),
            ...page(
              () => import('@/features/jobs/routes/edit-address-job-step-1-page'),
              (m) => m.EditAddressJobStep1Page,
            ),
          },
          {
            path: 'edit-address-job/:uuid/2',
            handle: h('authenticated', 'default', 'editAddressJobStep2'),
            ...page(
              () => import('@/features/jobs/routes/edit-address-job-step-2-page'),
              (m) => m.EditAddressJobStep2Page,
            ),
          },
          {
            path: 'edit-address-job/:uuid/3',
            handle: h('authenticated', 'default', 'editAddressJobStep3'),
            ...page(
              () => import('@/features/jobs/routes/edit-address-job-step-3-page'),
              (m) => m.EditAddressJobStep3Page,
            ),
          },
          {
            path: strip(APP_PATHS.shoppingBasket),
            handle: h('authenticated', 'default', 'shoppingBasket'),
            ...page(
              () => import('@/features/basket/routes/shopping-basket-page'),
              (m) => m.ShoppingBasketPage,
            ),
          },
          {
            path: 'shopping-order-confirmed/:uuid',
            handle: h('authenticated', 'default', 'shoppingOrderConfirmed'),
            ...page(
              () => import('@/features/basket/routes/shopping-order-confirmed-page'),
              (m) => m.ShoppingOrderConfirmedPage,
            ),
          },
        ],
      },

      // Authenticated, Affiliate layout -------------------------------------------------------
      {
        ...page(
          () => import('./layouts/affiliate-layout'),
          (m) => m.AffiliateLayout,
        ),
        children: [
          {
            path: strip(APP_PATHS.affiliateDashboard),
            handle: h('authenticated', 'affiliate', 'affiliateDashboard'),
            ...page(
              () => import('@/features/affiliates/routes/affiliate-dashboard-page'),
              (m) => m.AffiliateDashboardPage,
              (m) => m.prefetch,
            ),
          },
          {
            path: strip(APP_PATHS.affiliateProfile),
            handle: h('authenticated', 'affiliate', 'affiliateProfile'),
            ...page(
              () => import('@/features/affiliates/routes/affiliate-profile-page'),
              (m) => m.AffiliateProfilePage,
            ),
          },
          {
            path: strip(APP_PATHS.affiliateChangeBankDetails),
            handle: h('authenticated', 'affiliate', 'affiliateChangeBankDetails'),
            ...page(
              () => import('@/features/affiliates/routes/affiliate-change-bank-details-page'),
              (m) => m.AffiliateChangeBankDetailsPage,
            ),
          },
        ],
      },

      // Open, without layout, no session needed -----------------------------------------------
      {
        path: 'public-resume/:uuid',
        handle: h('open', 'none', undefined, 'page-public-resume'),
        ...page(
          () => import('@/features/resume-shop/routes/public-resume-page'),
          (m) => m.PublicResumePage,
        ),
      },
      {
        path: 'addresses/:uuid/complete',
        handle: h('open', 'none', undefined, 'page-address-complete'),
        ...page(
          () => import('@/features/addresses/routes/address-complete-page'),
          (m) => m.AddressCompletePage,
        ),
      },
      {
        path: 'addresses/:uuid/apply',
        handle: h('open', 'none', undefined, 'page-address-apply'),
        ...page(
          () => import('@/features/apply/routes/apply-page'),
          (m) => m.ApplyPage,
        ),
      },
      {
        path: 'candidate-signup',
        handle: h('open', 'none', undefined, 'page-candidate-signup'),
        ...page(
          () => import('@/features/candidate-signup/routes/candidate-signup-page'),
          (m) => m.CandidateSignupPage,
        ),
      },
      {
        path: 'my-data',
        handle: h('open', 'none', undefined, 'page-candidate-data'),
        ...page(
          () => import('@/features/candidate-data/routes/candidate-data-page'),
          (m) => m.CandidateDataPage,
        ),
      },
      {
        // A candidate confirms the e-mail of an application or a sign-up from the mailed link (decision 119).
        path: 'confirm-email',
        handle: h('open', 'none', undefined, 'page-confirm-email'),
        ...page(
          () => import('@/features/apply/routes/confirm-email-page'),
          (m) => m.ConfirmEmailPage,
        ),
      },
      // The candidate's space (issue 33): sign-in with a mailed code, "Mes candidatures"; French path, English beside.
      ...[APP_PATHS.candidateSpace, APP_PATHS.candidateSpaceEn].map((path) => ({
        path: path.slice(1),
        handle: h('open', 'none', undefined, 'page-candidate-space'),
        ...page(
          () => import('@/features/candidate-app/routes/candidate-space-page'),
          (m) => m.CandidateSpacePage,
        ),
      })),
      {
        // "Jobs near me" (issue 33 item 4): public, in the candidate's space.
        path: APP_PATHS.candidateJobsNear.slice(1),
        handle: h('open', 'none', undefined, 'page-candidate-jobs-near'),
        ...page(
          () => import('@/features/candidate-app/routes/jobs-near-page'),
          (m) => m.JobsNearPage,
        ),
      },
      {
        // A site's public company page for candidates (issue 33 item 4).
        path: 'entreprise/:uuid',
        handle: h('open', 'none', undefined, 'page-candidate-company'),
        ...page(
          () => import('@/features/candidate-app/routes/company-page'),
          (m) => m.CompanyPage,
        ),
      },
      {
        // The old address of an account undoes a change of its e-mail (decision 118).
        path: 'email-change/undo',
        handle: h('open', 'none', undefined, 'page-email-change-undo'),
        ...page(
          () => import('@/features/account/routes/email-change-undo-page'),
          (m) => m.EmailChangeUndoPage,
        ),
      },
      {
        path: '*',
        handle: h('open', 'none', undefined, 'page-not-found'),
        ...page(
          () => import('./routes/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export const createAppRouter = (queryClient?: QueryClient) => {
  prefetchClient = queryClient ?? null;
  return createBrowserRouter(routes, { basename: APP_BASE });
};
export type AppRouter = ReturnType<typeof createAppRouter>;
