import {
  affiliateProfileFormSchema,
  type AffiliateProfile,
  type AffiliateProfileFormValues,
  type UpdateAffiliateProfileBody,
} from '@app/contracts/affiliates';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSaveButton } from '@/components/ui/form-save-button';
import { translateMessage } from '@/lib/errors';
import { useAffiliateSave } from './use-affiliate-save';
import '@/locales/affiliates';

interface AffiliateProfileFormProps {
  profile: AffiliateProfile;
  onSubmit: (body: UpdateAffiliateProfileBody) => Promise<unknown>;
}

/**
 * Affiliate profile form: e-mail (read only) and phone number (required for the poster delivery,
 * spec section 5). The account holder and the IBAN are changed on their own page
 * (/app/affiliate/change-bank-details, with the current password, decision 116), not here too.
 */
export function AffiliateProfileForm({ profile, onSubmit }: AffiliateProfileFormProps) {
  const { t } = useTranslation();
  const { serverErrors, save } = useAffiliateSave(onSubmit);
  const form = useForm<AffiliateProfileFormValues>({
    resolver: zodResolver(affiliateProfileFormSchema),
    mode: 'onChange',
    defaultValues: { phoneNumber: profile.phoneNumber ?? '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const message = (m: string | undefined) => translateMessage(t, m);
  const submit = form.handleSubmit((values) => save({ phoneNumber: values.phoneNumber }));

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
        <FormSaveButton
          label={t('components.affiliate_bank_form.save')}
          formState={{ isValid, isSubmitting }}
          testId="affiliate-profile-save"
        />
      </Stack>
    </form>
  );
}
