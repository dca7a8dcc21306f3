import { accountFormSchema, type Account, type AccountFormValues, type UpdateAccountBody } from '@app/contracts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSaveButton } from '@/components/ui/form-save-button';
import { ActivitySectorField } from '@/components/ui/activity-sector-field';
import { LogoField } from '@/components/ui/logo-field';
import { FormPlaceField } from '@/components/ui/place-field';
import { translateMessage } from '@/lib/errors';
import { changedLogo } from '@/lib/logo';
import { isHttpError } from '@/lib/http';
import { notifyError, notifySuccess } from '@/lib/notify';
import '@/locales/account';
import { apiFieldErrors } from '@/lib/field-errors';

interface AccountFormProps {
  account: Account;
  onSubmit: (body: UpdateAccountBody) => Promise<unknown>;
}

/**
 * Account form (spec sections 2 and 5): company and address required; manager required as a full
 * name, hidden for head-hunters who choose an activity sector instead; logo upload. Save is
 * disabled while the form is invalid.
 */
export function AccountForm({ account, onSubmit }: AccountFormProps) {
  const { t } = useTranslation();
  const headhunter = account.headhunter;
  const [logo, setLogo] = useState<string | null>(account.logo);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(accountFormSchema(headhunter)),
    mode: 'onChange',
    defaultValues: {
      company: account.company ?? '',
      manager: account.manager ?? '',
      address: account.address && account.address.postalCode ? (account.address as AccountFormValues['address']) : null,
      activitySector: account.activitySector,
    },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const message = (m: string | undefined) => translateMessage(t, m);

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    const body: UpdateAccountBody = {
      company: values.company,
      address: values.address!,
      activitySector: values.activitySector?.id ?? null,
      ...(headhunter ? {} : { manager: values.manager }),
      ...changedLogo(logo, account.logo),
    };
    try {
      await onSubmit(body);
      notifySuccess(t('components.account_form.success'));
    } catch (error) {
      if (isHttpError(error) && Object.keys(error.fieldErrors).length > 0) setServerErrors(apiFieldErrors(t, error));
      notifyError(t('components.account_form.error'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="account-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('components.account_form.company')}
            withAsterisk
            {...form.register('company')}
            error={message(errors.company?.message) ?? serverErrors.company}
            data-testid="account-company"
          />
          {headhunter ? (
            <Controller
              control={form.control}
              name="activitySector"
              render={({ field }) => (
                <ActivitySectorField
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={serverErrors.activitySector}
                  testId="account-activity-sector"
                />
              )}
            />
          ) : (
            <TextInput
              label={t('components.account_form.manager')}
              placeholder={t('components.account_form.manager_hint')}
              withAsterisk
              {...form.register('manager')}
              error={message(errors.manager?.message) ?? serverErrors.manager}
              data-testid="account-manager"
            />
          )}
        </SimpleGrid>
        <FormPlaceField
          control={form.control}
          name="address"
          label={t('components.account_form.address')}
          serverError={serverErrors.address}
          testId="account-address"
        />
        <LogoField
          label={t('components.account_form.logo')}
          value={logo}
          onChange={setLogo}
          fallback={account.company ?? ''}
          error={serverErrors.logo}
          testId="account-logo"
        />
        <FormSaveButton label={t('components.account_form.save')} formState={{ isValid, isSubmitting }} testId="account-save" />
      </Stack>
    </form>
  );
}
