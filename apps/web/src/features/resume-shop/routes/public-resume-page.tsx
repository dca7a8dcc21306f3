import { APP_PATHS } from '@app/contracts/routes';
import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { InformationCard, ProfileColumns, ProfileHeader } from '../components/candidate-profile';
import { FavoriteHeart } from '@/components/ui/favorite-heart';
import { PageTitle } from '@/components/ui/page-title';
import { SimpleShell } from '@/components/ui/simple-shell';
import { formatDayMonthYear } from '@/lib/format';
import { usePublicResume } from '../api/get-public-resume';
import { ProfileStatus } from '../components/candidate-profile-view';
import { useVisitFingerprint } from '@/lib/fingerprint';
import '@/locales/candidates';
import '@/locales/shared';

/**
 * Where the shared profile's heart leads (decision 136): a profile shared from an application
 * opens among the applications of the reader, any other in the resume shop; the guards ask a
 * visitor to sign in first and bring them back there.
 */
const privateProfilePath = (uuid: string, application: string | null): string =>
  application
    ? `${APP_PATHS.candidateResumeDetail(uuid)}?${new URLSearchParams({ applicationUuid: application }).toString()}`
    : APP_PATHS.resumesShopDetail(uuid);

/**
 * /app/public-resume/:uuid?application= (no sign-in): the public variant of the profile, never
 * with contact details. Its heart adds no favourite here (spec section 2: a visitor has no list to
 * keep it in); it leads to the profile in the shop, through the sign-in for a visitor (decision 136).
 */
export function PublicResumePage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  useVisitFingerprint('candidate', uuid || undefined);
  const [params] = useSearchParams();
  const resume = usePublicResume(uuid, params.get('application'));
  const data = resume.data;
  return (
    <SimpleShell size={1100}>
      <PageTitle title={t('pages.publicResume.title')} subtitle={t('pages.publicResume.subtitle')} />
      {data ? (
        <Stack gap="lg" data-testid="public-resume">
          <ProfileHeader
            profile={data}
            // A visitor who wants to keep the profile signs in and finds it in the shop, where the heart works (decision 136).
            heart={
              <FavoriteHeart
                favorite={false}
                label={t('views.candidate_profile.favorite_sign_in', { name: data.firstName })}
                to={privateProfilePath(uuid, params.get('application'))}
                testId="public-favorite"
              />
            }
            extra={
              data.application ? (
                <Text size="sm" c="dimmed">
                  {t('views.candidate_profile.applied_on', { date: formatDayMonthYear(data.application.completedAt) })}
                  {data.application.job ? ` · ${t('views.candidate_profile.application_for', { job: data.application.job.name })}` : ''}
                </Text>
              ) : null
            }
          />
          <ProfileColumns
            side={
              <Card bg="var(--mantine-color-gray-0)">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <IconInfoCircle size={20} color="var(--mantine-color-brand-7)" />
                  <Text size="sm" c="dimmed" data-testid="public-notice">
                    {t('views.candidate_profile.public_notice')}
                  </Text>
                </Group>
              </Card>
            }
            main={<InformationCard profile={data} />}
          />
        </Stack>
      ) : resume.isError ? (
        <Alert color="red" icon={<IconInfoCircle size={18} />} data-testid="public-resume-error">
          {t('views.candidate_profile.not_found')}
        </Alert>
      ) : (
        <ProfileStatus loading error={false} />
      )}
    </SimpleShell>
  );
}
