import { Center } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '@/components/ui/centered-message';

/** The screens that replace the whole application when it cannot go on, and their look. */
const SCREENS = {
  // The profile could not be loaded (network or server failure, not a refused session).
  session: { testId: 'session-error', maw: 440, icon: IconCloudOff, color: 'gray', order: 2, texts: 'app.session_error' },
  // The router's error boundary: a failed page chunk or an unexpected error while rendering.
  route: { testId: 'route-error', maw: 480, icon: IconAlertTriangle, color: 'red', order: 1, size: 28, texts: 'app.error' },
} as const;

/** A full-screen message with its actions (retry, log out, reload). */
export function ErrorScreen({ screen, children }: { screen: keyof typeof SCREENS; children: ReactNode }) {
  const { t } = useTranslation();
  const look = SCREENS[screen];
  return (
    <Center mih="100vh" p="xl" data-testid={look.testId}>
      <CenteredMessage
        gap="md"
        maw={look.maw}
        icon={look.icon}
        iconColor={look.color}
        iconSize={64}
        glyphSize={34}
        titleOrder={look.order}
        titleSize={'size' in look ? look.size : undefined}
        title={t(`${look.texts}.title`)}
        text={t(`${look.texts}.text`)}
      >
        {children}
      </CenteredMessage>
    </Center>
  );
}
