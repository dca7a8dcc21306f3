import type { ApplyPage } from '@app/contracts/apply';
import { APP_PATHS } from '@app/contracts/routes';
import { Anchor, Avatar, Badge, Group, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/locales/apply';
import '@/locales/candidate-app';
import { useReferenceName } from '@/lib/reference-name';

/**
 * Top of the apply page: the company's logo and name, the site's city and sector, then the
 * employer brand when the account has one (description, values, advantages).
 */
export function ApplyHeader({ page }: { page: ApplyPage }) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const sites = page.sites.length;
  return (
    <Stack gap="md" data-testid="apply-header">
      <Group wrap="nowrap" gap="md" align="center">
        <Avatar
          src={page.logo}
          alt={page.name}
          size={64}
          radius="md"
          color="brand"
          variant="light"
          style={{ border: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Text fw={700} size="xl">
            {page.name.charAt(0).toUpperCase()}
          </Text>
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="brand" lts={0.5}>
            {t('views.apply.kicker')}
          </Text>
          <Title order={1} size="h2" lh={1.15} data-testid="apply-company">
            {page.name}
          </Title>
          <Group gap="sm" wrap="wrap">
            {page.town ? (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={15} color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed" data-testid="apply-town">
                  {page.town}
                </Text>
              </Group>
            ) : null}
            {page.activitySector ? (
              <Group gap={4} wrap="nowrap">
                <IconBuildingStore size={15} color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed">
                  {referenceName(page.activitySector.name)}
                </Text>
              </Group>
            ) : null}
          </Group>
          {sites > 1 ? (
            <Text size="sm" c="dimmed">
              {t('views.apply.sites_count', { count: sites })}
            </Text>
          ) : null}
          {/* The site's company page for candidates (issue 33 item 4): its brand, its jobs, its town. */}
          <Anchor component={Link} to={APP_PATHS.candidateCompany(page.uuid)} size="sm" fw={600} data-testid="apply-company-page">
            {t('views.candidate_app.company.see_page')}
          </Anchor>
        </Stack>
      </Group>

      {page.brand ? (
        <Stack gap="sm" data-testid="apply-brand">
          {page.brand.description ? (
            <Spoiler maxHeight={96} showLabel={t('views.apply.show_more')} hideLabel={t('views.apply.show_less')}>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {page.brand.description}
              </Text>
            </Spoiler>
          ) : null}
          {page.brand.values ? (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('views.apply.values')}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {page.brand.values}
              </Text>
            </Stack>
          ) : null}
          {page.brand.advantages.length > 0 ? (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t('views.apply.advantages')}
              </Text>
              <Group gap={6}>
                {page.brand.advantages.map((name) => (
                  <Badge key={name} variant="light" color="brand" radius="sm" tt="none" fw={500} leftSection={<IconCheck size={12} />}>
                    {name}
                  </Badge>
                ))}
              </Group>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
