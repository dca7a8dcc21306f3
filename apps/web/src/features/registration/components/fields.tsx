import type { Place } from '@app/contracts/auth';
import {
  ACTIVITY_SECTOR_MIN_CHARS,
  ADDRESS_LOOKUP_MAX_SUGGESTIONS,
  ADDRESS_LOOKUP_MIN_CHARS,
  ADDRESS_LOOKUP_THROTTLE_MS,
  JOB_SEARCH_MIN_CHARS,
  JOB_SEARCH_THROTTLE_MS,
} from '@app/contracts/constants';
import type { JobHit } from '@app/contracts/jobs';
import { IconBriefcase, IconBuildingStore, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useActivitySectorSearch, type ActivitySector } from '../api/search-activity-sectors';
import { useJobSearch } from '@/api/search-jobs';
import { usePlaceSearch } from '../api/search-places';
import type { NamedChoice } from '../stores/register-store';
import { HighlightedName } from './highlighted-name';
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
      renderOption={(j) => (j.formatted ? <HighlightedName formatted={j.formatted} /> : j.name)}
      minChars={JOB_SEARCH_MIN_CHARS}
      throttleMs={JOB_SEARCH_THROTTLE_MS}
      pickMessage={t('components.job_search.select_suggestion')}
      error={error}
      leftSection={<IconBriefcase size={16} />}
      testId="register-job"
    />
  );
}

/** French place: suggestions from 3 characters, throttled 1 s, at most 5. */
export function PlaceField({ value, onChange, error, label }: ChoiceFieldProps<Place>) {
  const { t } = useTranslation();
  return (
    <SuggestField<Place>
      required
      label={label ?? t('views.register_step_2.place')}
      description={t('views.register_step_2.place_hint')}
      placeholder={t('views.register_step_2.place_placeholder')}
      value={value}
      onChange={onChange}
      useSearch={usePlaceSearch}
      labelOf={(p) => p.placeName}
      keyOf={(p) => `${p.placeName}|${p.context}`}
      minChars={ADDRESS_LOOKUP_MIN_CHARS}
      throttleMs={ADDRESS_LOOKUP_THROTTLE_MS}
      maxSuggestions={ADDRESS_LOOKUP_MAX_SUGGESTIONS}
      pickMessage={t('views.register.pick_place')}
      error={error}
      leftSection={<IconMapPin size={16} />}
      testId="register-place"
    />
  );
}

/** Activity sector: 3 characters, 6 suggestions; an empty query clears the choice. */
export function ActivitySectorField({ value, onChange, error, label }: ChoiceFieldProps<NamedChoice>) {
  const { t } = useTranslation();
  return (
    <SuggestField<ActivitySector>
      required
      label={label ?? t('views.register_step_2.activity_sector')}
      placeholder={t('views.register_step_2.activity_sector_placeholder')}
      value={value}
      onChange={onChange}
      useSearch={useActivitySectorSearch}
      labelOf={(s) => s.name}
      keyOf={(s) => String(s.id)}
      minChars={ACTIVITY_SECTOR_MIN_CHARS}
      throttleMs={300}
      pickMessage={t('views.register.pick_sector')}
      error={error}
      leftSection={<IconBuildingStore size={16} />}
      testId="register-activity-sector"
    />
  );
}
