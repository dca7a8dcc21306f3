import { Button, Center, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Error boundary of the router: a failed page chunk or an unexpected error while rendering. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <Center mih="100vh" p="xl" data-testid="route-error">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={34} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          {t('app.error.title')}
        </Title>
        <Text c="dimmed">{t('app.error.text')}</Text>
        {import.meta.env.DEV && detail ? <Code block>{detail}</Code> : null}
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {t('app.error.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
