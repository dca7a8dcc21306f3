import type { Place } from '@app/contracts/auth';
import type { SignupJob } from '@app/contracts/candidate-signup';
import {
  CANDIDATE_AVAILABILITIES,
  CANDIDATE_PROFILE_MAX,
  candidateProfileFormSchema,
  type CandidateOwnProfile,
  type CandidateProfileBody,
  type CandidateProfileFormValues,
} from '@app/contracts/candidate-profile';
import { JOB_SEARCH_MIN_CHARS, JOB_SEARCH_THROTTLE_MS } from '@app/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBriefcase, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExperienceSelect } from '@/components/ui/experience-select';
import { PlaceField } from '@/components/ui/place-field';
import { SuggestField } from '@/components/ui/suggest-field';
import { useExperiences } from '@/api/get-experiences';
import { useJobSearch } from '@/api/search-jobs';
import { useSkills } from '@/api/get-skills';
import { useLanguages } from '@/api/get-languages';
import { useLicences } from '@/api/get-licences';
import { useReferenceName } from '@/lib/reference-name';
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
  'jobs',
  'skillIds',
  'languageIds',
  'licenceIds',
  'availability',
  'withDisability',
] as const;

/** What the form starts from: the saved profile (empty until proven), its town shown as saved. */
const valuesOf = (profile: CandidateOwnProfile): CandidateProfileFormValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phoneNumber: profile.phoneNumber ?? '',
  place: keptPlace(profile),
  jobs: profile.jobs.length
    ? profile.jobs.map((j) => ({ job: { id: j.job.id, name: j.job.name }, experienceId: j.experience?.id ?? null }))
    : [{ job: null, experienceId: null }],
  skillIds: profile.skills.map((s) => s.id),
  languageIds: profile.languages.map((l) => l.id),
  licenceIds: profile.licences.map((l) => l.id),
  availability: profile.availability,
  withDisability: profile.withDisability,
});

/**
 * "Mon profil" (issue 33 item 2, decision 158): the details every one-tap application reuses and the
 * recruiters' match reads, with the contracts' rules (`candidateProfileFormSchema`, the apply form's
 * and the sign-up's); the API checks them again and its field errors land on the fields. Every
 * searched job (up to 5, each with its experience), the languages (each saved level kept) and the
 * licences are edited here; the saved town shows in its field.
 */
