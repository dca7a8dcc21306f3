import { APP_PATHS } from '@app/contracts/routes';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconMapSearch } from '@tabler/icons-react';
import { LinkButton } from '@/components/ui/link-button';
import { SimpleShell } from '@/components/ui/simple-shell';
import { useDocumentTitle } from '@/lib/document-title';
import { notifyError } from '@/lib/notify';
import { registerCandidateApp } from '@/lib/candidate-app';
import { useCandidateSession } from '@/api/candidate-session';
import { useCandidateSignOut, useOpenCandidateData } from '../api/candidate-app';
import { CandidateApplications } from '../components/candidate-applications';
import { FollowedCompanies } from '../components/followed-companies';
import { CandidateSignIn } from '../components/candidate-sign-in';
import { CandidateCvField } from '../components/candidate-cv-field';
import { CandidateProfileForm } from '../components/candidate-profile-form';
import { useCandidateProfile } from '../api/profile';
import '@/locales/candidate-app';

/** "Jobs near me" (issue 33 item 4): open to anyone, signed in or not. */
function JobsNearLink() {
  const { t } = useTranslation();
  return (
    <LinkButton
      to={APP_PATHS.candidateJobsNear}
      variant="light"
      leftSection={<IconMapSearch size={18} />}
      data-testid="candidate-jobs-near"
    >
      {t('views.jobs_near.link')}
    </LinkButton>
  );
}

/** "Mon profil" (issue 33 item 2): opened in one tap from the space, kept for every one-tap application. */
function ProfileSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const profile = useCandidateProfile(open);
  if (!open)
    return (
      <Group>
        <Button variant="light" onClick={() => setOpen(true)} data-testid="candidate-profile-open">
          {t('views.candidate_app.profile.open')}
        </Button>
      </Group>
    );
  return profile.data ? (
    <Stack gap="lg">
      <CandidateProfileForm profile={profile.data} />
      {/* The CV hangs on the proven candidate: shown once the profile is saved (decision 158). */}
      {profile.data.proven ? <CandidateCvField profile={profile.data} /> : null}
    </Stack>
  ) : (
    <Center py="md">
      <Loader />
    </Center>
  );
}

/**
 * /app/candidat (and /app/candidate): the candidate's space (issue 33), phones first. Signed out:
 * the sign-in with a mailed code; signed in: "Mes candidatures" with their statuses, the data page,
 * and the sign-out.
 */
export function CandidateSpacePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('views.candidate_app.title'));
  const session = useCandidateSession();
  const signOut = useCandidateSignOut();
  const data = useOpenCandidateData();
  const navigate = useNavigate();
  const signedIn = session.data ?? null;
  // The installed app opens here (its manifest's start page): the service worker keeps it for a bad network.
  useEffect(() => registerCandidateApp(), []);

  // The language switch is in the footer (SimpleShell): the phone's header keeps the sign-out alone.
  const header = signedIn ? (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onError: () => notifyError(t('views.candidate_app.error')) })}
      data-testid="candidate-sign-out"
    >
      {t('views.candidate_app.sign_out')}
    </Button>
  ) : undefined;

  return (
    <SimpleShell headerRight={header} size={640}>
      {session.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : signedIn ? (
        <Stack gap="lg">
          <Stack gap={2}>
            <Text fw={700} size="lg" data-testid="candidate-greeting">
              {signedIn.firstName
                ? t('views.candidate_app.greeting', { firstName: signedIn.firstName })
                : t('views.candidate_app.greeting_anonymous')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('views.candidate_app.signed_in_as', { email: signedIn.email })}
            </Text>
          </Stack>
          <ProfileSection />
          <CandidateApplications />
          <FollowedCompanies />
          <JobsNearLink />
          {/* Their data page (export, retention date, erasure), opened by the session as by the mailed link (item 6). */}
          <Group>
            <Button
              variant="light"
              loading={data.isPending}
              onClick={() =>
                data.mutate(undefined, {
                  onSuccess: ({ token }) =>
                    void navigate(token ? `${APP_PATHS.candidateData}?token=${encodeURIComponent(token)}` : APP_PATHS.candidateData),
                  onError: () => notifyError(t('views.candidate_app.error')),
                })
              }
              data-testid="candidate-my-data"
            >
              {t('views.candidate_app.my_data')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <CandidateSignIn />
          <JobsNearLink />
        </Stack>
      )}
    </SimpleShell>
  );
}
