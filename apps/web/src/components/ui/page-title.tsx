import { Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageTitleProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
  /** Sets the document title too (default true). */
  documentTitle?: boolean;
}

/** The heading of a page (`data-testid="page-title"`, relied on by the browser journeys). */
export function PageTitle({ title, subtitle, actions, documentTitle = true }: PageTitleProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (documentTitle) document.title = t('app.document_title', { page: title });
  }, [documentTitle, t, title]);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="md" mb="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }} data-testid="page-title">
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="md">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
