import type { AddressJob } from '@app/contracts/address-jobs';
import type { Recruiter } from '@app/contracts/auth';
import { APP_PATHS } from '@app/contracts/routes';
import { Alert, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBriefcase, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyModal } from '@/components/ui/lazy-modal';
import { PageTitle } from '@/components/ui/page-title';
import type { PagePrefetch } from '@/lib/page-prefetch';
import { isPremium, useCurrentRecruiter } from '@/lib/auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAddressJob } from '../api/delete-address-job';
import { addressBusinessUnitsQueryOptions, useAddressBusinessUnits } from '../api/get-address-business-units';
import { addressJobsQueryOptions, useAddressJobs } from '../api/get-address-jobs';
import { FreeApplicationCard } from '../components/free-application-card';
import { JobCard } from '../components/job-card';
import { currentAddressNow, useCurrentAddress } from '@/lib/current-address';
import { useJobActivity } from '../hooks/use-job-activity';
import { EmptyStateCard } from '@/components/ui/centered-message';
import { LinkButton } from '@/components/ui/link-button';
import '@/locales/jobs';

// The edit form (its fields, rules and lists) and the confirmations load when they first open, not
// with the page (issue 15).
const EditJobModal = lazyModal(() => import('../components/edit-job-modal').then((m) => m.EditJobModal));
const ConfirmModal = lazyModal(() => import('@/components/ui/confirm-modal').then((m) => m.ConfirmModal));

/** Business units are shown when the account displays them and is premium or a head-hunter. */
const showsUnits = (recruiter: Recruiter): boolean => recruiter.displayBusinessUnitPage && (isPremium(recruiter) || recruiter.headhunter);

/** The first screen's calls after the profile: the address's jobs and business units. */
export const prefetch: PagePrefetch = async (queryClient, _url, { recruiter }) => {
  const address = currentAddressNow(recruiter);
  if (!address) return;
  await Promise.all([
    queryClient.prefetchQuery(addressJobsQueryOptions(address.uuid)),
    showsUnits(recruiter) && queryClient.prefetchQuery(addressBusinessUnitsQueryOptions(address.uuid)),
  ]);
};

/** /app/jobs: the jobs of the current address (spec section 2, "Jobs"). */
export function JobsPage() {
  const { t } = useTranslation();
  const recruiter = useCurrentRecruiter();
  const address = useCurrentAddress();
  const jobs = useAddressJobs(address?.uuid);
  const list = jobs.data ?? [];
  const activity = useJobActivity(list);
  const remove = useDeleteAddressJob();
  const [editing, setEditing] = useState<AddressJob | null>(null);
  const [deleting, setDeleting] = useState<AddressJob | null>(null);
  const premium = isPremium(recruiter);
  const roles = { headhunter: recruiter.headhunter, premium, displayBusinessUnitPage: recruiter.displayBusinessUnitPage };
  const unitsAllowed = showsUnits(recruiter);
  const units = useAddressBusinessUnits(address?.uuid, unitsAllowed);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.uuid, {
      onSuccess: () => notifySuccess(t('components.job_card.delete_success')),
      onError: () => notifyError(t('components.job_card.delete_error')),
      onSettled: () => setDeleting(null),
    });
  };

  const addButton = (
    <LinkButton to={APP_PATHS.addAddressJobStep(1)} leftSection={<IconPlus size={18} />} data-testid="jobs-add">
      {t('components.jobs_page.add')}
    </LinkButton>
  );

  return (
    <>
      <PageTitle
        title={t('pages.jobs.title')}
        subtitle={address ? t('components.jobs_page.subtitle', { name: address.name }) : t('pages.jobs.subtitle')}
        actions={address ? addButton : undefined}
      />
      {!address ? (
        <Alert color="gray" icon={<IconAlertTriangle size={18} />}>
          {t('components.jobs_page.no_address')}
        </Alert>
      ) : (
        <Stack gap="lg">
          <FreeApplicationCard address={address} />
          {jobs.isError ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="jobs-error">
              {t('common.errors.fetch_data')}
            </Alert>
          ) : jobs.isPending ? (
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={260} radius="lg" />
              ))}
            </SimpleGrid>
          ) : list.length === 0 ? (
            <EmptyStateCard
              testId="jobs-empty"
              card={{ withBorder: true, radius: 'lg', p: 'xl' }}
              maw={420}
              icon={IconBriefcase}
              titleOrder={2}
              title={t('components.jobs_page.empty_title')}
              text={t('components.jobs_page.empty_text')}
            >
              {addButton}
            </EmptyStateCard>
          ) : (
            <>
              <Group justify="space-between">
                <Text size="sm" c="dimmed" data-testid="jobs-count">
                  {t('components.jobs_page.count', { count: list.length, active: list.filter((j) => j.active).length })}
                </Text>
              </Group>
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
                {list.map((job) => (
                  <JobCard
                    key={job.uuid}
                    job={activity.shown(job)}
                    roles={roles}
                    busy={activity.saving}
                    onToggleActive={(active) => activity.toggleActive(job, active)}
                    onToggleUrgent={(urgent) => activity.toggleUrgent(job, urgent)}
                    onEdit={() => setEditing(job)}
                    onDelete={() => setDeleting(job)}
                  />
                ))}
              </SimpleGrid>
            </>
          )}
        </Stack>
      )}

      <EditJobModal
        opened={editing !== null}
        job={editing}
        onClose={() => setEditing(null)}
        units={unitsAllowed ? units.data : undefined}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('components.job_card.delete_modal.title')}
        confirmLabel={t('common.delete')}
        color="red"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="delete-job"
      >
        {t('components.job_card.delete_modal.text', { name: deleting?.name ?? '' })}
      </ConfirmModal>
      <ConfirmModal
        opened={activity.standByJob !== null}
        title={t('components.job_card.stand_by.title')}
        confirmLabel={t('components.job_card.stand_by.confirm')}
        color="orange"
        onConfirm={activity.confirmStandBy}
        onCancel={activity.cancelStandBy}
        testId="stand-by"
      >
        {t('components.job_card.stand_by.text')}
      </ConfirmModal>
    </>
  );
}
