import { SITE_PATHS } from '@app/contracts/routes';
import { Button, Group } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useMatches } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { logout, profileQueryOptions } from '@/lib/auth';
import { hasSession } from '@/lib/cookies';
import { decideNavigation, needsProfile } from './guards';
import { leafHandle, routeHandle, type RouteHandle } from './route-handle';
import { ErrorScreen } from './error-screen';

/** Handle assumed for a match without one (never the case for the routes of router.tsx). */
const FALLBACK_HANDLE: RouteHandle = routeHandle('open', 'none', undefined, 'page-unknown');

/** The handle of the page being shown. */
export const useRouteHandle = (): RouteHandle => leafHandle(useMatches()) ?? FALLBACK_HANDLE;

/**
 * Router-level guard: feeds the pure rules of `guards.ts` with the route handle, the location,
 * the access cookie and the profile, then renders the page, a redirect or a loader.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const route = useRouteHandle();
  const location = useLocation();
  const hasAccessCookie = hasSession();
  const profile = useQuery({ ...profileQueryOptions(), enabled: hasAccessCookie && needsProfile(route) });
  // A query's answer re-renders at once, in one task; the layout and the page the profile lets in
  // are rendered in React's slices instead, the main thread free between them (issue 15).
  const profileData = useDeferredValue(profile.data ?? null);

  const decision = decideNavigation({
    route,
    location,
    hasAccessCookie,
    profile: profileData,
  });

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load-profile') {
    return profile.isError ? <SessionError onRetry={() => void profile.refetch()} /> : <PageLoader fullScreen />;
  }
  return <>{children}</>;
}

/** The profile could not be loaded (network or server failure, not a refused session). */
function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ErrorScreen screen="session">
      <Group>
        <Button variant="default" onClick={() => logout(queryClient, SITE_PATHS.home)}>
          {t('navigation.logout')}
        </Button>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </Group>
    </ErrorScreen>
  );
}

/** Swaps the body class on each navigation (spec section 2). */
export function BodyClass() {
  const { bodyClass } = useRouteHandle();
  useEffect(() => {
    document.body.classList.add(bodyClass);
    return () => document.body.classList.remove(bodyClass);
  }, [bodyClass]);
  return null;
}
