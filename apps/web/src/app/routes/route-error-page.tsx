import { Button, Code } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../error-screen';

/** Error boundary of the router: a failed page chunk or an unexpected error while rendering. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <ErrorScreen screen="route">
      {import.meta.env.DEV && detail ? <Code block>{detail}</Code> : null}
      <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
        {t('app.error.reload')}
      </Button>
    </ErrorScreen>
  );
}
