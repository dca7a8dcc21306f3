import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_MINUTES } from '@app/contracts/constants';
import { EMAIL_PROOF_KEYS } from '@app/contracts/registration';
import { emailSchema, normalizeEmail } from '@app/contracts/validation';
import { Anchor, Button, Group, Input, PinInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useController, useWatch, type Control, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, translateMessage } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { useCheckEmailCode, useRequestEmailCode } from '../api/email-code';
import '@/locales/registration';

interface EmailProofFieldProps<T extends FieldValues & { email: string; emailProof: string }> {
  control: Control<T>;
  /** Test ids are `{prefix}-email-code-send`, `{prefix}-email-code` and `{prefix}-email-confirmed`. */
  testIdPrefix: string;
}

/**
 * Confirms the e-mail of a new account (decision 078): sends a 6-digit code, exchanges it for the
 * proof the registration carries and keeps that proof in the form's `emailProof`. Changing the
 * e-mail afterwards drops the proof. The server checks it again at registration.
 */
export function EmailProofField<T extends FieldValues & { email: string; emailProof: string }>({
  control,
  testIdPrefix,
}: EmailProofFieldProps<T>) {
  const { t } = useTranslation();
  const email = String(useWatch({ control, name: 'email' as Path<T> }) ?? '');
  const { field, fieldState } = useController({ control, name: 'emailProof' as Path<T> });
  const send = useRequestEmailCode();
  const check = useCheckEmailCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [provenEmail, setProvenEmail] = useState<string | null>(field.value ? normalizeEmail(email) : null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const normalized = normalizeEmail(email);
  const { onChange } = field;

  // A proof is for one address: another address needs its own code.
  useEffect(() => {
    if (provenEmail !== null && provenEmail !== normalized) {
      setProvenEmail(null);
      onChange('' as PathValue<T, Path<T>>);
    }
  }, [normalized, provenEmail, onChange]);

  const proven = provenEmail !== null && provenEmail === normalized && Boolean(field.value);
  const emailValid = emailSchema.safeParse(email).success;

  const sendCode = () =>
    send.mutate(normalized, {
      onSuccess: () => {
        setSentTo(normalized);
        setCode('');
        setCodeError(null);
      },
      onError: (error) => notifyError(errorText(t, error, t('views.register.error'))),
    });

  const checkCode = (value: string) =>
    check.mutate(
      { email: normalized, code: value },
      {
        onSuccess: ({ emailProof }) => {
          setProvenEmail(normalized);
          onChange(emailProof as PathValue<T, Path<T>>);
        },
        onError: (error) => {
          setCode('');
          if (isHttpError(error) && error.fieldErrors.code) setCodeError(EMAIL_PROOF_KEYS.codeInvalid);
          else notifyError(errorText(t, error, t('views.register.error')));
        },
      },
    );

  if (proven) {
    return (
      <Group gap={6} c="teal.8" data-testid={`${testIdPrefix}-email-confirmed`}>
        <IconCircleCheck size={18} aria-hidden />
        <Text size="sm" fw={500}>
          {t('views.register.email_code.confirmed')}
        </Text>
      </Group>
    );
  }

  const waiting = sentTo !== null && sentTo === normalized;
  return (
    <Stack gap={6}>
      {!waiting && (
        <Text size="sm" c="dark.4">
          {t('views.register.email_code.why')}
        </Text>
      )}
      {waiting ? (
        <Input.Wrapper
          label={t('views.register.email_code.label')}
          description={t('views.register.email_code.sent', { email: sentTo, minutes: EMAIL_CODE_TTL_MINUTES })}
          error={translateMessage(t, codeError ?? undefined)}
          withAsterisk
        >
          <Group gap="sm" mt={6} wrap="wrap">
            <PinInput
              length={EMAIL_CODE_LENGTH}
              type="number"
              oneTimeCode
              value={code}
              onChange={(value) => {
                setCode(value);
                setCodeError(null);
              }}
              onComplete={checkCode}
              disabled={check.isPending}
              error={Boolean(codeError)}
              aria-label={t('views.register.email_code.label')}
              data-testid={`${testIdPrefix}-email-code`}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={sendCode}
              disabled={send.isPending}
              data-testid={`${testIdPrefix}-email-code-resend`}
            >
              {t('views.register.email_code.resend')}
            </Anchor>
          </Group>
        </Input.Wrapper>
      ) : (
        <Group>
          <Button
            type="button"
            variant="light"
            leftSection={<IconMailForward size={18} />}
            onClick={sendCode}
            loading={send.isPending}
            disabled={!emailValid}
            data-testid={`${testIdPrefix}-email-code-send`}
          >
            {t('views.register.email_code.send')}
          </Button>
        </Group>
      )}
      {fieldState.error?.message && !codeError && (
        <Text size="sm" c="red.8" role="alert">
          {translateMessage(t, fieldState.error.message)}
        </Text>
      )}
    </Stack>
  );
}
