import { bankDetailsFormSchema, type BankDetailsFormValues, type UpdateAffiliateProfileBody } from '@app/contracts/affiliates';
import { formatIban } from '@app/contracts/iban';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSaveButton } from '@/components/ui/form-save-button';
import { BankFields } from './bank-fields';
import { useAffiliateSave } from './use-affiliate-save';
import { useBankChange } from './use-bank-change';
import '@/locales/affiliates';

interface BankDetailsFormProps {
  accountHolderName: string | null;
  iban: string | null;
  onSubmit: (body: UpdateAffiliateProfileBody) => Promise<unknown>;
}

/**
 * Change-bank-details form: account holder name and IBAN (product decisions: payouts need both),
 * and the current password once either changes (decision 116). Save stays disabled while the form
 * is invalid.
 */
export function BankDetailsForm({ accountHolderName, iban, onSubmit }: BankDetailsFormProps) {
  const { t } = useTranslation();
  const { serverErrors, save } = useAffiliateSave(onSubmit);
  const form = useForm<BankDetailsFormValues>({
    resolver: zodResolver(bankDetailsFormSchema),
    mode: 'onChange',
    defaultValues: { accountHolderName: accountHolderName ?? '', iban: iban ? formatIban(iban) : '', currentPassword: '' },
  });
  const { isValid, isSubmitting } = form.formState;
  const bank = useBankChange(form, { accountHolderName, iban });

  const submit = form.handleSubmit((values) =>
    save({
      accountHolderName: values.accountHolderName,
      iban: values.iban,
      ...(bank.changed ? { currentPassword: values.currentPassword } : {}),
    }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="bank-details-form">
      <Stack gap="md">
        <BankFields form={form} serverErrors={serverErrors} testIdPrefix="bank" passwordNeeded={bank.changed} />
        <FormSaveButton
          label={t('components.affiliate_bank_form.save')}
          formState={{ isValid: isValid && !bank.passwordMissing, isSubmitting }}
          testId="bank-details-save"
        />
      </Stack>
    </form>
  );
}
