import type { AddressJob } from '@app/contracts/address-jobs';
import { APP_PATHS } from '@app/contracts/routes';
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingCommunity,
  IconClock,
  IconEdit,
  IconFileDescription,
  IconCash,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyMenu } from '@/components/ui/lazy-menu';
import { formatSalary } from '@/lib/format';
import { JobActionsButton } from './job-actions-button';
import type { JobCardMenuProps } from './job-card-menu';
import '@/locales/jobs';
import { useReferenceName } from '@/lib/reference-name';

/** The actions menu loads at its first use (`lazyMenu`): a page of cards mounts no menu with its first screen. */
const LazyJobCardMenu = lazyMenu<JobCardMenuProps>(
  () => import('./job-card-menu').then((m) => m.JobCardMenu),
  ({ accessTo: _accessTo, onEdit: _onEdit, onDelete: _onDelete, ...triggers }) => <JobActionsButton {...triggers} />,
);

export interface JobCardRoles {
  headhunter: boolean;
  premium: boolean;
  displayBusinessUnitPage: boolean;
}

interface JobCardProps {
  job: AddressJob;
  roles: JobCardRoles;
  onToggleActive: (active: boolean) => void;
  onToggleUrgent: (urgent: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  busy?: boolean;
}

/**
 * A job of the address (spec section 2, "Jobs"; section 6): name, place, contracts, working time,
 * remote, salary, active and urgent switches; actions menu (access, update, delete); a link to the
 * resume shop for head-hunters and to the resumes for premium accounts; the business unit name
 * only with the business unit page.
 */
export function JobCard({ job, roles, onToggleActive, onToggleUrgent, onEdit, onDelete, busy }: JobCardProps) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const query = `?job=${encodeURIComponent(job.job.uuid)}`;
  const switches = [
    { value: job.active, onToggle: onToggleActive, label: t('components.job_form.active'), testId: 'job-card-active', color: undefined },
    { value: job.urgent, onToggle: onToggleUrgent, label: t('components.job_form.urgent'), testId: 'job-card-urgent', color: 'red' },
  ];
  // The candidates of the job: the resume shop for head-hunters, the applications for premium accounts.
  const candidateLinks = [
    {
      shown: roles.headhunter,
      to: `${APP_PATHS.resumesShop}${query}`,
      label: t('components.job_card.resume_shop'),
      testId: 'job-card-resume-shop',
    },
    { shown: roles.premium, to: `${APP_PATHS.resumes}${query}`, label: t('components.job_card.resumes'), testId: 'job-card-resumes' },
  ];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="job-card" data-job={job.name} style={{ opacity: job.active ? 1 : 0.78 }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ThemeIcon size={42} radius="md" variant="light" color={job.active ? 'brand' : 'gray'}>
            <IconBriefcase size={22} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" lh={1.25} data-testid="job-card-name">
              {job.name}
            </Title>
            <Group gap={6}>
              {job.urgent ? (
                <Badge color="red" variant="filled" size="sm">
                  {t('components.job_card.urgent_badge')}
                </Badge>
              ) : null}
              <Badge color={job.active ? 'brand' : 'gray'} variant="light" size="sm" data-testid="job-card-status">
                {job.active ? t('components.job_card.active_badge') : t('components.job_card.stand_by_badge')}
              </Badge>
              {roles.displayBusinessUnitPage && job.businessUnitName ? (
                <Badge
                  color="grape"
                  variant="light"
                  size="sm"
                  leftSection={<IconBuildingCommunity size={12} />}
                  data-testid="job-card-business-unit"
                >
                  {job.businessUnitName}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <LazyJobCardMenu accessTo={APP_PATHS.editAddressJobStep(job.uuid, 1)} onEdit={onEdit} onDelete={onDelete} />
      </Group>

      <Stack gap={6} mt="md">
        {job.town ? (
          // A long official town name wraps beside its pin, whole (issue 29).
          <Group gap={6} c="dimmed" wrap="nowrap" align="flex-start">
            <IconMapPin size={15} style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm" style={{ minWidth: 0 }} data-testid="job-card-town">
              {job.town}
            </Text>
          </Group>
        ) : null}
        <Group gap={6} c="dimmed">
          <IconFileDescription size={15} />
          <Text size="sm">{job.contracts.map((c) => referenceName(c.name)).join(', ') || t('components.job_card.not_set')}</Text>
        </Group>
        <Group gap={6} c="dimmed">
          <IconClock size={15} />
          <Text size="sm">
            {[job.workingTime?.name, job.remote?.name]
              .filter((name) => name !== undefined)
              .map(referenceName)
              .join(' · ') || t('components.job_card.not_set')}
          </Text>
        </Group>
        <Group gap={6} c="dimmed">
          <IconCash size={15} />
          <Text size="sm" fw={600} c="dark" data-testid="job-card-salary">
            {job.monthlySalary === null
              ? t('components.job_card.salary_not_set')
              : t('components.job_card.salary', { amount: formatSalary(job.monthlySalary) })}
          </Text>
        </Group>
      </Stack>

      <Card.Section withBorder inheritPadding py="sm" mt="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="lg">
            {switches.map((flag) => (
              <Switch
                key={flag.testId}
                size="sm"
                color={flag.color}
                checked={flag.value}
                disabled={busy}
                onChange={(event) => flag.onToggle(event.currentTarget.checked)}
                label={flag.label}
                data-testid={flag.testId}
              />
            ))}
          </Group>
          <Group gap="sm">
            {candidateLinks
              .filter((link) => link.shown)
              .map((link) => (
                <Anchor key={link.testId} component={Link} to={link.to} size="sm" fw={600} data-testid={link.testId}>
                  <IconUsers size={14} style={{ verticalAlign: 'middle' }} /> {link.label}
                </Anchor>
              ))}
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('components.job_card.update')} data-testid="job-card-edit-icon">
              <IconEdit size={18} />
            </ActionIcon>
          </Group>
        </Group>
      </Card.Section>
    </Card>
  );
}