export function CandidateProfileForm({ profile }: { profile: CandidateOwnProfile }) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const experiences = useExperiences();
  const skills = useSkills();
  const languages = useLanguages();
  const licences = useLicences();
  const save = useSaveCandidateProfile();
  const form = useForm<CandidateProfileFormValues>({
    resolver: zodResolver(candidateProfileFormSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(profile),
  });
  const jobs = useFieldArray({ control: form.control, name: 'jobs' });
  const pickedJobs = useWatch({ control: form.control, name: 'jobs' });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => translateMessage(t, key);

  const submit = form.handleSubmit(async (values) => {
    const { jobs: picked, languageIds, place, ...rest } = values;
    const levels = new Map(profile.languages.map((l) => [l.id, l.levelId]));
    const body: CandidateProfileBody = {
      ...rest,
      place: (place as CandidateProfileBody['place']) ?? null,
      jobs: picked.flatMap((j) => (j.job && j.experienceId ? [{ jobId: j.job.id, experienceId: j.experienceId }] : [])),
      languages: (languageIds ?? []).map((id) => ({ languageId: id, levelId: levels.get(id) ?? null })),
    };
    try {
      await save.mutateAsync(body);
      notifySuccess(t('views.candidate_app.profile.saved'));
    } catch (error) {
      setApiFieldErrors(form.setError, error, FIELDS, { rename: { languages: 'languageIds' } });
    }
  });

  const idOptions = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), label: referenceName(o.name) }));
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
              description={t('views.candidate_app.profile.city_hint')}
              value={(field.value as Place | null) ?? null}
              onChange={field.onChange}
              error={message(errors.place?.message)}
              testId="profile-city"
            />
          )}
        />
        <Stack gap="sm" data-testid="profile-jobs">
          {jobs.fields.map((row, index) => (
            <Stack key={row.id} gap="xs">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <div style={{ flex: 1 }}>
                  <Controller
                    control={form.control}
                    name={`jobs.${index}.job`}
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
                        error={message(errors.jobs?.[index]?.job?.message)}
                        leftSection={<IconBriefcase size={16} />}
                        testId={index === 0 ? 'profile-job' : `profile-job-${index}`}
                      />
                    )}
                  />
                </div>
                {jobs.fields.length > 1 ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={4}
                    aria-label={t('views.candidate_app.profile.job_remove')}
                    onClick={() => jobs.remove(index)}
                    data-testid={`profile-job-remove-${index}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                ) : null}
              </Group>
              <Controller
                control={form.control}
                name={`jobs.${index}.experienceId`}
                render={({ field }) => (
                  <ExperienceSelect
                    experiences={experiences.data ?? []}
                    value={field.value ?? undefined}
                    onChange={(v) => field.onChange(v ?? null)}
                    onBlur={field.onBlur}
                    label={t('views.candidate_app.profile.experience')}
                    placeholder={t('views.candidate_app.profile.experience_placeholder')}
                    error={message(errors.jobs?.[index]?.experienceId?.message)}
                    // Required only once a job is picked (the contracts' rule).
                    required={Boolean(pickedJobs?.[index]?.job)}
                    testId={index === 0 ? 'profile-experience' : `profile-experience-${index}`}
                  />
                )}
              />
            </Stack>
          ))}
          {message(errors.jobs?.message ?? errors.jobs?.root?.message) ? (
            <Text size="sm" c="red" role="alert">
              {message(errors.jobs?.message ?? errors.jobs?.root?.message)}
            </Text>
          ) : null}
          {jobs.fields.length < CANDIDATE_PROFILE_MAX.jobs ? (
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} />}
              onClick={() => jobs.append({ job: null, experienceId: null })}
              style={{ alignSelf: 'flex-start' }}
              data-testid="profile-job-add"
            >
              {t('views.candidate_app.profile.job_add')}
            </Button>
          ) : null}
        </Stack>
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
          name="languageIds"
          render={({ field }) => (
            <MultiSelect
              size="md"
              label={t('views.candidate_app.profile.languages')}
              data={idOptions(languages.data)}
              value={(field.value ?? []).map(String)}
              onChange={(v) => field.onChange(v.map(Number))}
              searchable
              comboboxProps={{ withinPortal: true }}
              error={message(errors.languageIds?.message)}
              data-testid="profile-languages"
            />
          )}
        />
        <Controller
          control={form.control}
          name="licenceIds"
          render={({ field }) => (
            <MultiSelect
              size="md"
              label={t('views.candidate_app.profile.licences')}
              data={idOptions(licences.data)}
              value={(field.value ?? []).map(String)}
              onChange={(v) => field.onChange(v.map(Number))}
              searchable
              comboboxProps={{ withinPortal: true }}
              error={message(errors.licenceIds?.message)}
              data-testid="profile-licences"
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

/**
 * The saved town as the place field holds it: shown as saved and sent back unchanged when not
 * touched. A town saved without coordinates or postal code (never by this form) cannot pass the
 * place rule: the field starts empty and the candidate picks it again.
 */
function keptPlace(profile: CandidateOwnProfile): CandidateProfileBody['place'] {
  const p = profile.place;
  if (!p || p.latitude === null || p.longitude === null || !p.postalCode) return null;
  return {
    placeName: p.cityName,
    featureName: p.cityName,
    context: p.context ?? '',
    description: p.cityName,
    postalCode: p.postalCode,
    latitude: p.latitude,
    longitude: p.longitude,
  };
}
