import { SITE_PATHS } from '@app/contracts/routes';
import { PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DangerConfirmButton, DangerZoneCard } from '@/components/ui/danger-confirm-button';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { logout } from '@/lib/auth';
import { apiFieldErrors } from '@/lib/field-errors';
import { notifyError } from '@/lib/notify';
import { useDeleteAccount } from '../api/delete-account';
import '@/locales/account';

/**
 * Account deletion with a confirmation (the user types the confirmation word and the current
 * password, decision 139), then logout to the site.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const mutation = useDeleteAccount();
  const word = t('views.account.delete_word');
  const confirm = async () => {
    setPasswordError(undefined);
    try {
      await mutation.mutateAsync({ password });
      logout(queryClient, SITE_PATHS.home);
    } catch (error) {
      const fields = apiFieldErrors(t, error, { fields: ['password'] });
      if (fields.password) setPasswordError(fields.password);
      else notifyError(t('views.account.delete_error'));
    }
  };
  const confirmation = useConfirmation({
    mutation,
    title: t('views.account.delete_confirm_title'),
    confirmLabel: t('views.account.delete_confirm'),
    testId: 'delete-account',
    onConfirm: () => {
      if (typed.trim().toUpperCase() === word.toUpperCase() && password) void confirm();
    },
    onCancel: () => {
      setTyped('');
      setPassword('');
      setPasswordError(undefined);
    },
  });
  return (
    <DangerZoneCard title={t('views.account.delete_title')} text={t('views.account.delete_text')} beside testId="delete-account-card">
      <DangerConfirmButton confirmation={confirmation} label={t('views.account.delete_button')}>
        <Stack gap="sm">
          <Text size="sm">{t('views.account.delete_confirm_text')}</Text>
          <TextInput
            label={t('views.account.delete_type', { word })}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-testid="delete-account-word"
          />
          <PasswordInput
            label={t('views.account.delete_password')}
            withAsterisk
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={passwordError}
            data-testid="delete-account-password"
          />
        </Stack>
      </DangerConfirmButton>
    </DangerZoneCard>
  );
}
