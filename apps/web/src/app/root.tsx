import { Alert, Box, Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ConsentBanner } from '@/components/ui/consent-banner';
import { isSupportView } from '@/lib/cookies';
import { BodyClass, RouteGuard } from './route-guard';

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }}>
      <Progress value={100} animated size={3} radius={0} aria-hidden="true" />
    </Box>
  );
}

/** The support's read-only view of the account (decision 161): said above every page of it. */
function SupportViewBanner() {
  const { t } = useTranslation();
  if (!isSupportView()) return null;
  return (
    // Fixed at the bottom: above every layout, never under a fixed header.
    <Alert
      color="orange"
      radius={0}
      role="status"
      data-testid="support-view"
      style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 300 }}
    >
      {t('errors.view_only')}
    </Alert>
  );
}

/** Root route: body class, navigation progress, guard, then the page. */
export function AppRoot() {
  return (
    <>
      <BodyClass />
      <NavigationProgress />
      <SupportViewBanner />
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <ScrollRestoration />
      <ConsentBanner />
    </>
  );
}
