import { ADD_JOB_STEPS_HEADHUNTER, ADD_JOB_STEPS_RECRUITER } from '@app/contracts/constants';
import { APP_PATHS } from '@app/contracts/routes';
import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';
import { StepProgress } from '@/components/ui/step-progress';
import { useCurrentRecruiter } from '@/lib/auth';

/** /app/edit-address-job/:uuid/1 (progress: 2 steps for recruiters, 3 for head-hunters: spec section 2, "Jobs") */
export function EditAddressJobStep1Page() {
  const { t } = useTranslation();
  const recruiter = useCurrentRecruiter();
  const total = recruiter.headhunter ? ADD_JOB_STEPS_HEADHUNTER : ADD_JOB_STEPS_RECRUITER;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={APP_PATHS.jobs} size="sm" c="dimmed">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('pages.jobs.back')}
      </Anchor>
      <StepProgress step={Math.min(1, total)} total={total} />
      <div>
        <PageTitle title={t('pages.editAddressJobStep1.title')} subtitle={t('pages.editAddressJobStep1.subtitle')} />
        <ComingSoon description={t('pages.editAddressJobStep1.description')} />
      </div>
    </Stack>
  );
}
