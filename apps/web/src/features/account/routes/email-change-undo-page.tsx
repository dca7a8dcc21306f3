import { APP_PATHS } from '@app/contracts/routes';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SimpleShell } from '@/components/ui/simple-shell';
import { errorText } from '@/lib/errors';
import { confirmSession } from '@/lib/http';
import { useUndoEmailChange } from '../api/change-email';
import '@/locales/account';

/**
 * /app/email-change/undo?token=, without sign-in: the link mailed to the old address of an account
 * whose e-mail changed (decision 118). A click (not the opening, which mail scanners do) puts the
 * address back and signs every session out; the holder then chooses a new password. When this
 * browser held one of those sessions, it ends here and in the other tabs at once (confirmSession).
 */
export function EmailChangeUndoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const undo = useUndoEmailChange();

  const body = () => {
    if (!token)
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {t('components.email_change_undo.missing')}
        </Alert>
      );
    if (undo.isSuccess)
      return (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="email-change-undone">
            {t('components.email_change_undo.done', { email: undo.data.email })}
          </Alert>
          <Anchor component={Link} to={APP_PATHS.lostPassword} data-testid="email-change-undo-lost-password">
            {t('components.email_change_undo.lost_password')}
          </Anchor>
        </Stack>
      );
    return (
      <Stack gap="md">
        <Text size="sm">{t('components.email_change_undo.text')}</Text>
        {undo.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="email-change-undo-error">
            {errorText(t, undo.error, t('components.email_change_undo.error'))}
          </Alert>
        )}
        <Button
          onClick={() => undo.mutate(token, { onSuccess: () => void confirmSession() })}
          loading={undo.isPending}
          data-testid="email-change-undo-submit"
        >
          {t('components.email_change_undo.submit')}
        </Button>
      </Stack>
    );
  };

  return (
    <SimpleShell size={640}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('components.email_change_undo.title')}
        </Title>
        {body()}
      </Stack>
    </SimpleShell>
  );
}
