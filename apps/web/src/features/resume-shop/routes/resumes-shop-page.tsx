import { APP_PATHS } from '@app/contracts/routes';
import type { JobFilterItem } from '@app/contracts/candidates';
import { NO_SEARCHED_JOB_NAME } from '@app/contracts/constants';
import { Badge, Button, Card, Divider, Group, type MantineSize, useMatches, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconHeart, IconShoppingBag, IconSparkles, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PagePrefetch } from '@/lib/page-prefetch';
import { EmptyStateCard } from '@/components/ui/centered-message';
import { PageTitle } from '@/components/ui/page-title';
import { SegmentedSwitch } from '@/components/ui/segmented-switch';
import { DisabilitySelect, JobFilterSelect } from '@/components/ui/resume-filters';
import { LinkButton } from '@/components/ui/link-button';
import { useCurrentRecruiter } from '@/lib/auth';
import { addressFiltersQueryOptions, jobFilterIds, useAddressFilters } from '@/lib/candidates';
import { currentAddressNow, useCurrentAddress } from '@/lib/current-address';
import { formatNumericDate } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { candidatesQueryOptions, useCandidates, type CandidateListParams } from '../api/get-candidates';
import { useFavorites } from '../api/get-favorites';
import { usePurchased } from '../api/get-purchased';
import { CandidateGroup } from '../components/candidate-group';
import '@/locales/applications';
import '@/locales/resume-shop';

/**
 * Only head-hunters made before decision 121 ever see it: its form (and zod) loads then, not with the
 * shop's first screen (decisions 085 and 114; `build/chunks.test.ts`).
 */
const FirstSearchCard = lazy(() => import('../components/first-search-card').then((m) => ({ default: m.FirstSearchCard })));

export const SECTIONS = ['matching', 'favorites', 'purchases'] as const;
export type Section = (typeof SECTIONS)[number];
const isSection = (value: string | null): value is Section => (SECTIONS as readonly string[]).includes(value ?? '');
/** The section of the query (`section=`), the matching candidates by default. */
const sectionOf = (params: URLSearchParams): Section => {
  const value = params.get('section');
  return isSection(value) ? value : 'matching';
};

/** The job the shop shows: the one of the query (preselected on load, spec section 2), else the first with candidates. */
const shownJob = (jobs: JobFilterItem[], wanted: string | null): JobFilterItem | undefined =>
  jobs.find((j) => j.uuid === wanted) ?? jobs.find((j) => j.count > 0) ?? jobs[0];

/** The two groups of the matching section (new candidates above the general group). */
const matchingLists = (
  jobIds: number[],
  disability: boolean,
  pages: { fresh: number; general: number },
): [CandidateListParams, CandidateListParams] => [
  { jobIds, disability, isNew: true, page: pages.fresh },
  { jobIds, disability, isNew: false, page: pages.general },
];

/** The first screen's calls after the profile: the address's filters, then both lists. */
export const prefetch: PagePrefetch = async (queryClient, url, profile) => {
  const address = currentAddressNow(profile.recruiter);
  if (!address) return;
  const filters = await queryClient.ensureQueryData(addressFiltersQueryOptions(address.uuid));
  const job = shownJob(filters.jobs, url.searchParams.get('job'));
  if (!job || sectionOf(url.searchParams) !== 'matching') return;
  await Promise.all(
    matchingLists(jobFilterIds(job), false, { fresh: 1, general: 1 }).map((list) =>
      queryClient.prefetchQuery(candidatesQueryOptions(list)),
    ),
  );
};

/** Shows the toast of a failed load once per failure. */
function useErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) notifyError(message);
  }, [failed, message]);
}

/**
 * /app/resumes-shop (spec section 2, "Resume shop"): header with title, count and the section
 * buttons (`section=` in the query); filters (job in the query, disability); the matching section
 * with the new candidates above the general group, the favourites and the purchases.
 */
