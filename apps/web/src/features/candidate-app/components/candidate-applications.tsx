import type { CandidateApplication } from '@app/contracts/candidate-app';
import { APP_PATHS } from '@app/contracts/routes';
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '@/components/ui/application-status-badge';
import { errorText } from '@/lib/errors';
import { formatDayMonthYear } from '@/lib/format';
import { useCandidateApplications, useConfirmCandidateApplication } from '../api/candidate-app';
import '@/locales/candidate-app';

/**
 * Why an application is unconfirmed, and the one tap that confirms it (decision 158, walk of
 * 2026-11-29): the session proved the mailbox; the candidate claims the application made with it.
 */
function ConfirmApplication({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmCandidateApplication();
  return (
    <Alert variant="light" color="yellow" data-testid="candidate-application-unconfirmed">
      <Stack gap="xs">
        <Text size="sm">{t('views.candidate_app.unconfirmed')}</Text>
        <Text size="sm" c="dimmed">
          {t('views.candidate_app.confirm_hint')}
        </Text>
        {confirm.isError ? (
          <Text size="sm" c="red" role="alert">
            {errorText(t, confirm.error, t('views.candidate_app.error'))}
          </Text>
        ) : null}
        <Button
          size="sm"
          variant="filled"
          loading={confirm.isPending}
          onClick={() => confirm.mutate(uuid)}
          data-testid="candidate-application-confirm"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('views.candidate_app.confirm')}
        </Button>
      </Stack>
    </Alert>
  );
}

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
        {application.confirmed ? null : <ConfirmApplication uuid={application.uuid} />}
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
