import type { Place } from '@app/contracts/auth';
import {
  candidateSignupFormSchema,
  type CandidateSignupBody,
  type CandidateSignupFormValues,
  type SignupJob,
} from '@app/contracts/candidate-signup';
import { JOB_SEARCH_MIN_CHARS, JOB_SEARCH_THROTTLE_MS } from '@app/contracts/constants';
import type { Experience } from '@app/contracts/reference-lists';
import { SITE_PATHS } from '@app/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Title } from '@mantine/core';
import { IconBriefcase, IconUserPlus } from '@tabler/icons-react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { ContactFields, DisabilityConsentFields, ExperienceFormField } from '@/components/ui/contact-fields';
import { PlaceField } from '@/components/ui/place-field';
import { SuggestField } from '@/components/ui/suggest-field';
import { translateMessage } from '@/lib/errors';
import { useJobSearch } from '@/api/search-jobs';
import '@/locales/candidate-signup';

/** The searched-job suggestions, reduced to what the sign-up sends (id and name). */
const useSignupJobSearch = (term: string) => {
  const search = useJobSearch(term);
  return { isFetching: search.isFetching, data: search.data?.map((hit): SignupJob => ({ id: hit.id, name: hit.name })) };
};

/** What the form sends: the request body without the affiliate code (the page adds it). */
export type SignupFormBody = Omit<CandidateSignupBody, 'affiliate'>;

export interface CandidateSignupFormProps {
  experiences: Experience[];
  /** Sends the sign-up; may set server field errors through `setError`. */
  onSubmit: (body: SignupFormBody, setError: UseFormSetError<CandidateSignupFormValues>) => Promise<void>;
}

/**
 * The candidate's profile in one short form: name, e-mail, French phone number, searched job
 * (picked among the job search suggestions), experience, town (place search), disability, and the
 * consent. The rules are the contracts' (`candidateSignupFormSchema`); the API checks them again.
 */
export function CandidateSignupForm({ experiences, onSubmit }: CandidateSignupFormProps) {
  const { t } = useTranslation();
  const form = useForm<CandidateSignupFormValues>({
    resolver: zodResolver(candidateSignupFormSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      job: null,
      experienceId: undefined as unknown as number,
      place: null,
      withDisability: false,
      consent: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const { job, ...rest } = values;
    await onSubmit({ ...rest, jobId: job!.id }, form.setError);
  });

  // A place without coordinates fails on `place.latitude`: shown on the field as a whole.
  const placeError = errors.place?.message ?? (errors.place ? 'views.candidate_signup.errors.city_required' : undefined);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="signup-form">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('views.candidate_signup.form_title')}
        </Title>
        <ContactFields
          form={form}
          labels={{
            firstName: t('views.candidate_signup.first_name'),
            lastName: t('views.candidate_signup.last_name'),
            email: t('views.candidate_signup.email'),
            phone: t('views.candidate_signup.phone'),
            phonePlaceholder: t('views.candidate_signup.phone_placeholder'),
          }}
          testIdPrefix="signup"
        />
        <Controller
          control={form.control}
          name="job"
          render={({ field }) => (
            <SuggestField<SignupJob>
              label={t('views.candidate_signup.job')}
              placeholder={t('views.candidate_signup.job_placeholder')}
              value={field.value ?? null}
              onChange={(job) => {
                field.onChange(job);
                if (job) form.clearErrors('job');
              }}
              useSearch={useSignupJobSearch}
              labelOf={(j) => j.name}
              keyOf={(j) => String(j.id)}
              minChars={JOB_SEARCH_MIN_CHARS}
              throttleMs={JOB_SEARCH_THROTTLE_MS}
              pickMessage={t('views.candidate_signup.job_pick')}
              error={translateMessage(t, errors.job?.message)}
              leftSection={<IconBriefcase size={16} />}
              required
              testId="signup-job"
            />
          )}
        />
        <ExperienceFormField
          form={form}
          testIdPrefix="signup"
          experiences={experiences}
          label={t('views.candidate_signup.experience')}
          placeholder={t('views.candidate_signup.experience_placeholder')}
        />
        <Controller
          control={form.control}
          name="place"
          render={({ field }) => (
            <PlaceField
              label={t('views.candidate_signup.city')}
              description={t('views.candidate_signup.city_hint')}
              value={(field.value as Place | null) ?? null}
              onChange={(place) => {
                field.onChange(place);
                if (place) form.clearErrors('place');
              }}
              error={translateMessage(t, placeError)}
              required
              testId="signup-city"
            />
          )}
        />
        <DisabilityConsentFields
          form={form}
          testIdPrefix="signup"
          disability={{ label: t('views.candidate_signup.disability'), description: t('views.candidate_signup.disability_hint') }}
          consent={
            <Trans
              i18nKey="views.candidate_signup.consent"
              components={{ privacy: <Anchor href={SITE_PATHS.privacy} target="_blank" rel="noopener" size="sm" inherit /> }}
            />
          }
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          mt="sm"
          loading={isSubmitting}
          leftSection={<IconUserPlus size={18} />}
          data-testid="signup-submit"
        >
          {t('views.candidate_signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
