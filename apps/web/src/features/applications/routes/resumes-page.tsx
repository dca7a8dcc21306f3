import { Alert, Card, Group, SegmentedControl, Select, Skeleton, Stack, Text, useMatches } from '@mantine/core';
import { IconAlertTriangle, IconCalendar, IconUsers } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApplicationListItem } from '@app/contracts/applications';
import type { JobFilterItem } from '@app/contracts/candidates';
import { LabelledPagination } from '@/components/ui/labelled-pagination';
import { PageTitle } from '@/components/ui/page-title';
import { DisabilitySelect, MultiFilterSelect, useJobFilterOptions } from '@/components/ui/resume-filters';
import { addressFiltersQueryOptions, useAddressFilters } from '@/lib/candidates';
import { currentAddressNow, useCurrentAddress } from '@/lib/current-address';
import { formatDayMonthYear } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import type { PagePrefetch } from '@/lib/page-prefetch';
import { applicationsQueryOptions, useApplications, type ApplicationListParams, type DateFilter } from '../api/get-applications';
import { ApplicationRow } from '../components/application-row';
import { EmptyStateCard } from '@/components/ui/centered-message';
import { LinkButton } from '@/components/ui/link-button';
import { useCurrentRecruiter } from '@/lib/auth';
import { APP_PATHS } from '@app/contracts/routes';
import '@/locales/applications';
import '@/locales/shared';
import { useReferenceName } from '@/lib/reference-name';

const DATE_FILTERS: DateFilter[] = ['all', '7', '14', '30', 'favorites', 'purchases'];
const FILTER_KEYS = {
  all: 'views.resumes.filters.all',
  '7': 'views.resumes.filters.days_7',
  '14': 'views.resumes.filters.days_14',
  '30': 'views.resumes.filters.days_30',
  favorites: 'views.resumes.filters.favorites',
  purchases: 'views.resumes.filters.purchases',
} as const;

/** Applications grouped by completion date, in order (spec section 2). */
const groupByDay = (items: ApplicationListItem[]) => {
  const groups: { day: string; items: ApplicationListItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.day === item.completedAt) last.items.push(item);
    else groups.push({ day: item.completedAt, items: [item] });
  }
  return groups;
};

/** The `job` query (one uuid, or several for the multi-filter), kept to the address's jobs. */
const wantedJobUuids = (jobs: JobFilterItem[], params: URLSearchParams): string[] => {
  const wanted = params.getAll('job').flatMap((v) => v.split(','));
  return jobs.filter((j) => wanted.includes(j.uuid)).map((j) => j.uuid);
};

/** The list as the page first shows it: every date, no other filter than the jobs of the query. */
const firstList = (address: string, jobUuids: string[]): ApplicationListParams => ({
  address,
  filter: 'all',
  jobUuids,
  disability: false,
  experiences: [],
  businessUnits: [],
  page: 1,
});

/** The first screen's calls after the profile: the address's filters, then its applications. */
export const prefetch: PagePrefetch = async (queryClient, url, { recruiter }) => {
  const address = currentAddressNow(recruiter);
  if (!address) return;
  const filters = await queryClient.ensureQueryData(addressFiltersQueryOptions(address.uuid));
  await queryClient.prefetchQuery(applicationsQueryOptions(firstList(address.uuid, wantedJobUuids(filters.jobs, url.searchParams))));
};

/**
 * /app/resumes (premium): the current address's applications grouped by completion date; date
 * filters 7, 14 and 30 days, favourites and purchases; job (in the query), disability,
 * experience and business-unit filters combined.
 */
