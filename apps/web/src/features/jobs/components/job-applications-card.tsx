import type { ApplicationSummary } from '@app/contracts/dashboard';
import { Avatar, Badge, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonthYear } from '@/lib/format';
import '@/locales/jobs';

interface JobApplicationsCardProps {
  title: string;
  summary: ApplicationSummary;
  badge?: ReactNode;
  footer?: ReactNode;
}

/** One job's recent applications on the dashboard: counts over 7 and 30 days, the latest ones. */
export function JobApplicationsCard({ title, summary, badge, footer }: JobApplicationsCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="job-applications-card" data-job={title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} fz="md" lh={1.3}>
          {title}
        </Title>
        {badge}
      </Group>
      <SimpleGrid cols={3} mt="md" spacing="xs">
        {(
          [
            ['last7Days', t('components.job_applications.last_7_days')],
            ['last30Days', t('components.job_applications.last_30_days')],
            ['total', t('components.job_applications.total')],
          ] as const
        ).map(([key, label]) => (
          <Stack
            key={key}
            gap={0}
            align="center"
            p="xs"
            style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-gray-0)' }}
          >
            <Text
              fw={800}
              fz={22}
              c={key === 'last7Days' && summary.last7Days > 0 ? 'brand.7' : undefined}
              data-testid={`applications-${key}`}
            >
              {summary[key]}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Divider my="md" />
      {summary.latest.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('components.job_applications.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('components.job_applications.latest')}
          </Text>
          {summary.latest.map((application) => (
            <Group key={application.uuid} gap="sm" wrap="nowrap">
              <Avatar radius="xl" size={30} color="brand">
                {application.firstName.charAt(0).toUpperCase()}
              </Avatar>
              <Text size="sm" fw={600} style={{ flex: 1 }}>
                {application.firstName}
              </Text>
              <Badge variant="light" color="gray" size="sm" tt="none">
                {formatDayMonthYear(application.completedAt)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      {footer}
    </Card>
  );
}
