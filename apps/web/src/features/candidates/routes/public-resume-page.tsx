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
 * /app/public-resume/:uuid?application= (no sign-in): the public variant of the profile, never
 * with contact details, with a heart that cannot be clicked (spec section 2).
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
            heart={<FavoriteHeart favorite={false} label={t('views.candidate_profile.favorite_readonly')} testId="public-favorite" />}
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
