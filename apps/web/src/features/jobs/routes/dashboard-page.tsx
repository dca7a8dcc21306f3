import { APP_PATHS } from '@app/contracts/routes';
import { Alert, Anchor, Badge, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyModal } from '@/components/ui/lazy-modal';
import { PageTitle } from '@/components/ui/page-title';
import { isPremium, useCurrentRecruiter } from '@/lib/auth';
import { useDashboard } from '../api/get-dashboard';
import { DashboardNavbar } from '../components/dashboard-navbar';
import { JobApplicationsCard } from '../components/job-applications-card';
import { NotificationBar } from '../components/notification-bar';
import { useCurrentAddress } from '@/lib/current-address';
import '@/locales/jobs';

/** The new-job form opens on demand: its code (the form, react-hook-form and zod) loads when it opens (decisions 085, 114). */
const NewJobModal = lazyModal(() => import('../components/new-job-modal').then((m) => m.NewJobModal));

/** /app/dashboard: notification bar, dashboard navbar, each job's recent applications. */
export function DashboardPage() {
  const { t } = useTranslation();
  const recruiter = useCurrentRecruiter();
  const address = useCurrentAddress();
  const dashboard = useDashboard(address?.uuid);
  const [adding, setAdding] = useState(false);
  const premium = isPremium(recruiter);
  const data = dashboard.data;
  const manager = data?.manager ?? recruiter.manager ?? recruiter.company ?? '';
  const recent = data ? data.jobs.reduce((sum, job) => sum + job.applications.last7Days, 0) + data.freeApplications.last7Days : 0;

  return (
    <>
      <PageTitle title={t('pages.dashboard.title')} subtitle={address ? address.name : t('pages.dashboard.subtitle')} />
      {dashboard.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="dashboard-error">
          {t('views.dashboard.error')}
        </Alert>
      ) : !data ? (
        <Stack gap="lg">
          <Skeleton h={52} radius="lg" />
          <Skeleton h={120} radius="lg" />
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={240} radius="lg" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <Stack gap="lg">
          {manager ? <NotificationBar manager={manager} recent={recent} /> : null}
          <DashboardNavbar jobs={data.jobs} onAddJob={() => setAdding(true)} />
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
            {data.jobs.map((job) => (
              <JobApplicationsCard
                key={job.uuid}
                title={job.name}
                summary={job.applications}
                badge={
                  job.urgent ? (
                    <Badge color="red">{t('components.job_card.urgent_badge')}</Badge>
                  ) : !job.active ? (
                    <Badge color="gray" variant="light">
                      {t('components.job_card.stand_by_badge')}
                    </Badge>
                  ) : undefined
                }
                footer={
                  premium && job.applications.total > 0 ? (
                    <Anchor component={Link} to={APP_PATHS.resumes} size="sm" fw={600} mt="md">
                      {t('components.job_applications.see_all')}
                    </Anchor>
                  ) : undefined
                }
              />
            ))}
            {data.address.freeApplication || data.freeApplications.total > 0 ? (
              <JobApplicationsCard title={t('components.free_application_card.title')} summary={data.freeApplications} />
            ) : null}
          </SimpleGrid>
        </Stack>
      )}
      {address ? <NewJobModal opened={adding} onClose={() => setAdding(false)} addressUuid={address.uuid} /> : null}
    </>
  );
}
