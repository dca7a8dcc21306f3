import {
  affiliateProfileFormSchema,
  type AffiliateProfile,
  type AffiliateProfileFormValues,
  type UpdateAffiliateProfileBody,
} from '@app/contracts/affiliates';
import { formatIban } from '@app/contracts/iban';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconMail, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { BankFields } from './bank-fields';
import { serverFieldErrors } from './server-errors';
import '@/locales/affiliates';

interface AffiliateProfileFormProps {
  profile: AffiliateProfile;
  onSubmit: (body: UpdateAffiliateProfileBody) => Promise<unknown>;
}

/**
 * Affiliate profile form: e-mail (read only), phone number (required for the poster delivery, spec
 * section 5), account holder name and IBAN.
 */
export function AffiliateProfileForm({ profile, onSubmit }: AffiliateProfileFormProps) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<AffiliateProfileFormValues>({
    resolver: zodResolver(affiliateProfileFormSchema),
    mode: 'onChange',
    defaultValues: {
      phoneNumber: profile.phoneNumber ?? '',
      accountHolderName: profile.accountHolderName ?? '',
      iban: profile.iban ? formatIban(profile.iban) : '',
    },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const message = (m: string | undefined) => translateMessage(t, m);

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    try {
      await onSubmit({ phoneNumber: values.phoneNumber, accountHolderName: values.accountHolderName, iban: values.iban });
      notifySuccess(t('components.affiliate_bank_form.success'));
    } catch (error) {
      setServerErrors(serverFieldErrors(t, error));
      notifyError(t('components.affiliate_bank_form.error'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="affiliate-profile-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('components.affiliate_bank_form.email')}
            description={t('components.affiliate_bank_form.email_hint')}
            value={profile.email}
            readOnly
            variant="filled"
            leftSection={<IconMail size={18} stroke={1.6} />}
            data-testid="affiliate-email"
          />
          <TextInput
            label={t('components.affiliate_bank_form.phone_number')}
            description={t('components.affiliate_bank_form.phone_number_hint')}
            withAsterisk
            type="tel"
            autoComplete="tel"
            leftSection={<IconPhone size={18} stroke={1.6} />}
            {...form.register('phoneNumber')}
            error={message(errors.phoneNumber?.message) ?? serverErrors.phoneNumber}
            data-testid="affiliate-phone"
          />
        </SimpleGrid>
        <BankFields form={form} serverErrors={serverErrors} testIdPrefix="affiliate" />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!isValid}
            loading={isSubmitting}
            data-testid="affiliate-profile-save"
          >
            {t('components.affiliate_bank_form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
