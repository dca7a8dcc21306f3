import {
  affiliateProfileFormSchema,
  type AffiliateProfile,
  type AffiliateProfileFormValues,
  type UpdateAffiliateProfileBody,
} from '@app/contracts/affiliates';
import { formatIban } from '@app/contracts/iban';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSaveButton } from '@/components/ui/form-save-button';
import { translateMessage } from '@/lib/errors';
import { BankFields } from './bank-fields';
import { useAffiliateSave } from './use-affiliate-save';
import { useBankChange } from './use-bank-change';
import '@/locales/affiliates';

interface AffiliateProfileFormProps {
  profile: AffiliateProfile;
  onSubmit: (body: UpdateAffiliateProfileBody) => Promise<unknown>;
}

/**
 * Affiliate profile form: e-mail (read only), phone number (required for the poster delivery, spec
 * section 5), account holder name and IBAN; the current password when either of these changes
 * (decision 116).
 */
export function AffiliateProfileForm({ profile, onSubmit }: AffiliateProfileFormProps) {
  const { t } = useTranslation();
  const { serverErrors, save } = useAffiliateSave(onSubmit);
  const form = useForm<AffiliateProfileFormValues>({
    resolver: zodResolver(affiliateProfileFormSchema),
    mode: 'onChange',
    defaultValues: {
      phoneNumber: profile.phoneNumber ?? '',
      accountHolderName: profile.accountHolderName ?? '',
      iban: profile.iban ? formatIban(profile.iban) : '',
      currentPassword: '',
    },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const message = (m: string | undefined) => translateMessage(t, m);
  const bank = useBankChange(form, profile);

  const submit = form.handleSubmit((values) =>
    save({
      phoneNumber: values.phoneNumber,
      accountHolderName: values.accountHolderName,
      iban: values.iban,
      ...(bank.changed ? { currentPassword: values.currentPassword } : {}),
    }),
  );

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
        <BankFields form={form} serverErrors={serverErrors} testIdPrefix="affiliate" passwordNeeded={bank.changed} />
        <FormSaveButton
          label={t('components.affiliate_bank_form.save')}
          formState={{ isValid: isValid && !bank.passwordMissing, isSubmitting }}
          testId="affiliate-profile-save"
        />
      </Stack>
    </form>
  );
}
