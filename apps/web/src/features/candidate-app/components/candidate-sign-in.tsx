import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_MINUTES } from '@app/contracts/constants';
import { Anchor, Button, Input, PinInput, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/ui/email-input';
import { errorText } from '@/lib/errors';
import { fieldOrErrorText } from '@/lib/field-errors';
import { EMAIL_CODE_LINK_QUERY } from '@app/contracts/registration';
import { useSearchParams } from 'react-router';
import { useCandidateSignIn, useSendCandidateCode } from '../api/candidate-app';
import { useCandidateSignInWithLink } from '../api/profile';
import '@/locales/candidate-app';

/**
 * Which address a code was sent to, kept in this tab for as long as the code lives: a reload (or the
 * phone's browser dropping the page while the candidate reads their mail) comes back to the code
 * step instead of asking for a new code (walk, decision 164). Nothing is kept past the code's life.
 */
const CODE_STEP_KEY = 'qr_candidate_code_step';
const keptCodeStep = (): string | null => {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(CODE_STEP_KEY) ?? 'null') as { to?: unknown; at?: unknown } | null;
    const fresh = typeof kept?.at === 'number' && Date.now() - kept.at < EMAIL_CODE_TTL_MINUTES * 60_000;
    return fresh && typeof kept.to === 'string' ? kept.to : null;
  } catch {
    return null;
  }
};
const keepCodeStep = (to: string | null): void => {
  try {
    if (to === null) window.sessionStorage.removeItem(CODE_STEP_KEY);
    else window.sessionStorage.setItem(CODE_STEP_KEY, JSON.stringify({ to, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the step is simply not kept.
  }
};

/**
 * A candidate signs in without a password (issue 33): the e-mail they applied with, then the 6-digit
 * code mailed to it, tried only from this browser (decision 144).
 */
export function CandidateSignIn() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const linkToken = params.get(EMAIL_CODE_LINK_QUERY);
  const withLink = useCandidateSignInWithLink();
  const [linkError, setLinkError] = useState<string | null>(null);
  const send = useSendCandidateCode();
  const signIn = useCandidateSignIn();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // After the first render, so that the pre-rendered page and its hydration agree (decision 159).
  useEffect(() => {
    const kept = keptCodeStep();
    if (kept !== null) setSentTo((current) => current ?? kept);
  }, []);
  const showCodeStep = (to: string | null) => {
    keepCodeStep(to);
    setSentTo(to);
  };

  const ask = (event?: FormEvent) => {
    event?.preventDefault();
    setError(null);
    const to = email.trim();
    if (!to) return;
    send.mutate(to, {
      onSuccess: () => showCodeStep(to),
      onError: (e) => setError(errorText(t, e, t('views.candidate_app.error'))),
    });
  };
  const check = (value: string) => {
    if (!sentTo) return;
    setError(null);
    signIn.mutate(
      { email: sentTo, code: value },
      { onSuccess: () => keepCodeStep(null), onError: (e) => setError(errorText(t, e, t('views.candidate_app.error'))) },
    );
  };

  // The mail's single-use link (decision 158) works in any browser; only the click uses it (mail scanners open links).
  const openWithLink = () => {
    if (!linkToken) return;
    setLinkError(null);
    withLink.mutate(linkToken, {
      onSuccess: () => setParams({}, { replace: true }),
      onError: (e) => setLinkError(fieldOrErrorText(t, e, 'token', t('views.candidate_app.error'))),
    });
  };
  if (linkToken && !linkError)
    return (
      <Stack gap="md" data-testid="candidate-link-sign-in">
        <Title order={2}>{t('views.candidate_app.link_title')}</Title>
        <Text>{t('views.candidate_app.link_text')}</Text>
        <Button onClick={openWithLink} loading={withLink.isPending} data-testid="candidate-link-open">
          {t('views.candidate_app.link_open')}
        </Button>
      </Stack>
    );

  return (
    <Stack gap="md" data-testid="candidate-sign-in">
      {linkError ? (
        <Text c="red" data-testid="candidate-link-error">
          {linkError}
        </Text>
      ) : null}
      <Title order={2}>{t('views.candidate_app.sign_in_title')}</Title>
      <Text>{t('views.candidate_app.sign_in_text')}</Text>
      {sentTo === null ? (
        <form onSubmit={ask} noValidate>
          <Stack gap="sm">
            <EmailInput
              label={t('views.candidate_app.email')}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
              data-testid="candidate-email"
            />
            <Button type="submit" loading={send.isPending} data-testid="candidate-send-code">
              {t('views.candidate_app.send_code')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Input.Wrapper
            label={t('views.candidate_app.code')}
            description={t('views.candidate_app.code_sent', { email: sentTo })}
            error={error}
            withAsterisk
          >
            <PinInput
              mt={6}
              length={EMAIL_CODE_LENGTH}
              type="number"
              oneTimeCode
              value={code}
              onChange={(value) => {
                setCode(value);
                setError(null);
              }}
              onComplete={check}
              disabled={signIn.isPending}
              error={Boolean(error)}
              aria-label={t('views.candidate_app.code')}
              data-testid="candidate-code"
            />
          </Input.Wrapper>
          <Button
            onClick={() => check(code)}
            loading={signIn.isPending}
            disabled={code.length !== EMAIL_CODE_LENGTH}
            data-testid="candidate-sign-in-button"
          >
            {t('views.candidate_app.sign_in')}
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              showCodeStep(null);
              setCode('');
              setError(null);
            }}
          >
            {t('views.candidate_app.other_email')}
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}
