import type { DashboardJob } from '@app/contracts/dashboard';
import { APP_PATHS } from '@app/contracts/routes';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBriefcase, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import '@/locales/jobs';

/**
 * Dashboard navbar (spec section 2): 'my jobs', a link that opens the add-job modal, the names of
 * the jobs, and a button to the jobs page.
 */
export function DashboardNavbar({ jobs, onAddJob }: { jobs: DashboardJob[]; onAddJob: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="dashboard-navbar">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="sm">
          <IconBriefcase size={22} color="var(--mantine-color-brand-7)" />
          <Title order={2} fz="lg">
            {t('components.dashboard_navbar.my_jobs')}
          </Title>
          <Badge variant="light">{jobs.length}</Badge>
        </Group>
        <Group gap="sm">
          <Anchor component="button" type="button" onClick={onAddJob} fw={600} size="sm" data-testid="dashboard-add-job">
            <IconPlus size={14} style={{ verticalAlign: 'middle' }} /> {t('components.dashboard_navbar.add_job')}
          </Anchor>
          <LinkButton to={APP_PATHS.jobs} variant="light" rightSection={<IconArrowRight size={16} />} data-testid="dashboard-jobs-button">
            {t('components.dashboard_navbar.see_jobs')}
          </LinkButton>
        </Group>
      </Group>
      {jobs.length > 0 ? (
        <Group gap="xs" mt="md" data-testid="dashboard-job-names">
          {jobs.map((job) => (
            <Badge
              key={job.uuid}
              component={Link}
              to={APP_PATHS.editAddressJobStep(job.uuid, 1)}
              size="lg"
              radius="md"
              variant={job.active ? 'outline' : 'default'}
              color={job.active ? 'brand' : 'gray'}
              tt="none"
              style={{ cursor: 'pointer', fontWeight: 600 }}
            >
              {job.name}
            </Badge>
          ))}
        </Group>
      ) : (
        <Stack gap={4} mt="md">
          <Text size="sm" c="dimmed">
            {t('components.dashboard_navbar.no_job')}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
