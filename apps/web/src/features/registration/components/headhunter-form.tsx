import { headhunterRegistrationBodySchema, type HeadhunterRegistrationBody } from '@app/contracts/registration';
import { APP_PATHS } from '@app/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { useRegisterHeadhunter } from '../api/register-headhunter';
import { CredentialsFields } from './credentials-fields';
import { registrationSectorTexts } from './fields';
import { ActivitySectorFormField } from '@/components/ui/activity-sector-field';
import '@/locales/registration';

/**
 * Head-hunter registration (spec section 2): e-mail, password, password repeat and activity
 * sector. The form declares the strong-password rule it announces (product decisions).
 */
export function HeadhunterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterHeadhunter();
  // The sector's name is only shown; the form holds its id (0 while none is chosen).
  const [sector, setSector] = useState<{ id: number; name: string } | null>(null);
  const form = useForm<HeadhunterRegistrationBody>({
    defaultValues: { email: '', emailProof: '', password: '', passwordRepeat: '', activitySector: 0 },
    mode: 'onTouched',
    resolver: zodResolver(headhunterRegistrationBodySchema),
  });

  const onSubmit = form.handleSubmit((values) =>
    register.mutateAsync(values).then(
      () => navigate(APP_PATHS.registerSuccess, { replace: true }),
      (error: unknown) => {
        // A proof that expired or was refused: the e-mail must be confirmed again.
        if (isHttpError(error) && error.fieldErrors.email) form.setValue('emailProof', '');
        if (isHttpError(error) && error.code === 'email_taken') form.setError('email', { message: 'errors.email_taken' });
        notifyError(
          t('views.register.error'),
          isHttpError(error) && error.code !== 'validation_failed' ? errorText(t, error, '') : undefined,
        );
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="headhunter-form">
      <Stack gap="md">
        <Text c="dimmed">{t('views.register_headhunter.description')}</Text>
        <CredentialsFields form={form} testIdPrefix="headhunter" passwordHint={t('views.register_headhunter.password_hint')} />
        <ActivitySectorFormField form={form} {...registrationSectorTexts(t)} value={sector} onChange={setSector} required />
        <Button type="submit" size="md" loading={register.isPending} data-testid="headhunter-submit">
          {t('views.register_headhunter.submit')}
        </Button>
      </Stack>
    </form>
  );
}
