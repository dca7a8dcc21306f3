import type { Place } from '@app/contracts/auth';
import { JOB_SEARCH_MIN_CHARS, JOB_SEARCH_THROTTLE_MS } from '@app/contracts/constants';
import type { JobHit } from '@app/contracts/jobs';
import { IconBriefcase } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useJobSearch } from '@/api/search-jobs';
import type { NamedChoice } from '../stores/register-store';
import { HighlightedText } from '@/components/ui/suggestion-dropdown';
import { PlaceField as SharedPlaceField } from '@/components/ui/place-field';
import { SuggestField } from '@/components/ui/suggest-field';
import '@/locales/job-search';
import '@/locales/registration';

interface ChoiceFieldProps<T> {
  value: T | null;
  onChange: (value: T | null) => void;
  error?: string | undefined;
  label?: string;
}

type JobOption = NamedChoice & { formatted?: string };

const useJobOptions = (term: string) => {
  const search = useJobSearch(term);
  return {
    isFetching: search.isFetching,
    data: search.data?.map((hit: JobHit): JobOption => ({ id: hit.id, name: hit.name, formatted: hit._formatted.name })),
  };
};

/** Job title: suggestions from 3 characters, throttled 200 ms; a suggestion must be chosen. */
export function JobField({ value, onChange, error, label }: ChoiceFieldProps<NamedChoice>) {
  const { t } = useTranslation();
  return (
    <SuggestField<JobOption>
      required
      label={label ?? t('views.register_step_1.job')}
      placeholder={t('marketing.job_search.placeholder')}
      value={value}
      onChange={(v) => onChange(v ? { id: v.id, name: v.name } : null)}
      useSearch={useJobOptions}
      labelOf={(j) => j.name}
      keyOf={(j) => String(j.id)}
      renderOption={(j) => (j.formatted ? <HighlightedText formatted={j.formatted} /> : j.name)}
      minChars={JOB_SEARCH_MIN_CHARS}
      throttleMs={JOB_SEARCH_THROTTLE_MS}
      pickMessage={t('components.job_search.select_suggestion')}
      error={error}
      leftSection={<IconBriefcase size={16} />}
      testId="register-job"
    />
  );
}

/** The place field's texts in registration (spec section 5). */
export const registrationPlaceTexts = (t: TFunction) => ({
  label: t('views.register_step_2.place'),
  description: t('views.register_step_2.place_hint'),
  placeholder: t('views.register_step_2.place_placeholder'),
  pickMessage: t('views.register.pick_place'),
  testId: 'register-place',
});

/** The activity sector field's texts in registration. */
export const registrationSectorTexts = (t: TFunction) => ({
  label: t('views.register_step_2.activity_sector'),
  placeholder: t('views.register_step_2.activity_sector_placeholder'),
  pickMessage: t('views.register.pick_sector'),
  testId: 'register-activity-sector',
});

/** French place, worded for registration: the shared field with its texts. */
export function PlaceField({ value, onChange, error, label }: ChoiceFieldProps<Place>) {
  const { t } = useTranslation();
  const texts = registrationPlaceTexts(t);
  return <SharedPlaceField required {...texts} label={label ?? texts.label} value={value} onChange={onChange} error={error} />;
}
