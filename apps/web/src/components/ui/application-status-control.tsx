import { APPLICATION_STATUS_MESSAGE_MAX, RECRUITER_SET_STATUSES, type ApplicationStatus } from '@app/contracts/application-status';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeApplicationStatus } from '@/api/change-application-status';
import { APPLICATION_STATUS_TEXT_KEYS } from '@/lib/application-status';
import { errorText } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ApplicationStatusBadge } from './application-status-badge';
import '@/locales/candidate-app';

/**
 * The recruiter's pipeline of one application (issue 33): its status now, and the next one with an
 * optional message to the candidate, who is mailed when the status changes.
 */
export function ApplicationStatusControl({ uuid, status, message }: { uuid: string; status: ApplicationStatus; message: string | null }) {
  const { t } = useTranslation();
  const change = useChangeApplicationStatus();
  const [next, setNext] = useState<ApplicationStatus>(status === 'received' ? 'seen' : status);
  // The box is for the next message: what the candidate was told stands above it, not as a draft
  // to send again (walk, decision 169).
  const [text, setText] = useState('');
  const told = change.data ? change.data.statusMessage : message;
  const options = RECRUITER_SET_STATUSES.map((value) => ({ value, label: t(APPLICATION_STATUS_TEXT_KEYS[value]) }));
  const save = () =>
    change.mutate(
      { uuid, status: next as (typeof RECRUITER_SET_STATUSES)[number], message: text.trim() || null },
      {
        onSuccess: (answer) => {
          setText('');
          notifySuccess(t(answer.mailed ? 'views.application_status.saved' : 'views.application_status.saved_no_mail'));
        },
        onError: (error) => notifyError(errorText(t, error, t('views.application_status.error'))),
      },
    );
  return (
    <Stack gap="xs" data-testid="application-status-control">
      <Group gap="xs">
        <ApplicationStatusBadge status={change.data?.status ?? status} />
      </Group>
      {told ? (
        <Text size="sm" c="dimmed" data-testid="application-status-told">
          {t('views.application_status.told', { message: told })}
        </Text>
      ) : null}
      <Select
        label={t('views.application_status.label')}
        data={options}
        value={next === 'received' ? null : next}
        onChange={(value) => value && setNext(value as ApplicationStatus)}
        allowDeselect={false}
        data-testid="application-status-select"
      />
      <Textarea
        label={t('views.application_status.message')}
        placeholder={t('views.application_status.message_placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={APPLICATION_STATUS_MESSAGE_MAX}
        rows={3}
        data-testid="application-status-message"
      />
      <Group>
        <Button onClick={save} loading={change.isPending} data-testid="application-status-save">
          {t('views.application_status.save')}
        </Button>
      </Group>
    </Stack>
  );
}
