import { newPasswordFormSchema, type NewPasswordForm } from '@app/contracts/auth';
import { INVITATION_QUERY, PASSWORD_MIN } from '@app/contracts/constants';
import { APP_PATHS, appUrl } from '@app/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/password-field';
import { browser } from '@/lib/browser';
import { markSignedIn } from '@/lib/cookies';
import { errorText, translateMessage } from '@/lib/errors';
import { useAcceptInvitation } from '../api/accept-invitation';
import '@/locales/marketing';

/** Where the new account goes once its password is set (spec section 2: "/app/resumes/"). */
const AFTER_PASSWORD = `${appUrl(APP_PATHS.resumes)}/`;

/** The site's address without the invitation query, so that a reload does not open the modal again. */
const dropInvitationQuery = () => {
  const url = new URL(window.location.href);
  url.searchParams.delete(INVITATION_QUERY);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};

/**
 * The set-password modal of the site's pages (spec section 2; decision 097): `/?invitation=<token>`,
 * the link mailed to an account the sales team created. Two password fields with show/hide, at
 * least 8 characters, the repeat must match; the API opens the session in its HttpOnly cookies
 * (decision 117), then the account opens on /app/resumes/. Rendered in the browser only, when the
 * query exists: neither its code nor its CSS comes with the site's first load.
 */
export function SetPasswordModal({ search }: { search?: string }) {
  const { t } = useTranslation();
  // Not pre-rendered: the page's script renders it only when the query has a token.
  const token = new URLSearchParams(search ?? (typeof window === 'undefined' ? '' : window.location.search)).get(INVITATION_QUERY) ?? '';
  const [opened, setOpened] = useState(token !== '');
  const accept = useAcceptInvitation();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordRepeat: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const close = () => {
    setOpened(false);
    dropInvitationQuery();
  };
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      // The API set the session's HttpOnly cookies (decision 117).
      await accept.mutateAsync({ token, password });
      markSignedIn();
      browser.assign(AFTER_PASSWORD);
    } catch {
      // Shown in the modal (below), from the mutation's error.
    }
  });
  return (
    <Modal opened={opened} onClose={close} centered title={t('marketing.set_password.title')} data-testid="set-password-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('marketing.set_password.text')}
          </Text>
          <PasswordField
            label={t('marketing.set_password.password')}
            description={t('marketing.set_password.password_hint', { min: PASSWORD_MIN })}
            autoComplete="new-password"
            leftSection={<IconLock size={18} />}
            withAsterisk
            data-autofocus
            {...form.register('password', { onChange: () => form.getValues('passwordRepeat') && void form.trigger('passwordRepeat') })}
            error={translateMessage(t, errors.password?.message)}
            data-testid="set-password-password"
          />
          <PasswordField
            label={t('marketing.set_password.password_repeat')}
            autoComplete="new-password"
            leftSection={<IconLock size={18} />}
            withAsterisk
            {...form.register('passwordRepeat')}
            error={translateMessage(t, errors.passwordRepeat?.message)}
            data-testid="set-password-repeat"
          />
          {accept.isError && (
            <Alert color="red" variant="light" role="alert" data-testid="set-password-error">
              {errorText(t, accept.error, t('marketing.set_password.error'))}
            </Alert>
          )}
          <Button type="submit" disabled={!isValid} loading={isSubmitting} fullWidth data-testid="set-password-submit">
            {t('marketing.set_password.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
