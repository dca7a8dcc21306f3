import { APP_PATHS } from '@app/contracts/routes';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/locales/jobs';

/** Notification bar (spec section 2): the manager's name, linking to the account page. */
export function NotificationBar({ manager, recent }: { manager: string; recent: number }) {
  const { t } = useTranslation();
  return (
    <Paper
      radius="lg"
      p="md"
      bg="var(--mantine-color-brand-0)"
      style={{ border: '1px solid var(--mantine-color-brand-2)' }}
      data-testid="notification-bar"
    >
      <Group gap="sm" wrap="nowrap">
        <IconBell size={20} color="var(--mantine-color-brand-7)" />
        <Text size="sm">
          {t('components.notification_bar.hello')}{' '}
          <Anchor component={Link} to={APP_PATHS.account} fw={700} data-testid="notification-bar-manager">
            {manager}
          </Anchor>
          {' · '}
          {recent > 0 ? t('components.notification_bar.recent', { count: recent }) : t('components.notification_bar.none')}
        </Text>
      </Group>
    </Paper>
  );
}
