import { applyActiveUrgent, type AddressJobForm } from '@app/contracts/address-jobs';
import type { NamedItem } from '@app/contracts/reference-lists';
import { Alert, Chip, Group, Select, SimpleGrid, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useContracts } from '@/api/get-contracts';
import { useRemotes } from '@/api/get-remotes';
import { useWorkingTimes } from '@/api/get-working-times';
import { JobTitleAutocomplete } from './job-title-autocomplete';
import { SalaryInput } from './salary-input';
import '@/locales/jobs';
import { useReferenceName } from '@/lib/reference-name';

interface FieldsProps {
  form: AddressJobForm;
  onChange: (update: Partial<AddressJobForm>) => void;
  /** Field errors already translated (from the API). */
  errors?: Partial<Record<keyof AddressJobForm, string>>;
  /** The chosen job is being checked against the address's jobs (step 1). */
  checking?: boolean;
}

/**
 * Step 1 of the wizard and of the new-job form (spec section 4): job title, monthly salary, active
 * and urgent. Turning active off turns urgent off; turning urgent on turns active on.
 */
export function JobStep1Fields({ form, onChange, errors, checking }: FieldsProps) {
  const { t } = useTranslation();
  const setFlags = (change: { active?: boolean; urgent?: boolean }) => onChange(applyActiveUrgent(form, change));
  return (
    <Stack gap="md">
      <JobTitleAutocomplete
        value={form.job}
        onChange={(job) => onChange({ job })}
        error={errors?.job}
        checking={checking}
        autoFocus={form.job === null}
      />
      <SalaryInput
        value={form.monthlySalary}
        onChange={(monthlySalary) => onChange({ monthlySalary })}
        disabled={form.job === null}
        error={errors?.monthlySalary}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Switch
          checked={form.active}
          onChange={(event) => setFlags({ active: event.currentTarget.checked })}
          label={t('components.job_form.active')}
          description={t('components.job_form.active_hint')}
          data-testid="job-active-switch"
        />
        <Switch
          checked={form.urgent}
          color="red"
          onChange={(event) => setFlags({ urgent: event.currentTarget.checked })}
          label={t('components.job_form.urgent')}
          description={t('components.job_form.urgent_hint')}
          data-testid="job-urgent-switch"
        />
      </SimpleGrid>
    </Stack>
  );
}

/** A list query of the reference data (contracts, working times, remote work). */
interface ChoicesQuery {
  data?: NamedItem[];
  isPending: boolean;
  isError: boolean;
}

function ChoiceGroup({
  label,
  query,
  multiple,
  value,
  onChange,
  testId,
  error,
}: {
  label: string;
  query: ChoicesQuery;
  multiple: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
  testId: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const items = query.data;
  const chips = (
    <Group gap="xs">
      {items?.map((item) => (
        <Chip key={item.id} value={String(item.id)} variant="outline" data-testid={`${testId}-${item.id}`}>
          {referenceName(item.name)}
        </Chip>
      ))}
    </Group>
  );
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="sm" fw={600}>
        {label}{' '}
        <Text span c="red">
          *
        </Text>
      </Text>
      {query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />}>
          {t('components.job_form.error_loading_options')}
        </Alert>
      ) : query.isPending || !items ? (
        <Group gap="xs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={30} w={90} radius="xl" />
          ))}
        </Group>
      ) : multiple ? (
        <Chip.Group multiple value={value.map(String)} onChange={(ids) => onChange(ids.map(Number))}>
          {chips}
        </Chip.Group>
      ) : (
        <Chip.Group value={value[0] !== undefined ? String(value[0]) : ''} onChange={(id) => onChange(id ? [Number(id)] : [])}>
          {chips}
        </Chip.Group>
      )}
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Step 2 (spec section 4): contract types, working time and remote work. */
export function JobStep2Fields({ form, onChange, errors }: FieldsProps) {
  const { t } = useTranslation();
  const contracts = useContracts();
  const workingTimes = useWorkingTimes();
  const remotes = useRemotes();
  /** A field with one choice at most (working time, remote work). */
  const single = (field: 'workingTime' | 'remote') => {
    const value = form[field];
    return {
      multiple: false,
      value: value === null ? [] : [value],
      onChange: (ids: number[]) => onChange({ [field]: ids[0] ?? null }),
      error: errors?.[field],
    };
  };
  return (
    <Stack gap="lg">
      <ChoiceGroup
        label={t('components.job_form.contracts')}
        query={contracts}
        multiple
        value={form.contracts}
        onChange={(ids) => onChange({ contracts: ids })}
        testId="job-contracts"
        error={errors?.contracts}
      />
      <ChoiceGroup
        label={t('components.job_form.working_time')}
        query={workingTimes}
        testId="job-working-time"
        {...single('workingTime')}
      />
      <ChoiceGroup label={t('components.job_form.remote')} query={remotes} testId="job-remote" {...single('remote')} />
    </Stack>
  );
}

/** Business unit of a job (only for accounts with the business unit page, spec section 6). */
export function BusinessUnitSelect({
  units,
  value,
  onChange,
}: {
  units: { id: number; name: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('components.job_form.business_unit')}
      placeholder={t('components.job_form.business_unit_none')}
      data={units.map((u) => ({ value: String(u.id), label: u.name }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
      clearable
      data-testid="job-business-unit"
    />
  );
}