export function ResumesShopPage() {
  const { t } = useTranslation();
  const recruiter = useCurrentRecruiter();
  const address = useCurrentAddress();
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params);
  const [disability, setDisability] = useState(false);
  const [pages, setPages] = useState({ fresh: 1, general: 1, favorites: 1, purchases: 1 });
  const setPage = (key: keyof typeof pages) => (page: number) => setPages((p) => ({ ...p, [key]: page }));
  const buyer = !recruiter.headhunterPremium;

  const filters = useAddressFilters(address?.uuid);
  useErrorToast(filters.isError, t('views.resume_filters.error'));
  const jobs = filters.data?.jobs ?? [];
  const wanted = params.get('job');
  const job = shownJob(jobs, wanted);
  const jobIds = useMemo(() => (job ? jobFilterIds(job) : []), [job]);
  const ready = Boolean(job);

  const update = (changes: Record<string, string | null>) => {
    // Committed at once (not in a transition), so that a second quick change starts from the first.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { flushSync: true },
    );
  };
  const resetPages = () => setPages({ fresh: 1, general: 1, favorites: 1, purchases: 1 });

  const [freshList, generalList] = matchingLists(jobIds, disability, pages);
  const fresh = useCandidates(freshList, ready && section === 'matching');
  const general = useCandidates(generalList, ready && section === 'matching');
  const favorites = useFavorites({ jobIds, disability, page: pages.favorites }, ready && section === 'favorites');
  /** What a paged group of candidates shows from its query. */
  const groupOf = (key: 'fresh' | 'general' | 'favorites', list: typeof fresh | typeof favorites) => ({
    candidates: list.data?.results,
    loading: list.isFetching || !ready,
    page: pages[key],
    totalPages: list.data?.totalPages ?? 0,
    onPage: setPage(key),
    buyer,
  });
  // Purchases: all of them, grouped by searched job, unless a job is asked for in the query; then
  // that job only, with its own empty state (issue 11, item 11).
  const purchasesJob = jobs.find((j) => j.uuid === wanted) ?? null;
  const purchases = usePurchased({ jobId: purchasesJob?.id ?? null, disability, page: pages.purchases }, ready && section === 'purchases');
  useErrorToast(fresh.isError || general.isError || favorites.isError || purchases.isError, t('views.candidates.error'));

  const total = (fresh.data?.count ?? 0) + (general.data?.count ?? 0);
  const sectionSize = useMatches<MantineSize>({ base: 'sm', sm: 'md' });
  const sectionIcon = { matching: IconSparkles, favorites: IconHeart, purchases: IconShoppingBag } as const;

  const header = (
    <SegmentedSwitch
      value={section}
      onChange={(value) => {
        resetPages();
        update({ section: value });
      }}
      label={t('views.resume_shop.sections.label')}
      data={SECTIONS.map((name) => {
        const Icon = sectionIcon[name];
        return { value: name, label: t(`views.resume_shop.sections.${name}`), icon: <Icon size={16} />, testId: `shop-section-${name}` };
      })}
      // Without icons on a phone, the three sections fit the width (issue 11, item 6).
      iconsVisibleFrom="xs"
      size={sectionSize}
      radius="md"
      fullWidth
      maw={560}
    />
  );

  // A head-hunter account made before decision 121 has no site: its first search makes one (decision 136).
  if (recruiter.headhunter && recruiter.addresses.length === 0) {
    return (
      <>
        <PageTitle title={t('pages.resumesShop.title')} subtitle={t('pages.resumesShop.subtitle')} />
        <Suspense fallback={null}>
          <FirstSearchCard />
        </Suspense>
      </>
    );
  }

  if (filters.isSuccess && jobs.length === 0) {
    return (
      <>
        <PageTitle title={t('pages.resumesShop.title')} subtitle={t('pages.resumesShop.subtitle')} />
        <EmptyStateCard
          testId="shop-no-jobs"
          icon={IconBriefcase}
          title={t('views.resume_shop.no_jobs.title')}
          text={t('views.resume_shop.no_jobs.text')}
        >
          <LinkButton to={APP_PATHS.addAddressJobStep(1)}>{t('views.resume_shop.no_jobs.action')}</LinkButton>
        </EmptyStateCard>
      </>
    );
  }

  return (
    <>
      <PageTitle
        title={t('pages.resumesShop.title')}
        subtitle={
          <span data-testid="shop-count">
            {section === 'matching' && fresh.data && general.data
              ? general.data.moreThan
                ? t('views.resume_shop.count_more_than', { count: general.data.moreThan })
                : t('views.resume_shop.count', { count: total })
              : section === 'favorites' && favorites.data
                ? t('views.resume_shop.favorites.count', { count: favorites.data.count })
                : section === 'purchases' && purchases.data
                  ? t('views.resume_shop.purchases.count', { count: purchases.data.count })
                  : t('pages.resumesShop.subtitle')}
          </span>
        }
        actions={header}
      />
      <Card mb="xl" padding="lg" data-testid="shop-filters">
        {filters.isLoading ? (
          <Skeleton h={60} />
        ) : (
          <Group gap="lg" align="flex-end" wrap="wrap">
            {section === 'purchases' ? (
              <JobFilterSelect
                jobs={jobs}
                value={purchasesJob?.uuid ?? null}
                allowAll
                onChange={(uuid) => {
                  resetPages();
                  update({ job: uuid });
                }}
              />
            ) : (
              <JobFilterSelect
                jobs={jobs}
                value={job?.uuid ?? null}
                onChange={(uuid) => {
                  resetPages();
                  update({ job: uuid });
                }}
              />
            )}
            <DisabilitySelect
              value={disability}
              onChange={(value) => {
                resetPages();
                setDisability(value);
              }}
            />
          </Group>
        )}
      </Card>

      {section === 'matching' ? (
        <Stack gap="xl">
          <Card padding="lg" style={{ background: 'linear-gradient(180deg, var(--mantine-color-brand-0), white 60%)' }}>
            <CandidateGroup
              testId="group-new"
              title={t('views.resume_shop.new_group.title')}
              countLine={fresh.data ? t('views.resume_shop.new_group.count', { count: fresh.data.count }) : undefined}
              {...groupOf('fresh', fresh)}
            />
          </Card>
          <CandidateGroup
            testId="group-general"
            title={t('views.resume_shop.general_group.title')}
            countLine={
              general.data
                ? general.data.moreThan
                  ? t('views.resume_shop.general_group.more_than', { count: general.data.moreThan })
                  : t('views.resume_shop.general_group.count', { count: general.data.count })
                : undefined
            }
            {...groupOf('general', general)}
            empty={
              <EmptyStateCard testId="general-empty" icon={IconUsers} title={t('views.resume_shop.general_group.count', { count: 0 })} />
            }
          />
        </Stack>
      ) : null}

      {section === 'favorites' ? (
        <CandidateGroup
          testId="group-favorites"
          {...groupOf('favorites', favorites)}
          empty={
            <EmptyStateCard
              testId="favorites-empty"
              icon={IconHeart}
              iconColor="red"
              title={t('views.resume_shop.favorites.empty')}
              text={t('views.resume_shop.favorites.empty_hint')}
            />
          }
        />
      ) : null}

      {section === 'purchases' ? (
        <Stack gap="lg" data-testid="group-purchases">
          {purchases.data && purchases.data.count > 0 ? (
            <Text fw={500} c="brand.8" data-testid="purchases-heading">
              {t('views.resume_shop.purchases.heading')}
            </Text>
          ) : null}
          {purchases.data && purchases.data.count === 0 ? (
            <EmptyStateCard
              testId="purchases-empty"
              icon={IconShoppingBag}
              title={
                purchasesJob
                  ? t('views.resume_shop.purchases.empty_job_title', { job: purchasesJob.name })
                  : t('views.resume_shop.purchases.empty_title')
              }
              text={purchasesJob ? t('views.resume_shop.purchases.empty_job_text') : t('views.resume_shop.purchases.empty_text')}
            >
              {purchasesJob ? (
                <Button variant="light" onClick={() => update({ job: null })} data-testid="purchases-all-jobs">
                  {t('views.resume_shop.purchases.all_jobs')}
                </Button>
              ) : (
                <Button variant="light" onClick={() => update({ section: 'matching' })}>
                  {t('views.resume_shop.purchases.go_matching')}
                </Button>
              )}
            </EmptyStateCard>
          ) : null}
          {purchases.data?.results.map((group) => (
            <Card key={group.searchedJobName} padding="lg" data-testid="purchase-group">
              <Group gap="sm" mb="md">
                <ThemeIcon variant="light" radius="md">
                  <IconBriefcase size={18} />
                </ThemeIcon>
                <Title order={2} fz="lg">
                  {group.searchedJobName === NO_SEARCHED_JOB_NAME ? t('views.resume_shop.purchases.no_job') : group.searchedJobName}
                </Title>
                <Badge variant="light" color="gray">
                  {group.dateGroups.reduce((n, d) => n + d.candidates.length, 0)}
                </Badge>
              </Group>
              <Stack gap="lg">
                {group.dateGroups.map((dateGroup, index) => (
                  <Stack key={dateGroup.purchasedDate} gap="sm">
                    {index > 0 ? <Divider /> : null}
                    <Text size="sm" fw={600} c="dimmed" data-testid="purchase-date">
                      {t('views.resume_shop.purchases.date_group', { date: formatNumericDate(dateGroup.purchasedDate) })}
                    </Text>
                    <CandidateGroup
                      testId="purchase-cards"
                      candidates={dateGroup.candidates}
                      loading={false}
                      page={1}
                      totalPages={1}
                      onPage={() => undefined}
                      buyer={buyer}
                    />
                  </Stack>
                ))}
              </Stack>
            </Card>
          ))}
          {purchases.data && purchases.data.totalPages > 1 ? (
            <CandidateGroup
              testId="purchases-pages"
              candidates={[]}
              loading={false}
              page={pages.purchases}
              totalPages={purchases.data.totalPages}
              onPage={setPage('purchases')}
              buyer={buyer}
            />
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