export function ResumesPage() {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const compact = useMatches({ base: true, sm: false });
  const address = useCurrentAddress();
  const recruiter = useCurrentRecruiter();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<DateFilter>('all');
  const [disability, setDisability] = useState(false);
  const [experiences, setExperiences] = useState<number[]>([]);
  const [businessUnits, setBusinessUnits] = useState<number[]>([]);
  const [page, setPage] = useState(1);

  const filters = useAddressFilters(address?.uuid);
  useEffect(() => {
    if (filters.isError) notifyError(t('views.resume_filters.error'));
  }, [filters.isError, t]);
  const jobs = filters.data?.jobs ?? [];
  const jobUuids = wantedJobUuids(jobs, params);
  const jobOptions = useJobFilterOptions(jobs);

  const list = useApplications(
    { ...firstList(address?.uuid ?? '', jobUuids), filter, disability, experiences, businessUnits, page },
    Boolean(address) && (filters.isSuccess || filters.isError),
  );
  useEffect(() => {
    if (list.isError) notifyError(t('common.errors.fetch_data'));
  }, [list.isError, t]);
  const groups = useMemo(() => groupByDay(list.data?.results ?? []), [list.data]);
  const filtered = filter !== 'all' || jobUuids.length > 0 || disability || experiences.length > 0 || businessUnits.length > 0;

  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setPage(1);
      set(value);
    };

  return (
    <>
      <PageTitle
        title={t('pages.resumes.title')}
        subtitle={
          <span data-testid="resumes-count">{list.data ? t('views.resumes.count', { count: list.data.count }) : address?.name}</span>
        }
      />
      <Card mb="xl" padding="lg" data-testid="resumes-filters">
        <Stack gap="md">
          <Group gap="sm" align="center">
            <IconCalendar size={18} color="var(--mantine-color-dimmed)" />
            {/* Six choices do not fit a phone's width: a list there (issue 11, item 6). */}
            {compact ? (
              <Select
                value={filter}
                onChange={(value) => value && changed(setFilter)(value as DateFilter)}
                aria-label={t('views.resumes.filters.label')}
                data={DATE_FILTERS.map((value) => ({ value, label: t(FILTER_KEYS[value]) }))}
                allowDeselect={false}
                style={{ flex: 1 }}
                data-testid="resumes-filter-select"
              />
            ) : (
              <SegmentedControl
                value={filter}
                onChange={(value) => changed(setFilter)(value as DateFilter)}
                aria-label={t('views.resumes.filters.label')}
                data={DATE_FILTERS.map((value) => ({
                  value,
                  label: <span data-testid={`resumes-filter-${value}`}>{t(FILTER_KEYS[value])}</span>,
                }))}
                radius="md"
              />
            )}
          </Group>
          {filters.isLoading ? (
            <Skeleton h={60} />
          ) : (
            <Group gap="lg" align="flex-end" wrap="wrap">
              <MultiFilterSelect
                label={t('components.resume_filters.job_label')}
                allLabel={t('components.resume_filters.all_jobs')}
                options={jobOptions}
                value={jobUuids}
                onChange={(uuids) => {
                  setPage(1);
                  // Committed at once (not in a transition): the multi-select's value comes from the
                  // query, and a second pick made before a deferred render had committed started from
                  // the old list and lost the first pick (seen in the multi-filter journey).
                  setParams(
                    (current) => {
                      const next = new URLSearchParams(current);
                      next.delete('job');
                      for (const uuid of uuids) next.append('job', uuid);
                      return next;
                    },
                    { flushSync: true },
                  );
                }}
                testId="filter-job"
              />
              <DisabilitySelect value={disability} onChange={changed(setDisability)} />
              <MultiFilterSelect
                label={t('components.resume_filters.experience_label')}
                allLabel={t('components.resume_filters.all_experiences')}
                options={(filters.data?.experiences ?? []).map((o) => ({ value: String(o.id), label: referenceName(o.name) }))}
                value={experiences.map(String)}
                onChange={(values) => changed(setExperiences)(values.map(Number))}
                testId="filter-experience"
              />
              {(filters.data?.businessUnits.length ?? 0) > 0 ? (
                <MultiFilterSelect
                  label={t('components.resume_filters.business_unit_label')}
                  allLabel={t('components.resume_filters.all_business_units')}
                  options={(filters.data?.businessUnits ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
                  value={businessUnits.map(String)}
                  onChange={(values) => changed(setBusinessUnits)(values.map(Number))}
                  testId="filter-business-unit"
                />
              ) : null}
            </Group>
          )}
        </Stack>
      </Card>

      {!address ? (
        <Alert color="gray" icon={<IconAlertTriangle size={18} />}>
          {t('views.resumes.no_address')}
        </Alert>
      ) : list.isLoading ? (
        <Stack gap="sm">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={84} radius="lg" />
          ))}
        </Stack>
      ) : list.data && list.data.count === 0 ? (
        <EmptyStateCard
          testId="resumes-empty"
          icon={IconUsers}
          title={filtered ? t('views.resumes.empty_filtered') : t('views.resumes.empty_title')}
          text={filtered ? null : t('views.resumes.empty_text')}
        >
          {/* No application yet: the QR code is what brings them (decision 121). */}
          {!filtered && recruiter.displayQrCodePage ? (
            <LinkButton to={APP_PATHS.myQrCodes} variant="light" mt="xs" data-testid="resumes-empty-qr">
              {t('views.resumes.empty_qr')}
            </LinkButton>
          ) : null}
        </EmptyStateCard>
      ) : (
        <Stack gap="xl" style={{ opacity: list.isFetching ? 0.7 : 1, transition: 'opacity 120ms' }}>
          {groups.map((group) => (
            <Stack key={group.day} gap="sm" data-testid="application-day">
              <Text fw={700} c="brand.8" data-testid="application-day-title">
                {formatDayMonthYear(group.day)}
              </Text>
              {group.items.map((application) => (
                <ApplicationRow key={application.uuid} application={application} />
              ))}
            </Stack>
          ))}
          {list.data && list.data.totalPages > 1 ? (
            <LabelledPagination value={page} onChange={setPage} total={list.data.totalPages} />
          ) : null}
        </Stack>
      )}
    </>
  );
}
