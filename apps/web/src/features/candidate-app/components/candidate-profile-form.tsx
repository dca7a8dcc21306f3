import type { Place } from '@app/contracts/auth';
import type { SignupJob } from '@app/contracts/candidate-signup';
import {
  CANDIDATE_AVAILABILITIES,
  candidateProfileFormSchema,
  type CandidateOwnProfile,
  type CandidateProfileBody,
  type CandidateProfileFormValues,
} from '@app/contracts/candidate-profile';
import { JOB_SEARCH_MIN_CHARS, JOB_SEARCH_THROTTLE_MS } from '@app/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBriefcase, IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExperienceSelect } from '@/components/ui/experience-select';
import { PlaceField } from '@/components/ui/place-field';
import { SuggestField } from '@/components/ui/suggest-field';
import { useExperiences } from '@/api/get-experiences';
import { useJobSearch } from '@/api/search-jobs';
import { useSkills } from '@/api/get-skills';
import { translateMessage } from '@/lib/errors';
import { setApiFieldErrors } from '@/lib/field-errors';
import { notifySuccess } from '@/lib/notify';
import { useSaveCandidateProfile } from '../api/profile';
import '@/locales/candidate-app';

const useProfileJobSearch = (term: string) => {
  const search = useJobSearch(term);
  return { isFetching: search.isFetching, data: search.data?.map((hit): SignupJob => ({ id: hit.id, name: hit.name })) };
};

const FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'place',
  'job',
  'experienceId',
  'skillIds',
  'availability',
  'withDisability',
] as const;

/** What the form starts from: the saved profile (empty until proven). */
const valuesOf = (profile: CandidateOwnProfile): CandidateProfileFormValues => {
  const first = profile.jobs[0];
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber ?? '',
    place: null,
    job: first ? { id: first.job.id, name: first.job.name } : null,
    experienceId: first?.experience?.id ?? null,
    skillIds: profile.skills.map((s) => s.id),
    availability: profile.availability,
    withDisability: profile.withDisability,
  };
};

/**
 * "Mon profil" (issue 33 item 2, decision 158): the details every one-tap application reuses and the
 * recruiters' match reads, with the contracts' rules (`candidateProfileFormSchema`, the apply form's
 * and the sign-up's); the API checks them again and its field errors land on the fields. The other
 * searched jobs, the languages and the licences are sent back as they are.
 */
