import { Button, Stack, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { forwardRef, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/ui/email-input';
import { PasswordField } from '@/components/ui/password-field';
import '@/locales/auth';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  submitTestId: string;
  /** Colour of the submit button; the theme's primary colour when none. */
  submitColor?: string;
  testId?: string;
  children: ReactNode;
}

/** The form of a login-side page: its fields, then one large full-width submit button. */
export function AuthForm({ onSubmit, submitLabel, submitting, submitTestId, submitColor, testId, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="md">
        {children}
        <Button type="submit" size="md" fullWidth loading={submitting} color={submitColor} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The account's e-mail, as the login and lost-password pages ask for it. */
export const LoginEmailInput = forwardRef<HTMLInputElement, TextInputProps>(function LoginEmailInput(props, ref) {
  const { t } = useTranslation();
  return <EmailInput ref={ref} label={t('views.login.email')} placeholder={t('views.login.email_placeholder')} {...props} />;
});

/** A required password of the login-side pages, with the lock icon. */
export const LockedPasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function LockedPasswordField(props, ref) {
  return <PasswordField ref={ref} leftSection={<IconLock size={18} />} withAsterisk {...props} />;
});
