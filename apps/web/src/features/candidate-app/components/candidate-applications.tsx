import type { CandidateApplication } from '@app/contracts/candidate-app';
import { APP_PATHS } from '@app/contracts/routes';
import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '@/components/ui/application-status-badge';
import { errorText } from '@/lib/errors';
import { formatDayMonthYear } from '@/lib/format';
import { useCandidateApplications } from '../api/candidate-app';
import '@/locales/candidate-app';

/** One application as its candidate sees it: company, site, job, date, status and the recruiter's message. */
function ApplicationCard({ application }: { application: CandidateApplication }) {
  const { t } = useTranslation();
  const site = [application.site.name, application.site.town].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="md" radius="lg" data-testid="candidate-application" data-uuid={application.uuid}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {application.company}
          </Text>
          <ApplicationStatusBadge status={application.status} />
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={15} aria-hidden />
          <Text size="sm">{site}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconBriefcase size={15} aria-hidden />
          <Text size="sm">{application.jobName ?? t('views.candidate_app.spontaneous')}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('views.candidate_app.applied_on', { date: formatDayMonthYear(application.completedAt) })}
        </Text>
        {application.site.uuid ? (
          // The site's public company page (issue 33 item 4); none once the site is no longer live.
          <Anchor
            component={Link}
            to={APP_PATHS.candidateCompany(application.site.uuid)}
            size="sm"
            fw={600}
            data-testid="candidate-application-company"
          >
            {t('views.candidate_app.company.see_company')}
          </Anchor>
        ) : null}
        {application.statusMessage ? (
          <Alert variant="light" color="gray" title={t('views.candidate_app.message')} data-testid="candidate-application-message">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {application.statusMessage}
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** "Mes candidatures" (issue 33, item 3): the applications made with the proven address, newest first. */
export function CandidateApplications() {
  const { t } = useTranslation();
  const list = useCandidateApplications(true);
  return (
    <Stack gap="md" data-testid="candidate-applications">
      <Title order={2}>{t('views.candidate_app.applications_title')}</Title>
      {list.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : list.isError ? (
        <Alert color="red">{errorText(t, list.error, t('views.candidate_app.error'))}</Alert>
      ) : list.data.results.length === 0 ? (
        <Text c="dimmed" data-testid="candidate-applications-empty">
          {t('views.candidate_app.applications_empty')}
        </Text>
      ) : (
        list.data.results.map((application) => <ApplicationCard key={application.uuid} application={application} />)
      )}
    </Stack>
  );
}
