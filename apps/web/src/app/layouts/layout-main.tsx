import { AppShell, Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { LegalFooterBar } from '@/components/ui/legal-links';

/** The main area of the signed-in layouts: the page, centred up to a width, above the legal footer. */
export function LayoutMain({ maxWidth }: { maxWidth: number }) {
  return (
    <AppShell.Main bg="var(--mantine-color-gray-0)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 32 }} style={{ flex: 1 }} maw={maxWidth} w="100%" mx="auto">
        <Outlet />
      </Box>
      <LegalFooterBar />
    </AppShell.Main>
  );
}
