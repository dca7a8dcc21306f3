import type { AddressFormValues, UpdateAddressBody } from '@app/contracts/addresses';
import type { SiretLookupAnswer } from '@app/contracts/account';
import { Alert, Avatar, Card, Group, Loader, Stack, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { APP_PATHS } from '@app/contracts/routes';
import { LinkButton } from '@/components/ui/link-button';
import { PageTitle } from '@/components/ui/page-title';
import { readsApplications, useProfile } from '@/lib/auth';
import { hasSession } from '@/lib/cookies';
import { SimpleShell } from '@/components/ui/simple-shell';
import { isHttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { useFinishCompletion } from '../api/finish-completion';
import { useCompletion } from '../api/get-completion';
import { useSaveCompletionStep } from '../api/save-completion-step';
import { AddressForm, type AddressFormAddress } from '../components/address-form';
import { CompletionJobsStep } from '../components/completion-jobs-step';
import { CompletionSiretStep } from '../components/completion-siret-step';
import { useVisitFingerprint } from '@/lib/fingerprint';
import '@/locales/addresses';
import { apiFieldErrors } from '@/lib/field-errors';

/**
 * Where a completed site leads (decision 121): its owner, signed in, to the applications when they
 * read them (premium or a paid site), else to the subscription (the reset screen, which sends those
 * who need no payment on to their landing page); a visitor without a session, to the login, after
 * which the route guards do the same.
 */
function CompletionNextStep() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (!hasSession()) {
    return (
      <LinkButton to={APP_PATHS.login} size="md" data-testid="completion-next" data-next="login">
        {t('views.address_complete.next_login')}
      </LinkButton>
    );
  }
  if (!profile.data) return <Loader size="sm" />;
  const applications = readsApplications(profile.data.recruiter);
  return (
    <Stack align="center" gap="xs">
      {applications ? null : (
        <Text size="sm" maw={520}>
          {t('views.address_complete.next_subscription_text')}
        </Text>
      )}
      <LinkButton
        to={applications ? APP_PATHS.resumes : APP_PATHS.reset}
        size="md"
        data-testid="completion-next"
        data-next={applications ? 'applications' : 'subscription'}
      >
        {applications ? t('views.address_complete.next_applications') : t('views.address_complete.next_subscription')}
      </LinkButton>
    </Stack>
  );
}

/**
 * /app/addresses/{uuid}/complete, without sign-in (spec sections 2 and 4): SIRET step (always
 * moves on, pre-fills on success), address form, jobs step with the terms, done.
 */
export function AddressCompletePage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const completion = useCompletion(uuid);
  const save = useSaveCompletionStep();
  const finish = useFinishCompletion();
  const [step, setStep] = useState(0);
  const [prefill, setPrefill] = useState<SiretLookupAnswer | null>(null);
  const [siretNotice, setSiretNotice] = useState<string | null>(null);
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});

  useVisitFingerprint('address', uuid);

  const fieldErrorsOf = (error: unknown): Record<string, string> => apiFieldErrors(t, error);

  const afterSiret = async ({
    siret,
    company,
    error,
  }: {
    siret: string | null;
    company: SiretLookupAnswer | null;
    error: string | null;
  }) => {
    setPrefill(company);
    setSiretNotice(error);
    if (siret) {
      try {
        await save.mutateAsync({ uuid, body: { siret } });
      } catch {
        // The SIRET step always moves on (spec section 4); the form can still be saved.
      }
    }
    setStep(1);
  };

  // The form is kept here and sent with the jobs and the terms (one call, docs/decisions/013).
  const [formValues, setFormValues] = useState<UpdateAddressBody | null>(null);
  const [formSector, setFormSector] = useState<{ id: number; name: string } | null>(null);
  const saveForm = async (body: UpdateAddressBody, values: AddressFormValues) => {
    setFormErrors({});
    setFormValues(body);
    setFormSector(values.activitySector ?? null);
    setStep(2);
  };

  const saveJobs = async (jobs: number[]) => {
    if (!formValues?.content || !formValues.name || !formValues.activitySector) {
      setStep(1);
      return;
    }
    try {
      await finish.mutateAsync({
        uuid,
        body: {
          name: formValues.name,
          content: formValues.content,
          activitySector: formValues.activitySector,
          receiveApplicationByEmail: formValues.receiveApplicationByEmail ?? false,
          email: formValues.email ?? null,
          frequency: formValues.frequency ?? 'none',
          jobs,
          terms: true,
        },
      });
      setStep(3);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).some((f) => f !== 'jobs' && f !== 'terms')) {
        setFormErrors(fields);
        setStep(1);
      }
      notifyError(
        isHttpError(error) && error.code === 'address_completed' ? t('errors.address_completed') : t('views.address_complete.save_error'),
      );
    }
  };

  const body = () => {
    if (completion.isPending) {
      return (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      );
    }
    if (completion.isError) {
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="completion-not-found">
          {isHttpError(completion.error) && completion.error.status === 404
            ? t('views.address_complete.not_found')
            : t('common.errors.fetch_data')}
        </Alert>
      );
    }
    const data = completion.data;
    if (data.completed || step === 3) {
      return (
        <Stack align="center" gap="md" py="xl" ta="center" data-testid="completion-done">
          <ThemeIcon size={72} radius="xl" color="brand" variant="light">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={2}>{step === 3 ? t('views.address_complete.done_title') : t('views.address_complete.already_title')}</Title>
          <Text c="dimmed" maw={520}>
            {step === 3
              ? t('views.address_complete.done_text', { name: data.name })
              : t('views.address_complete.already_text', { name: data.name })}
          </Text>
          <CompletionNextStep />
        </Stack>
      );
    }
    const formAddress: AddressFormAddress = {
      name: formValues?.name ?? data.name,
      logo: null,
      content: formValues?.content ?? data.content ?? prefill?.address ?? null,
      activitySector: formSector ?? data.activitySector ?? prefill?.activitySector ?? null,
      receiveApplicationByEmail: formValues?.receiveApplicationByEmail ?? data.receiveApplicationByEmail,
      email: formValues?.email ?? data.email,
      frequency: formValues?.frequency ?? data.frequency,
    };
    return (
      <Stepper
        active={step}
        onStepClick={(s) => (s < step ? setStep(s) : undefined)}
        allowNextStepsSelect={false}
        size="sm"
        data-testid="completion-stepper"
      >
        <Stepper.Step label={t('views.address_complete.step_siret')}>
          <CompletionSiretStep initial={data.siret} onDone={afterSiret} />
        </Stepper.Step>
        <Stepper.Step label={t('views.address_complete.step_form')}>
          <Stack gap="md">
            {prefill ? (
              <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} />} data-testid="completion-prefilled">
                {t('views.address_complete.prefilled', { company: prefill.company ?? prefill.siret })}
              </Alert>
            ) : siretNotice ? (
              <Alert color="accent" variant="light" icon={<IconInfoCircle size={18} />} data-testid="completion-siret-notice">
                {siretNotice}
              </Alert>
            ) : null}
            <AddressForm
              key={`${prefill?.siret ?? 'none'}`}
              address={formAddress}
              withLogo={false}
              requireSector
              serverErrors={formErrors}
              onSubmit={saveForm}
              submitLabel={t('views.address_complete.next')}
              testId="completion-form"
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('views.address_complete.step_jobs')}>
          <CompletionJobsStep initial={data.jobs} onBack={() => setStep(1)} onSubmit={saveJobs} submitting={finish.isPending} />
        </Stepper.Step>
        <Stepper.Completed>{null}</Stepper.Completed>
      </Stepper>
    );
  };

  return (
    <SimpleShell>
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group gap="md" mb="md" wrap="nowrap" align="flex-start">
          {completion.data ? (
            <Avatar src={completion.data.logo} size={48} radius="md" color="brand">
              {completion.data.name.charAt(0).toUpperCase()}
            </Avatar>
          ) : null}
          <div style={{ flex: 1 }}>
            <PageTitle
              title={t('pages.addressComplete.title')}
              subtitle={
                completion.data ? t('views.address_complete.subtitle', { name: completion.data.name }) : t('pages.addressComplete.subtitle')
              }
            />
          </div>
        </Group>
        {body()}
      </Card>
    </SimpleShell>
  );
}
