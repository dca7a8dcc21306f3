import { Anchor, Group, Text } from '@mantine/core';
import { SITE_PATHS } from '@app/contracts/routes';
import { useTranslation } from 'react-i18next';

/** Footer line of the application pages: year, terms and privacy (spec section 2). */
export function LegalFooter({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const color = inverted ? 'gray.3' : 'dimmed';
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="app-footer">
      <Text size="sm" c={color}>
        {t('footer.copyright', { year })}
      </Text>
      <Group gap="md">
        <Anchor href={SITE_PATHS.terms} size="sm" c={color}>
          {t('footer.terms')}
        </Anchor>
        <Anchor href={SITE_PATHS.privacy} size="sm" c={color}>
          {t('footer.privacy')}
        </Anchor>
      </Group>
    </Group>
  );
}