export function CandidateProfileForm({ profile }: { profile: CandidateOwnProfile }) {
  const { t } = useTranslation();
  const experiences = useExperiences();
  const skills = useSkills();
  const save = useSaveCandidateProfile();
  const form = useForm<CandidateProfileFormValues>({
    resolver: zodResolver(candidateProfileFormSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => translateMessage(t, key);

  const submit = form.handleSubmit(async (values) => {
    const { job, experienceId, place, ...rest } = values;
    const otherJobs = profile.jobs
      .slice(1)
      .filter((j) => j.job.id !== job?.id && j.experience !== null)
      .map((j) => ({ jobId: j.job.id, experienceId: j.experience!.id }));
    const body: CandidateProfileBody = {
      ...rest,
      place: (place as CandidateProfileBody['place']) ?? keptPlace(profile),
      jobs: job && experienceId ? [{ jobId: job.id, experienceId }, ...otherJobs] : otherJobs,
      languages: profile.languages.map((l) => ({ languageId: l.id, levelId: l.levelId })),
      licenceIds: profile.licences.map((l) => l.id),
    };
    try {
      await save.mutateAsync(body);
      notifySuccess(t('views.candidate_app.profile.saved'));
    } catch (error) {
      setApiFieldErrors(form.setError, error, FIELDS, { rename: { jobs: 'job', licenceIds: 'skillIds', languages: 'skillIds' } });
    }
  });

  const skillOptions = (skills.data ?? []).map((group) => ({
    group: group.name,
    items: group.skillSet.map((s) => ({ value: String(s.id), label: s.name })),
  }));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="candidate-profile-form">
      <Stack gap="md">
        <Title order={2}>{t('views.candidate_app.profile.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('views.candidate_app.profile.text')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('views.candidate_app.profile.first_name')}
            autoComplete="given-name"
            withAsterisk
            {...form.register('firstName')}
            error={message(errors.firstName?.message)}
            data-testid="profile-first-name"
          />
          <TextInput
            label={t('views.candidate_app.profile.last_name')}
            autoComplete="family-name"
            withAsterisk
            {...form.register('lastName')}
            error={message(errors.lastName?.message)}
            data-testid="profile-last-name"
          />
        </SimpleGrid>
        <TextInput
          label={t('views.candidate_app.profile.phone')}
          placeholder={t('views.candidate_app.profile.phone_placeholder')}
          type="tel"
          autoComplete="tel"
          withAsterisk
          {...form.register('phoneNumber')}
          error={message(errors.phoneNumber?.message)}
          data-testid="profile-phone"
        />
        <Controller
          control={form.control}
          name="place"
          render={({ field }) => (
            <PlaceField
              label={t('views.candidate_app.profile.city')}
              description={
                profile.place
                  ? `${t('views.candidate_app.profile.city_hint')} (${profile.place.cityName})`
                  : t('views.candidate_app.profile.city_hint')
              }
              value={(field.value as Place | null) ?? null}
              onChange={field.onChange}
              error={message(errors.place?.message)}
              testId="profile-city"
            />
          )}
        />
        <Controller
          control={form.control}
          name="job"
          render={({ field }) => (
            <SuggestField<SignupJob>
              label={t('views.candidate_app.profile.job')}
              placeholder={t('views.candidate_app.profile.job_placeholder')}
              value={field.value ?? null}
              onChange={field.onChange}
              useSearch={useProfileJobSearch}
              labelOf={(j) => j.name}
              keyOf={(j) => String(j.id)}
              minChars={JOB_SEARCH_MIN_CHARS}
              throttleMs={JOB_SEARCH_THROTTLE_MS}
              pickMessage={t('views.candidate_app.profile.job_pick')}
              error={message(errors.job?.message)}
              leftSection={<IconBriefcase size={16} />}
              testId="profile-job"
            />
          )}
        />
        <Controller
          control={form.control}
          name="experienceId"
          render={({ field }) => (
            <ExperienceSelect
              experiences={experiences.data ?? []}
              value={field.value ?? undefined}
              onChange={(v) => field.onChange(v ?? null)}
              onBlur={field.onBlur}
              label={t('views.candidate_app.profile.experience')}
              placeholder={t('views.candidate_app.profile.experience_placeholder')}
              error={message(errors.experienceId?.message)}
              testId="profile-experience"
            />
          )}
        />
        <Controller
          control={form.control}
          name="skillIds"
          render={({ field }) => (
            <MultiSelect
              size="md"
              label={t('views.candidate_app.profile.skills')}
              data={skillOptions}
              value={(field.value ?? []).map(String)}
              onChange={(v) => field.onChange(v.map(Number))}
              searchable
              comboboxProps={{ withinPortal: true }}
              error={message(errors.skillIds?.message)}
              data-testid="profile-skills"
            />
          )}
        />
        <Controller
          control={form.control}
          name="availability"
          render={({ field }) => (
            <Select
              size="md"
              label={t('views.candidate_app.profile.availability')}
              data={CANDIDATE_AVAILABILITIES.map((a) => ({ value: a, label: t(`views.candidate_app.profile.availability_options.${a}`) }))}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v)}
              clearable
              comboboxProps={{ withinPortal: true }}
              error={message(errors.availability?.message)}
              data-testid="profile-availability"
            />
          )}
        />
        <Checkbox
          label={t('views.candidate_app.profile.disability')}
          {...form.register('withDisability')}
          data-testid="profile-disability"
        />
        <Button type="submit" loading={isSubmitting} leftSection={<IconDeviceFloppy size={18} />} data-testid="profile-save">
          {t('views.candidate_app.profile.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** The saved town, sent back unchanged when the field was not touched (the form holds a new pick only). */
function keptPlace(profile: CandidateOwnProfile): CandidateProfileBody['place'] {
  const p = profile.place;
  if (!p || p.latitude === null || p.longitude === null) return null;
  return {
    placeName: p.cityName,
    featureName: p.cityName,
    context: p.context ?? '',
    description: p.cityName,
    postalCode: p.postalCode ?? '',
    latitude: p.latitude,
    longitude: p.longitude,
  };
}
