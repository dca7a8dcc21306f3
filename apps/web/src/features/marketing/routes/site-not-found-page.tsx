import { SITE_PATHS } from '@app/contracts/routes';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/locales/marketing';

/** A path of the public site that does not exist. */
export function SiteNotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={120}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={96} fw={900} lh={1} c="brand.6">
          404
        </Text>
        <Title order={1} data-testid="page-title">
          {t('pages.notFound.title')}
        </Title>
        <Text c="dimmed">{t('pages.notFound.description')}</Text>
        <Button component="a" href={SITE_PATHS.home}>
          {t('marketing.back_home')}
        </Button>
      </Stack>
    </Container>
  );
}
