import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/locales/shared';

/**
 * Beside a poster or sticker download on a page that is not in French (issue 29, decision 147):
 * the printed text stays French, since those who scan it are candidates in France; the page says
 * so, in its own language, so that the French PDF is no surprise. Nothing on a French page.
 */
export function PosterLanguageNote({ testId }: { testId: string }) {
  const { t, i18n } = useTranslation();
  if (i18n.language === 'fr') return null;
  return (
    <Text size="xs" c="dimmed" data-testid={testId}>
      {t('components.poster_language.note')}
    </Text>
  );
}
