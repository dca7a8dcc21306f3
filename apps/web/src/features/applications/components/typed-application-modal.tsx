import type { ApplicationListItem } from '@app/contracts/applications';
import { Alert, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApplication } from '@/api/get-application';
import { ApplicationStatusControl } from '@/components/ui/application-status-control';
import '@/locales/shared';
import { useReferenceName } from '@/lib/reference-name';

/**
 * What an applicant typed with an application whose e-mail is not confirmed yet (decision 119,
 * decision 142): the recruiter may read it, marked as unconfirmed; nothing of a candidate's profile
 * comes with it (the API answers only the typed details until the confirmation).
 */
export function TypedApplicationModal({
  application,
  opened,
  onClose,
}: {
  application: ApplicationListItem;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const detail = useApplication(application.uuid, opened);
  const data = detail.data;
  const rows: [string, string | null | undefined][] = data
    ? [
        [
          t('components.application_card.typed.name'),
          data.contactAccess ? `${data.user.firstName} ${data.user.lastName}` : data.user.firstName,
        ],
        [t('components.application_card.typed.email'), data.contactAccess ? data.user.email : null],
        [t('components.application_card.typed.phone'), data.contactAccess ? data.candidate.phoneNumber : null],
        [t('components.application_card.typed.job'), data.job?.name],
        [t('components.application_card.typed.experience'), data.experience ? referenceName(data.experience.name) : undefined],
        [t('components.application_card.typed.site'), data.address.name],
      ]
    : [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('components.application_card.typed.title')} centered>
      <Stack gap="sm" data-testid="typed-application">
        <Alert color="orange" variant="light">
          {t('components.application_card.email_not_confirmed_hint')}
        </Alert>
        {detail.isLoading ? <Loader size="sm" /> : null}
        {detail.isError ? <Text c="red">{t('components.application_card.typed.error')}</Text> : null}
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text>{value}</Text>
            </div>
          ))}
        {data ? <ApplicationStatusControl uuid={data.uuid} status={data.status} message={data.statusMessage} /> : null}
      </Stack>
    </Modal>
  );
}
