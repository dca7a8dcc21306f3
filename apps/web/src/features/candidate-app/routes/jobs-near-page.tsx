import { JOBS_NEAR_RADIUS_DEFAULT_KM, roundPosition } from '@app/contracts/jobs-near';
import { APP_PATHS } from '@app/contracts/routes';
import { Alert, Avatar, Button, Center, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCurrentLocation, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SimpleShell } from '@/components/ui/simple-shell';
import { registerCandidateApp } from '@/lib/candidate-app';
import { useDocumentTitle } from '@/lib/document-title';
import { errorText, translateMessage } from '@/lib/errors';
import { formatKilometres } from '@/lib/format';
import { isHttpError } from '@/lib/http';
import { useCandidateProfile, useCandidateSession } from '@/api/candidate-session';
import { useJobsNear, type JobsNearWhere } from '../api/jobs-near';
import '@/locales/candidate-app';
import { CandidateSpaceLink } from '@/components/ui/candidate-space-link';

const RADII = [5, 10, 20, 50, 100];
const TOWN_CODE = /^(?:\d{5}|2[AB]\d{3})$/i;

/**
 * /app/candidat/pres-de-chez-moi, without sign-in (issue 33 item 4): live sites with open jobs
 * around a postal code, or around the phone's position, asked only when the candidate presses the
 * button, with what it is used for said beside it; the position is sent once with the search and
 * kept nowhere.
 */
export function JobsNearPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('views.jobs_near.title'));
  useEffect(() => registerCandidateApp(), []);
  const [town, setTown] = useState('');
  const [townError, setTownError] = useState<string | null>(null);
  const [radius, setRadius] = useState(JOBS_NEAR_RADIUS_DEFAULT_KM);
  const [where, setWhere] = useState<JobsNearWhere | null>(null);
  const [locating, setLocating] = useState(false);
  const [positionError, setPositionError] = useState(false);
  const search = useJobsNear(where, radius);

  // A signed-in candidate starts from their profile's town (walk of 2026-11-29), once, unless they
  // already typed or searched: the page is never empty for a candidate whose town is known.
  const session = useCandidateSession();
  const profile = useCandidateProfile(Boolean(session.data));
  const profileCode = profile.data?.place?.postalCode ?? null;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !profileCode || !TOWN_CODE.test(profileCode)) return;
    started.current = true;
    if (town !== '' || where !== null) return;
    setTown(profileCode);
    setWhere({ town: profileCode });
  }, [profileCode, town, where]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = town.trim();
    if (!TOWN_CODE.test(code)) {
      setTownError(t('views.jobs_near.errors.town'));
      return;
    }
    setTownError(null);
    setWhere({ town: code });
  };

  const usePosition = () => {
    if (!('geolocation' in navigator)) {
      setPositionError(true);
      return;
    }
    setLocating(true);
    setPositionError(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        // Two decimals (about a kilometre) are enough for a radius in kilometres.
        setWhere({ lat: roundPosition(coords.latitude), lng: roundPosition(coords.longitude) });
      },
      () => {
        setLocating(false);
        setPositionError(true);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };

  const first = search.data?.pages[0];
  const sites = search.data?.pages.flatMap((p) => p.results) ?? [];
  const fieldError =
    search.isError && isHttpError(search.error) ? (search.error.fieldErrors.town ?? search.error.fieldErrors.radius)?.[0] : undefined;

  return (
    <SimpleShell size={640} headerRight={<CandidateSpaceLink label={t('views.candidate_app.company.back_space')} />}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('views.jobs_near.title')}
          </Title>
          <Text c="dimmed">{t('views.jobs_near.intro')}</Text>
        </Stack>
        <Paper withBorder radius="lg" p="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <TextInput
                  label={t('views.jobs_near.town')}
                  placeholder={t('views.jobs_near.town_placeholder')}
                  value={town}
                  onChange={(e) => setTown(e.currentTarget.value)}
                  maxLength={5}
                  inputMode="text"
                  autoComplete="postal-code"
                  error={townError ?? translateMessage(t, fieldError)}
                  style={{ flex: 1 }}
                  data-testid="jobs-near-town"
                />
                <Select
                  label={t('views.jobs_near.radius')}
                  data={RADII.map((km) => ({ value: String(km), label: t('views.jobs_near.radius_km', { count: km }) }))}
                  value={String(radius)}
                  onChange={(value) => value && setRadius(Number(value))}
                  allowDeselect={false}
                  w={110}
                  data-testid="jobs-near-radius"
                />
              </Group>
              <Button type="submit" leftSection={<IconSearch size={18} />} data-testid="jobs-near-search">
                {t('views.jobs_near.search')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconCurrentLocation size={18} />}
                loading={locating}
                onClick={usePosition}
                data-testid="jobs-near-position"
              >
                {t('views.jobs_near.position')}
              </Button>
              <Text size="xs" c="dimmed" data-testid="jobs-near-consent">
                {t('views.jobs_near.position_consent')}
              </Text>
              {positionError ? (
                <Alert color="orange" variant="light" data-testid="jobs-near-position-error">
                  {t('views.jobs_near.position_denied')}
                </Alert>
              ) : null}
            </Stack>
          </form>
        </Paper>

        {where === null ? null : search.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : search.isError ? (
          fieldError ? null : (
            <Alert color="red">{errorText(t, search.error, t('views.candidate_app.error'))}</Alert>
          )
        ) : (
          <Stack gap="sm" data-testid="jobs-near-results">
            <Text fw={600}>
              {first?.origin
                ? t('views.jobs_near.around', { name: first.origin.name, postalCode: first.origin.postalCode })
                : t('views.jobs_near.around_position')}
              {' · '}
              {t('views.jobs_near.results', { count: first?.count ?? 0 })}
            </Text>
            {sites.length === 0 ? (
              <Text c="dimmed" data-testid="jobs-near-empty">
                {t('views.jobs_near.empty')}
              </Text>
            ) : (
              sites.map((site) => (
                <Paper
                  key={site.uuid}
                  withBorder
                  radius="md"
                  p="sm"
                  component={Link}
                  to={APP_PATHS.candidateCompany(site.uuid)}
                  data-testid="jobs-near-site"
                  style={{ textDecoration: 'none', color: 'inherit' }}
                >
                  <Group wrap="nowrap" gap="sm" align="flex-start">
                    <Avatar src={site.logo} alt="" radius="md" color="brand" variant="light">
                      {site.name.charAt(0).toUpperCase()}
                    </Avatar>
                    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                          {site.name}
                        </Text>
                        <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                          {site.distanceKm < 1
                            ? t('views.jobs_near.distance_near')
                            : t('views.jobs_near.distance', { distance: formatKilometres(site.distanceKm) })}
                        </Text>
                      </Group>
                      {site.town ? (
                        <Group gap={4} wrap="nowrap">
                          <IconMapPin size={14} aria-hidden />
                          <Text size="sm">{site.town}</Text>
                        </Group>
                      ) : null}
                      <Text size="sm" c="dimmed">
                        {t('views.jobs_near.jobs', { count: site.jobCount })}
                        {site.jobNames.length > 0 ? ` · ${site.jobNames.join(', ')}` : ''}
                      </Text>
                    </Stack>
                  </Group>
                </Paper>
              ))
            )}
            {search.hasNextPage ? (
              <Button
                variant="default"
                loading={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
                data-testid="jobs-near-more"
              >
                {t('views.jobs_near.more')}
              </Button>
            ) : null}
          </Stack>
        )}
      </Stack>
    </SimpleShell>
  );
}
