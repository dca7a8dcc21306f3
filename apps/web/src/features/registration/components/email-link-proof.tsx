import { EMAIL_CODE_LINK_QUERY } from '@app/contracts/registration';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fieldOrErrorText } from '@/lib/field-errors';
import { useCheckEmailLink } from '../api/email-code';
import '@/locales/registration';

/**
 * The registration code mail's single-use link (`?lien=`, decision 158), on the first step: it
 * confirms the e-mail in any browser, only on a click (mail scanners open links, decision 119); the
 * address and its proof go to the draft (`onProof`), so the account step starts with the e-mail
 * confirmed. A used or expired link says so, and the code stays the way.
 */
export function EmailLinkProof({ onProof }: { onProof: (proof: { email: string; emailProof: string }) => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const token = params.get(EMAIL_CODE_LINK_QUERY);
  const check = useCheckEmailLink();
  const [error, setError] = useState<string | null>(null);
  const [proven, setProven] = useState<string | null>(null);

  const dropToken = () => {
    const next = new URLSearchParams(params);
    next.delete(EMAIL_CODE_LINK_QUERY);
    setParams(next, { replace: true });
  };
  const confirm = () => {
    if (!token) return;
    setError(null);
    check.mutate(token, {
      onSuccess: ({ email, emailProof }) => {
        onProof({ email, emailProof });
        setProven(email);
        dropToken();
      },
      onError: (e) => {
        setError(fieldOrErrorText(t, e, 'token', t('views.register.error')));
        dropToken();
      },
    });
  };

  if (proven)
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="register-link-confirmed">
        {t('views.register.email_link.confirmed', { email: proven })}
      </Alert>
    );
  if (error)
    return (
      <Alert color="red" role="alert" data-testid="register-link-error">
        {error}
      </Alert>
    );
  if (!token) return null;
  return (
    <Alert color="brand" icon={<IconMailCheck size={18} />} data-testid="register-link">
      <Stack gap="xs">
        <Text size="sm">{t('views.register.email_link.text')}</Text>
        <Button onClick={confirm} loading={check.isPending} data-testid="register-link-open" style={{ alignSelf: 'flex-start' }}>
          {t('views.register.email_link.open')}
        </Button>
      </Stack>
    </Alert>
  );
}
