import { JOB_SEARCH_MIN_CHARS, JOB_SEARCH_THROTTLE_MS } from '@app/contracts/constants';
import type { JobHit } from '@app/contracts/jobs';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useJobSearch } from '@/api/search-jobs';
import { HighlightedText } from './suggestion-dropdown';
import { SuggestField } from './suggest-field';
import '@/locales/job-search';
import '@/locales/registration';

/** A job of the catalogue, as a field holds it. */
export interface JobChoice {
  id: number;
  name: string;
}

interface JobFieldProps {
  value: JobChoice | null;
  onChange: (value: JobChoice | null) => void;
  error?: string | undefined;
  label?: string;
  testId?: string;
}

type JobOption = JobChoice & { formatted?: string };

const useJobOptions = (term: string) => {
  const search = useJobSearch(term);
  return {
    isFetching: search.isFetching,
    data: search.data?.map((hit: JobHit): JobOption => ({ id: hit.id, name: hit.name, formatted: hit._formatted.name })),
  };
};

/** Job title (registration, the resume shop's first search): suggestions from 3 characters, throttled 200 ms; a suggestion must be chosen. */
export function JobField({ value, onChange, error, label, testId = 'register-job' }: JobFieldProps) {
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
      testId={testId}
    />
  );
}
