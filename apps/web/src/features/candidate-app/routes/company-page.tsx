import type { ApplyBrand, ApplyPage } from '@app/contracts/apply';
import { APP_PATHS } from '@app/contracts/routes';
import { videoEmbed } from '@app/contracts/videos';
import { Anchor, Avatar, Badge, Box, Card, Center, Group, Image, Loader, Paper, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconBuildingStore, IconCheck, IconExternalLink, IconMapPin, IconMoodEmpty, IconQrcode } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConsentedVideo } from '@/components/ui/consented-video';
import { LinkButton } from '@/components/ui/link-button';
import { SimpleShell } from '@/components/ui/simple-shell';
import { registerCandidateApp } from '@/lib/candidate-app';
import { useDocumentTitle } from '@/lib/document-title';
import { isHttpError } from '@/lib/http';
import { useReferenceName } from '@/lib/reference-name';
import { useApplyPage } from '@/api/get-apply-page';
import { FollowButton } from '../components/follow-button';
import '@/locales/candidate-app';
import { CandidateSpaceLink } from '@/components/ui/candidate-space-link';

/** A link to the site's place on OpenStreetMap: no map is loaded here, so no third party is asked anything. */
export const openStreetMapLink = ({ latitude, longitude }: { latitude: number; longitude: number }): string =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=14/${latitude}/${longitude}`;

/** The brand's four tabs, as the recruiter set them on the brand page; a tab without content is not shown. */
function BrandTabs({ brand }: { brand: ApplyBrand }) {
  const { t } = useTranslation();
  const video = videoEmbed(brand.video);
  const labels = {
    description: t('views.candidate_app.company.tab_description'),
    values: t('views.candidate_app.company.tab_values'),
    advantages: t('views.candidate_app.company.tab_advantages'),
    media: t('views.candidate_app.company.tab_media'),
  };
  const tabs = (
    [
      brand.description?.trim() ? 'description' : null,
      brand.values?.trim() ? 'values' : null,
      brand.advantages.length > 0 ? 'advantages' : null,
      brand.pictures.length > 0 || video ? 'media' : null,
    ] as const
  ).filter((tab) => tab !== null);
  if (tabs.length === 0) return null;
  return (
    <Tabs defaultValue={tabs[0]} data-testid="company-brand" keepMounted={false}>
      {/* Four tabs on one line of a phone: small padding, no wrap. */}
      <Tabs.List style={{ flexWrap: 'nowrap' }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} px={8} fz="sm" data-testid={`company-tab-${tab}`}>
            {labels[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Box pt="md">
        <Tabs.Panel value="description">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="company-description">
            {brand.description}
          </Text>
        </Tabs.Panel>
        <Tabs.Panel value="values">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="company-values">
            {brand.values}
          </Text>
        </Tabs.Panel>
        <Tabs.Panel value="advantages">
          <Stack gap={8} data-testid="company-advantages">
            {brand.advantages.map((name) => (
              <Group key={name} gap={10} wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" size={28}>
                  <IconCheck size={16} />
                </ThemeIcon>
                <Text size="sm">{name}</Text>
              </Group>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="media">
          <Stack gap="sm" data-testid="company-media">
            {brand.pictures.map((src) => (
              <Image key={src} src={src} alt="" radius="md" h={200} fit="cover" loading="lazy" />
            ))}
            {video ? <ConsentedVideo video={video} title={t('views.candidate_app.company.video')} /> : null}
          </Stack>
        </Tabs.Panel>
      </Box>
    </Tabs>
  );
}

/** The open jobs, each with its site and a button to the apply page (the QR code's page). */
function CompanyJobs({ page }: { page: ApplyPage }) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const apply = APP_PATHS.addressApply(page.uuid);
  return (
    <Stack gap="sm" data-testid="company-jobs">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4">
          {t('views.candidate_app.company.jobs_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('views.candidate_app.company.jobs_count', { count: page.jobs.length })}
        </Text>
      </Group>
      {page.jobs.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="company-no-job">
          {page.freeApplication ? t('views.candidate_app.company.free_application') : t('views.candidate_app.company.no_job')}
        </Text>
      ) : (
        page.jobs.map((job) => (
          <Paper key={job.uuid} withBorder radius="md" p="sm" data-testid="company-job">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <IconBriefcase size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {job.name}
                  </Text>
                  {job.urgent ? (
                    <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0 }}>
                      {t('views.candidate_app.company.urgent')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {[...job.contracts.map((c) => referenceName(c.name)), job.workingTime ? referenceName(job.workingTime.name) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {page.sites.length > 1 ? (
                  <Text size="xs" c="dimmed">
                    {[job.site.name, job.site.town].filter(Boolean).join(' · ')}
                  </Text>
                ) : null}
              </Stack>
              <LinkButton to={apply} size="xs" variant="light" style={{ flexShrink: 0 }}>
                {t('views.candidate_app.company.apply')}
              </LinkButton>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}

/**
 * /app/entreprise/{uuid}, without sign-in (issue 33 item 4): a site's page for candidates. Its brand
 * as the recruiter set it (shown only when the account may have one, the apply page's rule), its
 * open jobs, its town with a link to a map, and the apply button the QR code leads to. The same
 * public read as the apply page (`GET /api/apply/{uuid}/`), kept by the candidate app's worker.
 */
export function CompanyPage() {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const { uuid = '' } = useParams();
  const page = useApplyPage(uuid);
  useDocumentTitle(page.data ? t('views.candidate_app.company.document_title', { name: page.data.name }) : t('views.candidate_app.title'));
  useEffect(() => registerCandidateApp(), []);

  const content = () => {
    if (page.isPending) {
      // A screen high while the site loads: the footer below it never jumps down when the page comes (layout shift, decision 159).
      return (
        <Center mih="100vh">
          <Loader />
        </Center>
      );
    }
    if (page.isError) {
      const missing = isHttpError(page.error) && (page.error.status === 404 || page.error.status === 400);
      return (
        <Stack align="center" gap="md" py="xl" ta="center" data-testid="company-not-found">
          <ThemeIcon size={72} radius="xl" color="gray" variant="light">
            <IconMoodEmpty size={40} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {missing ? t('views.candidate_app.company.not_found_title') : t('common.errors.fetch_data')}
          </Title>
          {missing ? (
            <Text c="dimmed" maw={420}>
              {t('views.candidate_app.company.not_found_text')}
            </Text>
          ) : null}
        </Stack>
      );
    }
    const data = page.data;
    const hero = data.brand?.pictures[0];
    const open = data.jobs.length > 0 || data.freeApplication;
    return (
      <Stack gap="lg">
        <Box pos="relative" mx={{ base: -16, xs: -32 }} mt={{ base: -16, xs: -32 }}>
          {hero ? (
            <Image src={hero} alt="" h={180} fit="cover" data-testid="company-hero" />
          ) : (
            <Box h={110} style={{ background: 'linear-gradient(135deg, var(--mantine-color-brand-6), var(--mantine-color-brand-9))' }} />
          )}
          <Avatar
            src={data.logo}
            alt={data.name}
            size={72}
            radius={20}
            color="brand"
            variant="filled"
            pos="absolute"
            bottom={-36}
            left={20}
            style={{ border: '4px solid white', background: 'white' }}
          >
            {data.name.charAt(0).toUpperCase()}
          </Avatar>
        </Box>
        <Stack gap={4} pt={28}>
          <Title order={1} size="h2" lh={1.15} data-testid="company-name">
            {data.name}
          </Title>
          <Group gap="sm" wrap="wrap">
            {data.town ? (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={15} aria-hidden />
                <Text size="sm" c="dimmed" data-testid="company-town">
                  {data.town}
                </Text>
              </Group>
            ) : null}
            {data.activitySector ? (
              <Group gap={4} wrap="nowrap">
                <IconBuildingStore size={15} aria-hidden />
                <Text size="sm" c="dimmed">
                  {referenceName(data.activitySector.name)}
                </Text>
              </Group>
            ) : null}
          </Group>
          {data.position ? (
            <Anchor
              href={openStreetMapLink(data.position)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              title={t('views.candidate_app.company.map_hint')}
              data-testid="company-map"
            >
              <Group gap={4} wrap="nowrap" component="span">
                {t('views.candidate_app.company.map')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : null}
        </Stack>
        {open ? (
          <LinkButton
            to={APP_PATHS.addressApply(data.uuid)}
            size="md"
            radius="xl"
            fullWidth
            leftSection={<IconQrcode size={20} />}
            data-testid="company-apply"
          >
            {t('views.candidate_app.company.apply_qr')}
          </LinkButton>
        ) : null}
        <Stack gap={4} align="flex-start">
          <FollowButton uuid={data.uuid} />
          <Text size="xs" c="dimmed">
            {t('views.candidate_app.follow.hint')}
          </Text>
        </Stack>
        {data.brand ? <BrandTabs brand={data.brand} /> : null}
        <CompanyJobs page={data} />
      </Stack>
    );
  };

  return (
    <SimpleShell
      size={600}
      headerRight={<CandidateSpaceLink label={t('views.candidate_app.company.back_space')} testId="company-candidate-space" />}
    >
      <Box mx={{ base: -8, xs: 0 }} mt={{ base: -16, sm: 0 }}>
        <Card withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} shadow="xs" style={{ overflow: 'hidden' }}>
          {content()}
        </Card>
      </Box>
    </SimpleShell>
  );
}
