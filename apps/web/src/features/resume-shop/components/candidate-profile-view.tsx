import { APP_BASE, APP_PATHS } from '@app/contracts/routes';
import type { CandidateDetail } from '@app/contracts/candidates';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InformationCard, ProfileCard, ProfileColumns, ProfileHeader, PublicLink } from './candidate-profile';
import { useBasket } from '@/lib/basket';
import { formatDayMonthYear, formatNumericDate } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useToggleFavorite } from '@/api/toggle-favorite';
import { useSetApplicationFavorite } from '../api/set-application-favorite';
import { ApplicationConfirmationBadge } from '@/components/ui/application-confirmation-badge';
import { CandidateFavoriteHeart } from '@/components/ui/candidate-favorite-heart';
import '@/locales/addresses';
import '@/locales/resume-shop';
import '@/locales/shared';

/** Public profile link: site origin plus the public resume path and the application query (spec section 2). */
export const publicProfileUrl = (candidateUuid: string, applicationUuid: string | null): string => {
  const url = new URL(`${APP_BASE}${APP_PATHS.publicResume(candidateUuid)}`, window.location.origin);
  if (applicationUuid) url.searchParams.set('application', applicationUuid);
  return url.toString();
};

interface CandidateProfileViewProps {
  candidate: CandidateDetail;
  /** Opened from the resumes page (an application) or from the resume shop. */
  mode: 'application' | 'shop';
  buyer: boolean;
}

/** Profile header, profile card, information card and public link of a candidate (spec section 2). */
export function CandidateProfileView({ candidate, mode, buyer }: CandidateProfileViewProps) {
  const { t } = useTranslation();
  const basket = useBasket();
  const toggleCandidate = useToggleFavorite();
  const setApplication = useSetApplicationFavorite();
  const application = candidate.application;
  const serverFavorite = mode === 'application' && application ? application.favorite : candidate.favorite;
  const [favorite, setFavorite] = useState<boolean | null>(null);
  const shown = favorite ?? serverFavorite;

  const onFavorite = () => {
    const previous = shown;
    setFavorite(!previous);
    const fail = () => {
      setFavorite(previous);
      notifyError(
        mode === 'application'
          ? t('components.address_card.update.error')
          : t('views.resume_shop.candidate_resume_detail.get_candidate_error'),
      );
    };
    if (mode === 'application' && application) {
      setApplication.mutate({ uuid: application.uuid, favorite: !previous }, { onError: fail });
    } else {
      toggleCandidate.mutate(candidate.uuid, { onSuccess: (answer) => setFavorite(answer.favorite), onError: fail });
    }
  };

  const contact = candidate.contactAccess
    ? {
        lastName: candidate.lastName,
        email: candidate.email,
        phoneNumber: candidate.phoneNumber,
        address: candidate.address,
        documents: candidate.documents,
      }
    : null;
  const inBasket = basket.has(candidate.uuid);
  const basketButton =
    mode === 'shop' && buyer && !candidate.contactAccess ? (
      <Button
        variant={inBasket ? 'filled' : 'outline'}
        color={inBasket ? 'teal' : 'brand'}
        leftSection={inBasket ? <IconCheck size={16} /> : <IconShoppingCartPlus size={16} />}
        onClick={() => basket.toggle(candidate.uuid)}
        data-testid="profile-basket-toggle"
        data-in-basket={inBasket}
      >
        {inBasket ? t('components.candidate_card.basket_added') : t('components.candidate_card.basket_add')}
      </Button>
    ) : null;

  const extra: ReactNode[] = [];
  if (application) {
    extra.push(
      <Text key="applied" size="sm" c="dimmed">
        {t('views.candidate_profile.applied_on', { date: formatDayMonthYear(application.completedAt) })}
        {application.job ? ` · ${t('views.candidate_profile.application_for', { job: application.job.name })}` : ''}
        {application.businessUnit ? ` · ${t('views.candidate_profile.business_unit', { name: application.businessUnit.name })}` : ''}
      </Text>,
      <Group key="confirmation">
        <ApplicationConfirmationBadge confirmed={application.emailConfirmed} />
      </Group>,
    );
  }
  if (candidate.purchasedDate) {
    extra.push(
      <Text key="purchased" size="sm" c="teal.8" fw={500} data-testid="profile-purchased">
        {t('views.candidate_profile.purchased_on', { date: formatNumericDate(candidate.purchasedDate) })}
      </Text>,
    );
  }

  return (
    <Stack gap={0}>
      <Anchor
        component={Link}
        to={mode === 'application' ? APP_PATHS.resumes : APP_PATHS.resumesShop}
        size="sm"
        mb="md"
        data-testid="profile-back"
      >
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {mode === 'application' ? t('views.candidate_profile.back_resumes') : t('views.candidate_profile.back_shop')}
        </Group>
      </Anchor>
      <ProfileHeader
        profile={candidate}
        lastName={contact?.lastName ?? null}
        matchingPercentage={mode === 'shop' ? candidate.matchingPercentage : null}
        matchReason={mode === 'shop' ? candidate.matchReason : null}
        heart={<CandidateFavoriteHeart favorite={shown} firstName={candidate.firstName} onToggle={onFavorite} testId="profile-favorite" />}
        actions={basketButton}
        extra={extra.length > 0 ? <Stack gap={2}>{extra}</Stack> : null}
      />
      <ProfileColumns
        side={
          <>
            <ProfileCard
              contact={contact}
              lockedText={
                mode === 'shop' ? t('views.candidate_profile.contact_locked_shop') : t('views.candidate_profile.contact_locked_application')
              }
              lockedAction={basketButton}
            />
            <PublicLink url={publicProfileUrl(candidate.uuid, application?.uuid ?? null)} />
          </>
        }
        main={<InformationCard profile={candidate} />}
      />
    </Stack>
  );
}

/** Loading and error states of a profile page. */
export function ProfileStatus({ loading, error }: { loading: boolean; error: boolean }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="profile-error">
        {t('views.candidate_profile.error')}
      </Alert>
    );
  }
  if (!loading) return null;
  return (
    <Stack gap="lg">
      <Skeleton h={150} radius="lg" />
      <Group grow align="flex-start">
        <Skeleton h={300} radius="lg" />
        <Skeleton h={300} radius="lg" />
      </Group>
    </Stack>
  );
}
