import { APP_PATHS, SITE_PATHS, appUrl } from '@app/contracts/routes';
import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCircle } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/ui/logo';
import { hasSession } from '@/lib/cookies';
import '@/locales/marketing';
import { Island } from './island';

const SECTIONS = [
  { href: '/#comment-ca-marche', key: 'marketing.nav.how' },
  { href: '/#chasseurs-de-tetes', key: 'marketing.nav.headhunters' },
  { href: '/#tarifs', key: 'marketing.nav.pricing' },
  { href: SITE_PATHS.affiliation, key: 'marketing.nav.affiliation' },
  { href: SITE_PATHS.contact, key: 'marketing.nav.contact' },
] as const;

const noSubscription = () => () => {};
/** Whether the visitor holds an access cookie; the pre-rendered page assumes not. */
const useLoggedIn = (): boolean => useSyncExternalStore(noSubscription, hasSession, () => false);

/**
 * The header's live part (an island of the pre-rendered site, decision 096): sign-up and login
 * buttons without an access cookie, "my account" with one (spec section 2, "Marketing page
 * behaviour"), and the menu of small screens.
 */
export function SiteHeaderActions() {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const loggedIn = useLoggedIn();

  const authButtons = (vertical: boolean) =>
    loggedIn ? (
      <Button
        component="a"
        // The application's root sends a signed-in user to the landing page of their role
        // (affiliates their dashboard, decision 121), which the site cannot tell from its hint cookie.
        href={appUrl(APP_PATHS.root)}
        leftSection={<IconUserCircle size={18} />}
        fullWidth={vertical}
        data-testid="site-account"
      >
        {t('marketing.header.account')}
      </Button>
    ) : (
      <>
        <Button component="a" href={appUrl(APP_PATHS.login)} variant="default" fullWidth={vertical} data-testid="site-login">
          {t('marketing.header.login')}
        </Button>
        <Button component="a" href={appUrl(APP_PATHS.registerStep(1))} fullWidth={vertical} data-testid="site-register">
          {t('marketing.header.register')}
        </Button>
      </>
    );

  return (
    <>
      <Group gap="sm" visibleFrom="sm" wrap="nowrap">
        {authButtons(false)}
      </Group>
      <Burger opened={opened} onClick={drawer.toggle} hiddenFrom="sm" aria-label={t('navigation.menu')} />
      <Drawer opened={opened} onClose={drawer.close} position="right" size="xs" title={<Logo size={28} textSize="lg" />}>
        <Stack gap="md">
          {SECTIONS.map((section) => (
            <Anchor key={section.href} href={section.href} c="dark.7" fw={500} onClick={drawer.close}>
              {t(section.key)}
            </Anchor>
          ))}
          <Stack gap="sm" mt="md">
            {authButtons(true)}
          </Stack>
        </Stack>
      </Drawer>
    </>
  );
}

/** Header of the public site: logo and sections, static; the buttons and the menu are an island. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="rgba(255,255,255,0.92)"
      style={{ zIndex: 50, backdropFilter: 'blur(8px)', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" h={72}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor href={SITE_PATHS.home} underline="never" aria-label={t('marketing.header.home')}>
            <Logo size={36} />
          </Anchor>
          <Group gap="lg" visibleFrom="md" component="nav" aria-label={t('marketing.nav.label')}>
            {SECTIONS.map((section) => (
              <Anchor key={section.href} href={section.href} c="dark.6" fw={500} size="sm" underline="never">
                {t(section.key)}
              </Anchor>
            ))}
          </Group>
          <Island name="site-header" component={SiteHeaderActions} props={{}} />
        </Group>
      </Container>
    </Box>
  );
}
