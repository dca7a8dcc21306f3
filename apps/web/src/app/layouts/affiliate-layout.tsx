import { APP_PATHS, SITE_PATHS } from '@app/contracts/routes';
import { AppShell, Box, Burger, Group, Indicator, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconHome, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { logout, useCurrentProfile } from '@/lib/auth';
import { lazyModal } from '@/components/ui/lazy-modal';
import { LayoutMain } from './layout-main';

/** Closed at first: its code loads when it opens (decision 085). */
const LogoutModal = lazyModal(() => import('./logout-modal').then((m) => m.LogoutModal));

/**
 * Affiliate layout (spec section 2): mobile header with a side menu, sidebar with the logo and the
 * navigation (home, account with a warning dot while the account holder name is missing, logout),
 * confirm-logout modal. Logging out leads to /affiliation (spec section 4).
 */
export function AffiliateLayout() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery('(min-width: 62em)', true);
  const [navOpened, nav] = useDisclosure(false);
  const [logoutOpened, logoutModal] = useDisclosure(false);
  const missingHolder = !profile.recruiter.accountHolderName;
  /** The look of the affiliate's page links: filled orange when active, white text on the dark bar. */
  const pageLink = {
    component: Link,
    onClick: nav.close,
    variant: 'filled',
    color: 'accent.7',
    c: 'white',
    style: { borderRadius: 'var(--mantine-radius-md)' },
  } as const;

  return (
    <AppShell
      header={{ height: 60, collapsed: isDesktop }}
      navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={0}
      data-testid="layout-affiliate"
    >
      <AppShell.Header px="md" hiddenFrom="md">
        <Group h="100%" justify="space-between">
          <Burger opened={navOpened} onClick={nav.toggle} size="sm" aria-label={t('navigation.menu')} data-testid="affiliate-burger" />
          <Logo size={30} textSize="lg" />
          <Box w={28} />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="md" bg="var(--mantine-color-dark-8)" c="white" data-testid="affiliate-navigation">
        <AppShell.Section visibleFrom="md" mb="xl" mt="xs" px="xs">
          <Link to={APP_PATHS.affiliateDashboard} style={{ textDecoration: 'none' }}>
            <Logo inverted size={34} />
          </Link>
          <Text size="xs" c="gray.5" mt={6} tt="uppercase" fw={700} style={{ letterSpacing: '0.08em' }}>
            {t('navigation.affiliate_space')}
          </Text>
        </AppShell.Section>
        <AppShell.Section grow>
          <Stack gap={4} component="nav" aria-label={t('navigation.label')}>
            <NavLink
              {...pageLink}
              to={APP_PATHS.affiliateDashboard}
              label={t('navigation.affiliate_home')}
              leftSection={<IconHome size={20} stroke={1.6} />}
              active={pathname === APP_PATHS.affiliateDashboard}
              data-testid="nav-affiliate-dashboard"
            />
            <NavLink
              {...pageLink}
              to={APP_PATHS.affiliateProfile}
              label={t('navigation.affiliate_account')}
              leftSection={
                <Indicator
                  disabled={!missingHolder}
                  color="red"
                  size={9}
                  offset={2}
                  processing
                  data-testid={missingHolder ? 'nav-affiliate-profile-warning' : undefined}
                >
                  <IconUserCircle size={20} stroke={1.6} />
                </Indicator>
              }
              description={missingHolder ? t('navigation.affiliate_account_warning') : undefined}
              active={pathname === APP_PATHS.affiliateProfile || pathname === APP_PATHS.affiliateChangeBankDetails}
              data-testid="nav-affiliate-profile"
            />
            <NavLink
              component="button"
              label={t('navigation.logout')}
              leftSection={<IconLogout size={20} stroke={1.6} />}
              onClick={() => {
                nav.close();
                logoutModal.open();
              }}
              c="gray.4"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              data-testid="nav-logout"
            />
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <Text size="xs" c="gray.5" px="xs" truncate>
            {profile.email}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>

      <LayoutMain maxWidth={1180} />

      <LogoutModal opened={logoutOpened} onCancel={logoutModal.close} onConfirm={() => logout(queryClient, SITE_PATHS.affiliation)} />
    </AppShell>
  );
}
