import { Box, Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ConsentBanner } from '@/components/ui/consent-banner';
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

/** Root route: body class, navigation progress, guard, then the page. */
export function AppRoot() {
  return (
    <>
      <BodyClass />
      <NavigationProgress />
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <ScrollRestoration />
      <ConsentBanner />
    </>
  );
}
