import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ComingSoonProps {
  /** What the page will offer, in one sentence. */
  description?: string;
  children?: ReactNode;
}

/** Body of a page whose feature is not delivered yet: says so plainly, inside the real layout. */
export function ComingSoon({ description, children }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Card data-testid="coming-soon" bg="var(--mantine-color-body)">
      <Stack align="center" gap="sm" py="xl" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconSparkles size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={3}>{t('common.coming_soon.title')}</Title>
        <Text c="dimmed" maw={520}>
          {description ?? t('common.coming_soon.text')}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
