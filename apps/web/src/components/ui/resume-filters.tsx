import { MultiSelect, Select } from '@mantine/core';
import type { JobFilterItem } from '@app/contracts/candidates';
import { useTranslation } from 'react-i18next';
import '@/locales/shared';

const ALL = '';

interface JobFilterSelectProps {
  jobs: JobFilterItem[];
  /** The selected job uuid (the page's `job` query), or null for all jobs. */
  value: string | null;
  onChange: (uuid: string | null) => void;
  /** Offer "all jobs" (the resumes page); the resume shop always shows one job. */
  allowAll?: boolean;
  disabled?: boolean;
}

/** Job dropdown of the resume filters, with the count of each job (spec section 2, "Filters"). */
export function JobFilterSelect({ jobs, value, onChange, allowAll = false, disabled }: JobFilterSelectProps) {
  const { t } = useTranslation();
  const data = [
    ...(allowAll ? [{ value: ALL, label: t('components.resume_filters.all_jobs') }] : []),
    ...jobs.map((job) => ({ value: job.uuid, label: t('components.resume_filters.job_option', { name: job.name, count: job.count }) })),
  ];
  const selected = data.find((d) => d.value === (value ?? (allowAll ? ALL : null)))?.label;
  return (
    <Select
      label={t('components.resume_filters.job_label')}
      data={data}
      value={value ?? (allowAll ? ALL : null)}
      onChange={(next) => onChange(next === ALL || next === null ? null : next)}
      allowDeselect={false}
      searchable={jobs.length > 8}
      disabled={disabled}
      // Job names run long ("Conseiller / Conseillère de vente automobile (12)"): the field takes the
      // row's free width (it was a fixed 320 px that cut them at 1280), the whole width on a phone,
      // and the list wraps its names instead of cutting them (issue 29).
      w={{ base: '100%', sm: 'auto' }}
      style={{ flex: '1 1 320px', maxWidth: '100%' }}
      title={selected}
      styles={{ option: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      data-testid="filter-job"
      comboboxProps={{ withinPortal: true, width: 'target' }}
    />
  );
}

interface DisabilitySelectProps {
  value: boolean;
  onChange: (disabled: boolean) => void;
}

/** Disability dropdown: all profiles or disabled workers (spec section 2, "Filters"). */
export function DisabilitySelect({ value, onChange }: DisabilitySelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('components.resume_filters.disability_label')}
      data={[
        { value: 'all', label: t('components.resume_filters.all_profiles') },
        { value: 'disabled', label: t('components.resume_filters.disabled_worker') },
      ]}
      value={value ? 'disabled' : 'all'}
      onChange={(next) => onChange(next === 'disabled')}
      allowDeselect={false}
      w={{ base: '100%', sm: 220 }}
      data-testid="filter-disability"
    />
  );
}

interface MultiFilterSelectProps {
  label: string;
  /** Shown while nothing is chosen: every value. */
  allLabel: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (values: string[]) => void;
  testId: string;
}

/** A multi-filter of the resumes page (jobs with their counts, experiences, business units; spec section 2). */
export function MultiFilterSelect({ label, allLabel, options, value, onChange, testId }: MultiFilterSelectProps) {
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? allLabel : undefined}
      data={options}
      value={value}
      onChange={onChange}
      searchable={options.length > 8}
      clearable
      w={{ base: '100%', sm: 320 }}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The options of the job multi-filter: each job with its count ("Serveur (12)"). */
export function useJobFilterOptions(jobs: JobFilterItem[]): { value: string; label: string }[] {
  const { t } = useTranslation();
  return jobs.map((job) => ({ value: job.uuid, label: t('components.resume_filters.job_option', { name: job.name, count: job.count }) }));
}
