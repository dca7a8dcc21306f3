import { Alert, AppShell, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LegalFooterBar } from '@/components/ui/legal-links';
import { isSupportView } from '@/lib/cookies';

/** The main area of the signed-in layouts: the page, centred up to a width, above the legal footer. */
export function LayoutMain({ maxWidth }: { maxWidth: number }) {
  const { t } = useTranslation();
  return (
    <AppShell.Main bg="var(--mantine-color-gray-0)" style={{ display: 'flex', flexDirection: 'column' }}>
      {/* The support's read-only view of the account (decision 161): said on every page of it. */}
      {isSupportView() && (
        <Alert color="orange" radius={0} role="status" data-testid="support-view">
          {t('errors.view_only')}
        </Alert>
      )}
      <Box px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 32 }} style={{ flex: 1 }} maw={maxWidth} w="100%" mx="auto">
        <Outlet />
      </Box>
      <LegalFooterBar />
    </AppShell.Main>
  );
}
