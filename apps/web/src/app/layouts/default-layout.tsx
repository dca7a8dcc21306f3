import { PREMIUM_OFFER_QUERY, SITE_PATHS } from '@app/contracts/routes';
import { AppShell, Box, Burger, Divider, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBriefcase,
  IconBuildingCommunity,
  IconChevronRight,
  IconCrown,
  IconLogout,
  IconMapPin,
  IconQrcode,
  IconShoppingBag,
  IconSparkles,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Logo, logoLinkLabel } from '@/components/ui/logo';
import { StoreSwitch } from '@/features/addresses/components/store-switch';
import { headerIdentity } from './header-identity';
import { BasketButton } from '@/features/basket/components/basket-button';
import { useCheckoutReturn } from '@/features/orders/components/use-checkout-return';
import { isPremium, landingPath, logout, useCurrentProfile } from '@/lib/auth';
import { navigationItems, premiumHintKey, showsBasket, type NavItem, type NavKey } from '../navigation';
import { lazyModal } from '@/components/ui/lazy-modal';
import { LazyAccountMenu } from './lazy-account-menu';
import { LayoutMain } from './layout-main';

const ICONS: Record<Exclude<NavKey, 'separator'>, Icon> = {
  resumes: IconUsers,
  resumesShop: IconShoppingBag,
  businessUnit: IconBuildingCommunity,
  jobs: IconBriefcase,
  brand: IconSparkles,
  myQrCodes: IconQrcode,
  addresses: IconMapPin,
  account: IconUserCircle,
  logout: IconLogout,
  premium: IconCrown,
};

/** Closed at first: their code loads when they open (decision 085). */
const LogoutModal = lazyModal(() => import('./logout-modal').then((m) => m.LogoutModal));
const PremiumPopup = lazyModal(() => import('@/features/orders/components/premium-popup').then((m) => m.PremiumPopup));

const isActive = (pathname: string, to: string): boolean => pathname === to || pathname.startsWith(`${to}/`);

/**
 * Recruiter layout (spec section 2, "Layouts"): header with logo, store switch and basket;
 * navigation by role (section 6); confirm-logout modal; premium popup; footer.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const { recruiter } = profile;
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const [logoutOpened, logoutModal] = useDisclosure(false);
  const [premiumOpened, premiumPopup] = useDisclosure(false);
  // Back from any checkout (`checkout_session_id`): reloads the profile, confirms the payment.
  useCheckoutReturn();
  // `?premium=1`: a page's way to the premium offer (the brand page of a plan without it, decision 143).
  const [params, setParams] = useSearchParams();
  const offerAsked = params.get(PREMIUM_OFFER_QUERY) === '1';
  useEffect(() => {
    if (!offerAsked) return;
    premiumPopup.open();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PREMIUM_OFFER_QUERY);
        return next;
      },
      { replace: true },
    );
  }, [offerAsked, premiumPopup, setParams]);

  const items = navigationItems(recruiter);
  const premium = isPremium(recruiter);
  // The account (company) and the person once, never the e-mail (issue 29).
  const identity = headerIdentity(profile, t('navigation.account'));

  const renderItem = (item: NavItem) => {
    if (item.kind === 'separator') return <Divider key="separator" my="sm" data-testid="nav-separator" />;
    const Icon = ICONS[item.key];
    if (item.kind === 'premium') {
      return (
        <UnstyledButton
          key="premium"
          onClick={() => {
            nav.close();
            premiumPopup.open();
          }}
          data-testid="nav-premium"
          mt="md"
          p="md"
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            background: 'linear-gradient(135deg, var(--mantine-color-accent-0), var(--mantine-color-accent-1))',
            border: '1px solid var(--mantine-color-accent-2)',
          }}
        >
          <Group gap="sm" wrap="nowrap">
            <Icon size={22} color="var(--mantine-color-accent-8)" />
            <Stack gap={0}>
              {/* A premium recruiter keeps the call-to-action (spec) but is not asked to become premium again. */}
              <Text fw={700} size="sm" c="accent.9">
                {premium ? t('navigation.premium_active') : t('navigation.premium')}
              </Text>
              <Text size="xs" c="accent.9" opacity={0.8}>
                {t(premiumHintKey(recruiter))}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      );
    }
    if (item.kind === 'logout') {
      return (
        <NavLink
          key="logout"
          component="button"
          label={t('navigation.logout')}
          leftSection={<Icon size={20} stroke={1.6} />}
          onClick={() => {
            nav.close();
            logoutModal.open();
          }}
          data-testid="nav-logout"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      );
    }
    return (
      <NavLink
        key={item.key}
        component={Link}
        to={item.to}
        label={t(`navigation.${item.key}`)}
        leftSection={<Icon size={20} stroke={1.6} />}
        active={isActive(pathname, item.to)}
        onClick={nav.close}
        data-testid={`nav-${item.key}`}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        fw={500}
      />
    );
  };

  return (
    <AppShell
      header={{ height: 68 }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={0}
      data-testid="layout-default"
    >
      <AppShell.Header px={{ base: 'md', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="md" wrap="nowrap">
            <Burger opened={navOpened} onClick={nav.toggle} hiddenFrom="md" size="sm" aria-label={t('navigation.menu')} />
            <Link to={landingPath(profile)} aria-label={logoLinkLabel(t('navigation.home'))} style={{ textDecoration: 'none' }}>
              <Logo size={34} />
            </Link>
            <Box visibleFrom="sm" ml="lg">
              <StoreSwitch recruiter={recruiter} />
            </Box>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {showsBasket(recruiter) ? <BasketButton /> : null}
            <LazyAccountMenu
              initials={identity.initials}
              displayName={identity.primary}
              company={identity.secondary}
              onLogout={logoutModal.open}
            />
          </Group>
        </Group>
      </AppShell.Header>

      {/* Clipped: nothing of the menu slid off to the left shows at the page's edge on a phone (walk of 2026-11-29). */}
      <AppShell.Navbar p="md" data-testid="main-navigation" style={{ overflow: 'hidden' }}>
        <AppShell.Section hiddenFrom="sm" mb="md">
          <StoreSwitch recruiter={recruiter} />
        </AppShell.Section>
        {/* The browser's own scrolling: Mantine's ScrollArea measured the menu at every first render (issue 15). */}
        <AppShell.Section grow mih={0} style={{ overflowY: 'auto' }}>
          <Stack gap={4} component="nav" aria-label={t('navigation.label')}>
            {items.map(renderItem)}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <Text size="xs" c="dimmed" mt="md">
            <IconChevronRight size={10} /> {t('navigation.help')}{' '}
            <a href={SITE_PATHS.contact} style={{ color: 'inherit' }}>
              {t('navigation.contact')}
            </a>
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>

      <LayoutMain maxWidth={1280} />

      <LogoutModal opened={logoutOpened} onCancel={logoutModal.close} onConfirm={() => logout(queryClient, SITE_PATHS.home)} />
      <PremiumPopup opened={premiumOpened} onClose={premiumPopup.close} />
    </AppShell>
  );
}
