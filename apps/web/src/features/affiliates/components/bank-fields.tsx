import { PasswordInput, TextInput } from '@mantine/core';
import { Controller, get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';
import { IbanField } from './iban-field';
import '@/locales/affiliates';

type BankFieldName = 'accountHolderName' | 'iban' | 'currentPassword';

interface BankFieldsProps<T extends FieldValues & Record<BankFieldName, string>> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'control'>;
  /** Messages the server gave for these fields, shown when the form's own rules pass. */
  serverErrors: Record<string, string>;
  /** Test ids are `{prefix}-account-holder-name`, `{prefix}-iban` and `{prefix}-current-password`. */
  testIdPrefix: string;
  /** The holder or the IBAN differs from the saved one: the current password is asked (decision 116). */
  passwordNeeded: boolean;
}

/**
 * Account holder name and IBAN (product decisions: payouts need both), in the caller's form; the
 * current password once either differs from the saved one (decision 116).
 */
export function BankFields<T extends FieldValues & Record<BankFieldName, string>>({
  form,
  serverErrors,
  testIdPrefix,
  passwordNeeded,
}: BankFieldsProps<T>) {
  const { t } = useTranslation();
  // The names are keys of T by the constraint above; TypeScript cannot see it through `Path<T>`.
  const error = (name: BankFieldName) =>
    translateMessage(t, (get(form.formState.errors, name) as FieldError | undefined)?.message) ?? serverErrors[name];
  return (
    <>
      <TextInput
        label={t('components.affiliate_bank_form.account_holder_name')}
        description={t('components.affiliate_bank_form.account_holder_name_hint')}
        withAsterisk
        autoComplete="name"
        {...form.register('accountHolderName' as Path<T>)}
        error={error('accountHolderName')}
        data-testid={`${testIdPrefix}-account-holder-name`}
      />
      <Controller
        control={form.control}
        name={'iban' as Path<T>}
        render={({ field }) => (
          <IbanField
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error('iban')}
            testId={`${testIdPrefix}-iban`}
          />
        )}
      />
      {passwordNeeded && (
        <PasswordInput
          label={t('components.affiliate_bank_form.current_password')}
          description={t('components.affiliate_bank_form.current_password_hint')}
          withAsterisk
          autoComplete="current-password"
          {...form.register('currentPassword' as Path<T>)}
          error={error('currentPassword')}
          data-testid={`${testIdPrefix}-current-password`}
        />
      )}
    </>
  );
}
