import { APP_PATHS } from '@app/contracts/routes';
import { Button } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { errorText } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useCandidateSession } from '@/api/candidate-session';
import { useFollowCompany, useFollowedCompanies } from '../api/follows';
import '@/locales/candidate-app';

/**
 * Follow a company (issue 33 item 4): opt-in, one tap to stop. Signed out, the button leads to the
 * candidate's space to sign in first.
 */
export function FollowButton({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const session = useCandidateSession();
  const signedIn = Boolean(session.data);
  const list = useFollowedCompanies(signedIn);
  const change = useFollowCompany();
  if (!signedIn) {
    return (
      <LinkButton
        to={APP_PATHS.candidateSpace}
        variant="default"
        radius="xl"
        leftSection={<IconBell size={18} />}
        data-testid="company-follow-sign-in"
      >
        {t('views.candidate_app.follow.sign_in')}
      </LinkButton>
    );
  }
  const following = list.data?.results.some((c) => c.uuid === uuid) ?? false;
  return (
    <Button
      variant={following ? 'light' : 'default'}
      radius="xl"
      leftSection={following ? <IconBellOff size={18} /> : <IconBell size={18} />}
      loading={list.isPending || change.isPending}
      onClick={() =>
        change.mutate(
          { uuid, follow: !following },
          { onError: (error) => notifyError(errorText(t, error, t('views.candidate_app.error'))) },
        )
      }
      aria-pressed={following}
      data-testid="company-follow"
    >
      {following ? t('views.candidate_app.follow.unfollow') : t('views.candidate_app.follow.follow')}
    </Button>
  );
}
