import { candidateDataLinkBodySchema, type CandidateDataLinkBody } from '@app/contracts/privacy';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/ui/email-input';
import { translateMessage, waitText } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useRequestCandidateDataLink } from '../api/candidate-data';
import '@/locales/account';

/**
 * A candidate whose data link is missing, expired or lost asks for a new one: it goes to their own
 * e-mail address; the page says the same whether the address is known or not (decision 093).
 */
export function NewLinkForm({
  text,
}: {
  /** What the form says above the field; by default, for a lost or expired link. */ text?: string;
}) {
  const { t } = useTranslation();
  const request = useRequestCandidateDataLink();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<CandidateDataLinkBody>({
    resolver: zodResolver(candidateDataLinkBodySchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit((values) =>
    request.mutateAsync(values).catch((error: unknown) => notifyError(waitText(t, error) ?? t('views.candidate_data.error'))),
  );

  return (
    <Card withBorder radius="md" p="lg" data-testid="candidate-data-new-link">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('views.candidate_data.new_link_title')}
        </Title>
        {request.isSuccess ? (
          <Alert color="teal" icon={<IconMailCheck size={18} />} data-testid="candidate-data-new-link-sent">
            {t('views.candidate_data.new_link_sent', { email: getValues('email') })}
          </Alert>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {text ?? t('views.candidate_data.new_link_text')}
              </Text>
              <EmailInput
                {...register('email')}
                label={t('views.candidate_data.new_link_email')}
                error={translateMessage(t, errors.email?.message)}
                data-testid="candidate-data-new-link-email"
              />
              <Button
                type="submit"
                loading={request.isPending}
                style={{ alignSelf: 'flex-start' }}
                data-testid="candidate-data-new-link-submit"
              >
                {t('views.candidate_data.new_link_submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
