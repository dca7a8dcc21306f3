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

/** A column of the footer's links. */
function FooterLinks({ links }: { links: { href: string; text: string; testId?: string }[] }) {
  return links.map((link) => (
    <Anchor key={link.href} href={link.href} c="gray.4" size="sm" data-testid={link.testId}>
      {link.text}
    </Anchor>
  ));
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
            <FooterLinks
              links={[
                { href: '/#comment-ca-marche', text: t('marketing.nav.how') },
                { href: '/#tarifs', text: t('marketing.nav.pricing') },
                { href: SITE_PATHS.affiliation, text: t('marketing.footer.affiliation'), testId: 'site-footer-affiliation' },
              ]}
            />
          </Stack>
          <Stack gap={8}>
            <Text fw={700} c="white" size="sm">
              {t('marketing.footer.company')}
            </Text>
            <FooterLinks
              links={[
                { href: SITE_PATHS.contact, text: t('marketing.footer.contact'), testId: 'site-footer-contact' },
                { href: SITE_PATHS.terms, text: t('footer.terms'), testId: 'site-footer-terms' },
                { href: SITE_PATHS.privacy, text: t('footer.privacy'), testId: 'site-footer-privacy' },
                { href: SITE_PATHS.legalNotice, text: t('footer.legal_notice'), testId: 'site-footer-legal-notice' },
              ]}
            />
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
