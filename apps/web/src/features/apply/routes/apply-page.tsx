import {
  APPLY_FRAME_SOURCE,
  type ApplyAnswer,
  type ApplyBody,
  type ApplyFormValues,
  type ApplyFrameMessage,
  type ApplyPage as ApplyPageData,
} from '@app/contracts/apply';
import type { SearchedJob } from '@app/contracts/candidates';
import { Alert, Box, Card, Center, Divider, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty, IconWifiOff } from '@tabler/icons-react';
import { normalizeEmail } from '@app/contracts/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { useParams } from 'react-router';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { SimpleShell } from '@/components/ui/simple-shell';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { useApplyPage } from '@/api/get-apply-page';
import { applyInOneTap, candidateAppKeys, useCandidateProfile, useCandidateSession } from '@/api/candidate-session';
import { useExperiences } from '@/api/get-experiences';
import { sendApplication, useSendApplication } from '../api/send-application';
import { flushOutbox, isOffline, queueApplication, queuedApplications } from '../offline-outbox';
import { registerCandidateApp } from '@/lib/candidate-app';
import { ApplyForm } from '../components/apply-form';
import { ApplyHeader } from '../components/apply-header';
import { ApplySuccess } from '../components/apply-success';
import { useVisitFingerprint } from '@/lib/fingerprint';
import '@/locales/apply';
import '@/locales/candidate-app';
import { setApiFieldErrors } from '@/lib/field-errors';
import { CandidateSpaceLink } from '@/components/ui/candidate-space-link';

/** Fields of the request that the form shows under another name. */
const FORM_FIELD: Record<string, keyof ApplyFormValues> = { addressJobUuid: 'choice', siteUuid: 'choice' };
const FORM_FIELDS = new Set<string>([
  'choice',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'experienceId',
  'withDisability',
  'consent',
]);

/**
 * The one tap's job and experience from the profile (walk of 2026-11-29): the first searched job the
 * site offers (the same reference job, by its name as both answers give it) with its experience;
 * otherwise the experience of the first searched job (the form still asks the job, unless the site
 * has only one). Nothing when the profile says nothing.
 */
function profileChoice(
  siteJobs: ApplyPageData['jobs'],
  searched: SearchedJob[],
): Partial<Pick<ApplyFormValues, 'choice' | 'experienceId'>> {
  for (const wanted of searched) {
    const offered = siteJobs.find((job) => job.name === wanted.job.name);
    if (offered) return { choice: offered.uuid, ...(wanted.experience ? { experienceId: wanted.experience.id } : {}) };
  }
  const first = searched.find((s) => s.experience !== null);
  return first?.experience ? { experienceId: first.experience.id } : {};
}

/** When a page of the product shows this one in a frame, it hears how it ended (same origin only). */
const tellEmbeddingPage = (message: ApplyFrameMessage): void => {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
};

/**
 * /app/addresses/{uuid}/apply, without sign-in: the page an address's candidate QR code opens
 * (docs/decisions/012 and 060-064). Mobile first: most candidates scan it with a phone. Served
 * rendered by the API in an island to a visitor without a candidate session (decision 165):
 * `visitCounted`, the page's script has counted the visit already.
 */
