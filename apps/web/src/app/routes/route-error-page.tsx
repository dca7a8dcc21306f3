import { Button, Center, Code } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { CenteredMessage } from '@/components/ui/centered-message';

/** Error boundary of the router: a failed page chunk or an unexpected error while rendering. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <Center mih="100vh" p="xl" data-testid="route-error">
      <CenteredMessage
        gap="md"
        maw={480}
        icon={IconAlertTriangle}
        iconColor="red"
        iconSize={64}
        glyphSize={34}
        titleOrder={1}
        titleSize={28}
        title={t('app.error.title')}
        text={t('app.error.text')}
      >
        {import.meta.env.DEV && detail ? <Code block>{detail}</Code> : null}
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {t('app.error.reload')}
        </Button>
      </CenteredMessage>
    </Center>
  );
}
