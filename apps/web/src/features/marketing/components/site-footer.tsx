import { SITE_PATHS } from '@app/contracts/routes';
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { openConsentPanel } from '@/lib/consent';
import '@/locales/marketing';
import { Island } from './island';

/** "Gérer les cookies": reopens the cookie banner (an island of the pre-rendered site). */
export function ConsentManageButton() {
  const { t } = useTranslation();
  return (
    <Anchor component="button" type="button" c="gray.4" size="sm" ta="left" onClick={openConsentPanel} data-testid="consent-manage">
      {t('consent.manage')}
    </Anchor>
  );
}

/** Footer of the public site: terms, privacy, legal notice, contact, affiliation (spec section 2, "Static links"). */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="dark.8" c="gray.4" py={56} data-testid="site-footer">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Logo inverted size={34} />
            <Text size="sm" maw={300}>
              {t('marketing.footer.tagline')}
            </Text>
          </Stack>
          <Stack gap={8}>
            <Text fw={700} c="white" size="sm">
              {t('marketing.footer.product')}
            </Text>
            <Anchor href="/#comment-ca-marche" c="gray.4" size="sm">
              {t('marketing.nav.how')}
            </Anchor>
            <Anchor href="/#tarifs" c="gray.4" size="sm">
              {t('marketing.nav.pricing')}
            </Anchor>
            <Anchor href={SITE_PATHS.affiliation} c="gray.4" size="sm" data-testid="site-footer-affiliation">
              {t('marketing.footer.affiliation')}
            </Anchor>
          </Stack>
          <Stack gap={8}>
            <Text fw={700} c="white" size="sm">
              {t('marketing.footer.company')}
            </Text>
            <Anchor href={SITE_PATHS.contact} c="gray.4" size="sm" data-testid="site-footer-contact">
              {t('marketing.footer.contact')}
            </Anchor>
            <Anchor href={SITE_PATHS.terms} c="gray.4" size="sm" data-testid="site-footer-terms">
              {t('footer.terms')}
            </Anchor>
            <Anchor href={SITE_PATHS.privacy} c="gray.4" size="sm" data-testid="site-footer-privacy">
              {t('footer.privacy')}
            </Anchor>
            <Anchor href={SITE_PATHS.legalNotice} c="gray.4" size="sm" data-testid="site-footer-legal-notice">
              {t('footer.legal_notice')}
            </Anchor>
            <Island name="site-footer" component={ConsentManageButton} props={{}} />
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" mt={48} pt="lg" style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}>
          <Text size="xs" data-copyright>
            {t('footer.copyright', { year })}
          </Text>
          <Island name="language" component={LanguageSwitch} props={{ color: 'gray.4', size: 'xs', reload: true }} />
          <Text size="xs">{t('marketing.footer.made_in')}</Text>
        </Group>
      </Container>
    </Box>
  );
}
