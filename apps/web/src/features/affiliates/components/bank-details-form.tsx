import { bankDetailsFormSchema, type BankDetailsFormValues, type UpdateAffiliateProfileBody } from '@app/contracts/affiliates';
import { formatIban } from '@app/contracts/iban';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { BankFields } from './bank-fields';
import { serverFieldErrors } from './server-errors';
import '@/locales/affiliates';

interface BankDetailsFormProps {
  accountHolderName: string | null;
  iban: string | null;
  onSubmit: (body: UpdateAffiliateProfileBody) => Promise<unknown>;
}

/**
 * Change-bank-details form: account holder name and IBAN (product decisions: payouts need both).
 * Save stays disabled while the form is invalid.
 */
export function BankDetailsForm({ accountHolderName, iban, onSubmit }: BankDetailsFormProps) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<BankDetailsFormValues>({
    resolver: zodResolver(bankDetailsFormSchema),
    mode: 'onChange',
    defaultValues: { accountHolderName: accountHolderName ?? '', iban: iban ? formatIban(iban) : '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    try {
      await onSubmit({ accountHolderName: values.accountHolderName, iban: values.iban });
      notifySuccess(t('components.affiliate_bank_form.success'));
    } catch (error) {
      setServerErrors(serverFieldErrors(t, error));
      notifyError(t('components.affiliate_bank_form.error'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="bank-details-form">
      <Stack gap="md">
        <BankFields form={form} serverErrors={serverErrors} testIdPrefix="bank" />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!isValid}
            loading={isSubmitting}
            data-testid="bank-details-save"
          >
            {t('components.affiliate_bank_form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
