import { Anchor, Box, Group, Text } from '@mantine/core';
import { SITE_PATHS } from '@app/contracts/routes';
import { useTranslation } from 'react-i18next';
import { openConsentPanel } from '@/lib/consent';
import { LanguageSwitch } from './language-switch';

/** Footer line of the application pages: year, terms, privacy, legal notice, the cookie choice (spec section 2) and the language (decision 092). */
export function LegalFooter({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const color = inverted ? 'gray.3' : 'dimmed';
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="app-footer">
      <Text size="sm" c={color} data-copyright>
        {t('footer.copyright', { year })}
      </Text>
      <Group gap="md">
        <Anchor href={SITE_PATHS.terms} size="sm" c={color}>
          {t('footer.terms')}
        </Anchor>
        <Anchor href={SITE_PATHS.privacy} size="sm" c={color}>
          {t('footer.privacy')}
        </Anchor>
        <Anchor href={SITE_PATHS.legalNotice} size="sm" c={color} data-testid="app-footer-legal-notice">
          {t('footer.legal_notice')}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c={color} onClick={openConsentPanel} data-testid="consent-manage">
          {t('consent.manage')}
        </Anchor>
        <LanguageSwitch color={color} />
      </Group>
    </Group>
  );
}

/** The white band at the bottom of the application frames that holds the legal footer line. */
export function LegalFooterBar() {
  return (
    <Box component="footer" px={{ base: 'md', sm: 'xl' }} py="md" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <LegalFooter />
    </Box>
  );
}
