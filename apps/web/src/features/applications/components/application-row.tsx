import { APP_PATHS } from '@app/contracts/routes';
import type { ApplicationListItem } from '@app/contracts/applications';
import { Badge, Button, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconBuildingCommunity, IconChevronRight, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CandidateAvatar } from '@/components/ui/candidate-photo';
import { FavoriteHeart } from '@/components/ui/favorite-heart';
import { LinkButton } from '@/components/ui/link-button';
import { MatchReason } from '@/components/ui/match-reason';
import { formatPercent } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useSetFavorite } from '../api/update-application';
import { ApplicationConfirmationBadge } from '@/components/ui/application-confirmation-badge';
import { ApplicationStatusBadge } from '@/components/ui/application-status-badge';
import { TypedApplicationModal } from './typed-application-modal';
import '@/locales/addresses';
import '@/locales/shared';

/**
 * One application of the resumes list (spec section 2): avatar or initials, name, age, city (else
 * the site's town as the place of application, else 'Localisation non renseignée'), job, business unit, favourite heart saved at once (reverted with
 * an error on failure, product decisions), profile link.
 */
export function ApplicationRow({ application }: { application: ApplicationListItem }) {
  const { t } = useTranslation();
  const setFavorite = useSetFavorite();
  const [favorite, setLocal] = useState<boolean | null>(null);
  const [typedOpened, setTypedOpened] = useState(false);
  const shown = favorite ?? application.favorite;
  const lastName = application.contactAccess ? application.user.lastName : null;
  const name = [application.user.firstName, lastName].filter(Boolean).join(' ');
  const city = application.candidate.address.cityName;

  const onFavorite = () => {
    const previous = shown;
    setLocal(!previous);
    setFavorite.mutate(
      { uuid: application.uuid, favorite: !previous },
      {
        onError: () => {
          setLocal(previous);
          notifyError(t('components.address_card.update.error'));
        },
      },
    );
  };

  // Until the application is confirmed, nothing of the candidate comes with it (no profile to open,
  // decision 119): the row shows what was typed with it, with its "e-mail not confirmed" badge.
  const candidateUuid = application.candidate.uuid;
  const profile =
    candidateUuid === null
      ? null
      : `${APP_PATHS.candidateResumeDetail(candidateUuid)}?applicationUuid=${encodeURIComponent(application.uuid)}`;
  return (
    <Paper withBorder p="md" radius="lg" data-testid="application-row" data-uuid={application.uuid}>
      {/* On a phone the heart and the profile button go under the candidate (issue 11, item 6). */}
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <CandidateAvatar avatar={application.candidate.avatar} firstName={application.user.firstName} lastName={lastName} size={52} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} data-testid="application-name">
                {name}
              </Text>
              {application.candidate.age !== null ? (
                <Text size="sm" c="dimmed">
                  {t('components.application_card.age', { age: application.candidate.age })}
                </Text>
              ) : null}
            </Group>
            <Group gap="md" wrap="wrap">
              {/* No town given (a QR applicant's form asks none): where the application was made, said as such (decision 143). */}
              <Group gap={4} wrap="nowrap" c={city ? undefined : 'dimmed'} data-testid="application-place">
                <IconMapPin size={15} />
                <Text size="sm">
                  {city ??
                    (application.address.town
                      ? t('components.application_card.applied_at_site', { town: application.address.town })
                      : t('components.application_card.no_location'))}
                </Text>
              </Group>
              {application.job ? (
                <Group gap={4} wrap="nowrap">
                  <IconBriefcase size={15} />
                  <Text size="sm">{application.job.name}</Text>
                </Group>
              ) : null}
              {application.businessUnit ? (
                <Badge variant="light" color="gray" leftSection={<IconBuildingCommunity size={12} />} tt="none">
                  {application.businessUnit.name}
                </Badge>
              ) : null}
              {/* The details shown are those typed with this application; until confirmed, anyone may have typed them (decision 119). */}
              <ApplicationConfirmationBadge confirmed={application.emailConfirmed} />
              {/* Where it stands, as its candidate sees it (issue 33). */}
              <ApplicationStatusBadge status={application.status} />
            </Group>
            {/* The match with the job applied to, and why (issue 29, item 7). */}
            {application.matchingPercentage !== null ? (
              <Group gap="xs" wrap="nowrap" align="center" data-testid="application-match">
                <Badge color="brand" variant="light" tt="none" style={{ flexShrink: 0 }}>
                  {formatPercent(application.matchingPercentage)}
                </Badge>
                <MatchReason reason={application.matchReason} lines={2} />
              </Group>
            ) : null}
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap" justify="space-between" style={{ flexShrink: 0 }}>
          <FavoriteHeart
            favorite={shown}
            label={t(shown ? 'components.application_card.favorite_remove' : 'components.application_card.favorite_add', {
              name: application.user.firstName,
            })}
            onToggle={onFavorite}
            testId="application-favorite"
          />
          {profile === null ? (
            // Unconfirmed: no profile to open, but what was typed with the application, marked as such (decision 142).
            <>
              <Button
                variant="light"
                rightSection={<IconChevronRight size={16} />}
                onClick={() => setTypedOpened(true)}
                data-testid="application-typed-link"
              >
                {t('components.application_card.typed.open')}
              </Button>
              <TypedApplicationModal application={application} opened={typedOpened} onClose={() => setTypedOpened(false)} />
            </>
          ) : (
            <LinkButton to={profile} variant="light" rightSection={<IconChevronRight size={16} />} data-testid="application-profile-link">
              {t('components.application_card.view_profile')}
            </LinkButton>
          )}
        </Group>
      </Flex>
    </Paper>
  );
}
