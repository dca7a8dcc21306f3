import type { Place } from '@app/contracts/auth';
import type { FrenchPlace } from '@app/contracts/places';
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
import { JobField, PlaceField, registrationSectorTexts } from './fields';
import type { NamedChoice } from '../stores/register-store';
import { ActivitySectorFormField } from '@/components/ui/activity-sector-field';
import { FieldController } from '@/components/ui/field-controller';
import '@/locales/registration';

/**
 * Head-hunter registration (spec section 2): e-mail, password, password repeat and activity
 * sector, and the search they start with (the job and where, decision 121: the API makes it their
 * first site, so that the resume shop has candidates on the first day). The form declares the
 * strong-password rule it announces (product decisions). `initialJob`: the job picked in the
 * site's search, if any; `initialProof`: the e-mail a code mail's link confirmed.
 */
export function HeadhunterForm({
  initialJob = null,
  initialProof = null,
}: {
  initialJob?: NamedChoice | null;
  /** An e-mail already confirmed (the code mail's link, decision 158). */
  initialProof?: { email: string; emailProof: string } | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterHeadhunter();
  // The sector's name is only shown; the form holds its id (0 while none is chosen).
  const [sector, setSector] = useState<{ id: number; name: string } | null>(null);
  const [job, setJob] = useState<NamedChoice | null>(initialJob);
  const [place, setPlace] = useState<Place | null>(null);
  const form = useForm<HeadhunterRegistrationBody>({
    // Job 0 and no place while none is chosen: the schema refuses them with the field's message.
    defaultValues: {
      email: initialProof?.email ?? '',
      emailProof: initialProof?.emailProof ?? '',
      password: '',
      passwordRepeat: '',
      activitySector: 0,
      job: initialJob?.id ?? 0,
      place: null as unknown as FrenchPlace,
    },
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
        <Text fw={600} mt="xs">
          {t('views.register_headhunter.search_title')}
        </Text>
        <FieldController
          form={form}
          name="job"
          render={(input, error) => (
            <JobField
              label={t('views.register_headhunter.job')}
              value={job}
              onChange={(choice) => {
                setJob(choice);
                input.onChange(choice?.id ?? 0);
              }}
              error={error ? t('views.register_step_1.job_required') : undefined}
            />
          )}
        />
        <FieldController
          form={form}
          name="place"
          render={(input, error) => (
            <PlaceField
              label={t('views.register_headhunter.place')}
              value={place}
              onChange={(choice) => {
                setPlace(choice);
                input.onChange(choice);
              }}
              error={error ? t('views.register.pick_place') : undefined}
            />
          )}
        />
        <Button type="submit" size="md" loading={register.isPending} data-testid="headhunter-submit">
          {t('views.register_headhunter.submit')}
        </Button>
      </Stack>
    </form>
  );
}
