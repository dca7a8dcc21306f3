import { JOB_SEARCH_MIN_CHARS, JOB_SEARCH_THROTTLE_MS } from '@app/contracts/constants';
import type { JobHit } from '@app/contracts/jobs';
import { Button, Group, Pill, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuggestField } from '@/components/ui/suggest-field';
import { TermsCheckbox } from '@/components/ui/terms-checkbox';
import { useJobSearch } from '@/api/search-jobs';
import '@/locales/addresses';

interface JobsStepProps {
  initial: { id: number; name: string }[];
  onBack: () => void;
  onSubmit: (jobs: number[]) => Promise<void>;
  submitting: boolean;
}

/** Jobs step of the completion: at least one job from the catalogue, and the terms accepted (spec sections 5 and 7). */
export function CompletionJobsStep({ initial, onBack, onSubmit, submitting }: JobsStepProps) {
  const { t } = useTranslation();
  const [jobs, setJobs] = useState<{ id: number; name: string }[]>(initial);
  const [picked, setPicked] = useState<JobHit | null>(null);
  const [terms, setTerms] = useState(false);
  const add = (job: JobHit | null) => {
    setPicked(null);
    if (job && !jobs.some((j) => j.id === job.id)) setJobs([...jobs, { id: job.id, name: job.name }]);
  };
  return (
    <Stack gap="md" data-testid="completion-jobs-step">
      <Text c="dimmed" size="sm">
        {t('views.address_complete.jobs_text')}
      </Text>
      <SuggestField<JobHit>
        key={jobs.length}
        label={t('views.address_complete.jobs_label')}
        placeholder={t('views.address_complete.jobs_placeholder')}
        value={picked}
        onChange={add}
        useSearch={useJobSearch}
        labelOf={(j) => j.name}
        keyOf={(j) => String(j.id)}
        minChars={JOB_SEARCH_MIN_CHARS}
        throttleMs={JOB_SEARCH_THROTTLE_MS}
        pickMessage={t('views.address_complete.jobs_pick')}
        leftSection={<IconBriefcase size={16} />}
        testId="completion-job-search"
      />
      <Group gap="xs" mih={32} data-testid="completion-jobs">
        {jobs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('views.address_complete.jobs_none')}
          </Text>
        ) : (
          jobs.map((job) => (
            <Pill
              key={job.id}
              size="lg"
              withRemoveButton
              onRemove={() => setJobs(jobs.filter((j) => j.id !== job.id))}
              data-testid="completion-job"
            >
              {job.name}
            </Pill>
          ))
        )}
      </Group>
      <TermsCheckbox checked={terms} onChange={setTerms} testId="completion-terms" />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('views.address_complete.back')}
        </Button>
        <Button
          leftSection={<IconCheck size={16} />}
          disabled={jobs.length === 0 || !terms}
          loading={submitting}
          onClick={() => void onSubmit(jobs.map((j) => j.id))}
          data-testid="completion-finish"
        >
          {t('views.address_complete.finish')}
        </Button>
      </Group>
    </Stack>
  );
}