export function ApplyPage({ visitCounted = false }: { visitCounted?: boolean } = {}) {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const page = useApplyPage(uuid);
  const experiences = useExperiences();
  // A signed-in candidate (issue 33, item 2) finds the form filled with their details, still editable.
  const candidate = useCandidateSession();
  const signedIn = candidate.data ?? null;
  // One tap (walk of 2026-11-29): the job and the experience start from the profile's searched jobs too.
  const profile = useCandidateProfile(signedIn !== null);
  const prefill = signedIn
    ? {
        email: signedIn.email,
        firstName: signedIn.firstName ?? undefined,
        lastName: signedIn.lastName ?? undefined,
        phoneNumber: signedIn.phoneNumber ?? undefined,
        ...(page.data && profile.data ? profileChoice(page.data.jobs, profile.data.jobs) : {}),
      }
    : undefined;
  const send = useSendApplication();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<{ answer: ApplyAnswer; firstName: string; confirmed: boolean } | null>(null);
  const [formKey, setFormKey] = useState(0);
  // An application kept on the phone while the network is away (issue 33 item 5): its first name.
  const [queued, setQueued] = useState<string | null>(() => queuedApplications(uuid)[0]?.body.firstName.trim() ?? null);
  const top = useRef<HTMLDivElement>(null);
  useDocumentTitle(page.data ? t('views.apply.document_title', { name: page.data.name }) : t('views.apply.document_title_plain'));

  // The page rendered by the API counts its visit from the page's own script at its opening (decision 165).
  useVisitFingerprint('address', visitCounted ? undefined : uuid);
  const missing = page.isError && isHttpError(page.error) && (page.error.status === 404 || page.error.status === 400);
  useEffect(() => {
    if (missing) tellEmbeddingPage({ source: APPLY_FRAME_SOURCE, type: 'not_found' });
  }, [missing]);

  /** `confirmed`: sent in one tap by the signed-in owner of the address, so no link was mailed (decision 158). */
  const showSent = (answer: ApplyAnswer, firstName: string, confirmed = false) => {
    setSent({ answer, firstName, confirmed });
    tellEmbeddingPage({ source: APPLY_FRAME_SOURCE, type: 'applied', firstName });
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  // The installable candidate app: its service worker keeps the pages for a bad network.
  useEffect(() => registerCandidateApp(), []);

  // What waits in the outbox leaves when the network returns, when the page opens, and every 30 s.
  useEffect(() => {
    if (queued === null) return undefined;
    let stopped = false;
    const flush = () =>
      void flushOutbox((item) => sendApplication({ uuid: item.uuid, body: item.body })).then((results) => {
        if (stopped) return;
        for (const result of results.filter((r) => r.item.uuid === uuid)) {
          setQueued(null);
          if ('answer' in result) showSent(result.answer, result.item.body.firstName.trim());
          else notifyError(t('views.apply.offline_refused', { reason: errorText(t, result.error, t('views.apply.errors.send')) }));
        }
      });
    flush();
    const timer = window.setInterval(flush, 30_000);
    window.addEventListener('online', flush);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('online', flush);
    };
    // showSent and t are stable enough: the flush restarts only with the outbox's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued, uuid]);

  const submit = async (body: ApplyBody, setError: UseFormSetError<ApplyFormValues>) => {
    try {
      // Signed in with this address: one tap, confirmed at once (the session proves it, decision 158).
      const { email, ...rest } = body;
      const oneTap = signedIn !== null && normalizeEmail(email) === signedIn.email;
      const answer = oneTap ? await applyInOneTap({ uuid, body: rest }) : await send.mutateAsync({ uuid, body });
      if (oneTap) void queryClient.invalidateQueries({ queryKey: candidateAppKeys.all });
      showSent(answer, body.firstName.trim(), oneTap);
    } catch (error) {
      if (isOffline(error)) {
        queueApplication(uuid, body);
        setQueued(body.firstName.trim());
        top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        return;
      }
      if (isHttpError(error) && error.code === 'already_applied') {
        setError('choice', { message: 'views.apply.errors.already_applied' });
        notifyError(t('errors.already_applied'));
        return;
      }
      if (isHttpError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        setApiFieldErrors(setError, error, FORM_FIELDS, { rename: FORM_FIELD });
        notifyError(t('views.apply.errors.check_form'));
        return;
      }
      notifyError(errorText(t, error, t('views.apply.errors.send')));
    }
  };

  const content = () => {
    if (queued !== null && !sent) {
      return (
        <Stack align="center" gap="md" py="xl" ta="center" data-testid="apply-queued" role="status">
          <ThemeIcon size={72} radius="xl" color="orange" variant="light">
            <IconWifiOff size={40} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('views.apply.offline_title')}
          </Title>
          <Text maw={420}>{t('views.apply.offline_text')}</Text>
          <Group gap="xs" c="dimmed">
            <Loader size="xs" />
            <Text size="sm">{t('views.apply.offline_sending')}</Text>
          </Group>
        </Stack>
      );
    }
    if (page.isPending) {
      // A screen high while the site loads: the footer below it never jumps down when the page comes (layout shift, decision 159).
      return (
        <Center mih="100vh">
          <Loader />
        </Center>
      );
    }
    if (page.isError) {
      return (
        <Stack align="center" gap="md" py="xl" ta="center" data-testid="apply-not-found">
          <ThemeIcon size={72} radius="xl" color="gray" variant="light">
            <IconMoodEmpty size={40} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {missing ? t('views.apply.not_found_title') : t('common.errors.fetch_data')}
          </Title>
          {missing ? (
            <Text c="dimmed" maw={420}>
              {t('views.apply.not_found_text')}
            </Text>
          ) : null}
        </Stack>
      );
    }
    const data = page.data;
    if (sent) {
      return (
        <ApplySuccess
          answer={sent.answer}
          firstName={sent.firstName}
          confirmed={sent.confirmed}
          onAgain={
            data.jobs.length > 1 || data.sites.some((s) => s.freeApplication)
              ? () => {
                  setSent(null);
                  setFormKey((k) => k + 1);
                }
              : undefined
          }
        />
      );
    }
    const open = data.jobs.length > 0 || data.freeApplication;
    return (
      <Stack gap="lg">
        <ApplyHeader page={data} />
        <Divider />
        {open ? (
          experiences.isError ? (
            <FetchErrorAlert />
          ) : (
            <ApplyForm
              key={`${formKey}-${candidate.data?.email ?? ''}-${profile.isSuccess}`}
              page={data}
              experiences={experiences.data ?? []}
              onSubmit={submit}
              prefill={prefill}
              submitLabel={signedIn ? t('views.candidate_app.one_tap.submit') : undefined}
            />
          )
        ) : (
          <Alert color="gray" variant="light" icon={<IconMoodEmpty size={18} />} data-testid="apply-no-job">
            {t('views.apply.no_job')}
          </Alert>
        )}
      </Stack>
    );
  };

  return (
    <SimpleShell
      size={600}
      headerRight={
        // The candidate's space (issue 33): their applications and what became of them.
        <CandidateSpaceLink label={t('views.candidate_app.follow_link')} testId="apply-candidate-space" />
      }
    >
      <Box ref={top} mx={{ base: -8, xs: 0 }} mt={{ base: -16, sm: 0 }} style={{ scrollMarginTop: 16 }}>
        <Card withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} shadow="xs">
          {content()}
        </Card>
      </Box>
    </SimpleShell>
  );
}
