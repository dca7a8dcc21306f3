import { SimpleGrid, TextInput } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';
import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';
import { EmailProofField } from './email-proof-field';
import { PasswordField } from '@/components/ui/password-field';
import '@/locales/auth';
import '@/locales/registration';
import { BELOW_INPUT } from '@/components/ui/input-order';

/** Names of the sign-in fields in the registration forms (recruiter, head-hunter, affiliate). */
type CredentialName = 'email' | 'password' | 'passwordRepeat';

interface CredentialsFieldsProps<T extends FieldValues & Record<CredentialName | 'emailProof', string>> {
  /** `register`, the errors and the control (for the e-mail code) are read, so the caller's form re-renders on nothing more. */
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'control'>;
  /** Test ids are `{prefix}-email`, `{prefix}-password` and `{prefix}-password-repeat`. */
  testIdPrefix: string;
  /** The password rule announced under the field (12 characters for recruiters, 8 otherwise). */
  passwordHint: string;
  /** The two password fields side by side from `sm` (recruiter step 2). */
  passwordsSideBySide?: boolean;
}

/**
 * E-mail (confirmed by a mailed code, decision 078), password and password repeat of a new account,
 * registered in the caller's form; the rules and their messages are the caller's schema's (spec section 5).
 */
export function CredentialsFields<T extends FieldValues & Record<CredentialName | 'emailProof', string>>({
  form,
  testIdPrefix,
  passwordHint,
  passwordsSideBySide = false,
}: CredentialsFieldsProps<T>) {
  const { t } = useTranslation();
  const field = (name: CredentialName) => {
    // `name` is a key of T by the constraint above; TypeScript cannot see it through `Path<T>`.
    const path = name as Path<T>;
    const error = get(form.formState.errors, name) as FieldError | undefined;
    return { ...form.register(path), error: translateMessage(t, error?.message) };
  };
  const passwords = (
    <>
      <PasswordField
        {...field('password')}
        label={t('views.register.password')}
        description={passwordHint}
        inputWrapperOrder={BELOW_INPUT}
        autoComplete="new-password"
        leftSection={<IconLock size={18} />}
        withAsterisk
        data-testid={`${testIdPrefix}-password`}
      />
      <PasswordField
        {...field('passwordRepeat')}
        label={t('views.register.password_repeat')}
        autoComplete="new-password"
        leftSection={<IconLock size={18} />}
        withAsterisk
        data-testid={`${testIdPrefix}-password-repeat`}
      />
    </>
  );
  return (
    <>
      <TextInput
        {...field('email')}
        type="email"
        label={t('views.login.email')}
        placeholder={t('views.login.email_placeholder')}
        autoComplete="email"
        leftSection={<IconAt size={18} />}
        withAsterisk
        data-testid={`${testIdPrefix}-email`}
      />
      <EmailProofField control={form.control} testIdPrefix={testIdPrefix} />
      {passwordsSideBySide ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {passwords}
        </SimpleGrid>
      ) : (
        passwords
      )}
    </>
  );
}
