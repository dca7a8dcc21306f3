import { Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleShell } from '@/components/ui/simple-shell';
import { LinkButton } from '@/components/ui/link-button';

/** Any unknown path under /app (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.document_title', { page: t('pages.notFound.title') });
  }, [t]);
  return (
    <SimpleShell size={640}>
      <Stack align="center" ta="center" gap="md" py={48} data-testid="not-found">
        <Text fz={120} fw={900} lh={1} variant="gradient" gradient={{ from: 'brand.8', to: 'brand.4', deg: 135 }} aria-hidden="true">
          404
        </Text>
        <Title order={1} data-testid="page-title">
          {t('pages.notFound.title')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('pages.notFound.description')}
        </Text>
        <LinkButton to="/" leftSection={<IconArrowLeft size={18} />} mt="md" data-testid="not-found-home">
          {t('pages.notFound.back')}
        </LinkButton>
      </Stack>
    </SimpleShell>
  );
}
