import type { DataExportFormat } from '@app/contracts/privacy';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { useSearchParams } from 'react-router';
import { DangerConfirmButton, DangerZoneCard } from '@/components/ui/danger-confirm-button';
import { DataExportButtons } from '@/components/ui/data-export-buttons';
import { SectionCard } from '@/components/ui/section-card';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { SimpleShell } from '@/components/ui/simple-shell';
import { errorText } from '@/lib/errors';
import { formatDayMonthYear } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { NewLinkForm } from '../components/new-link-form';
import { useCandidateDataStatus, useEraseCandidateData, useExportCandidateData, useExtendCandidateData } from '../api/candidate-data';
import '@/locales/account';
import { CandidateSpaceLink } from '@/components/ui/candidate-space-link';

/**
 * /app/my-data?token=, without sign-in: what a candidate's e-mailed data link opens (decision 093).
 * They keep their profile for a new period, download their data, or erase it. Mobile first.
 */
export function CandidateDataPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const status = useCandidateDataStatus(token);
  const extend = useExtendCandidateData(token);
  const download = useExportCandidateData(token);
  const erase = useEraseCandidateData(token);
  useDocumentTitle(t('views.candidate_data.title'));
  const [erased, setErased] = useState(false);
  const fail = (error: unknown) => notifyError(errorText(t, error, t('views.candidate_data.error')));
  const confirmation = useConfirmation({
    mutation: erase,
    title: t('views.candidate_data.erase_confirm_title'),
    confirmLabel: t('views.candidate_data.erase_confirm'),
    testId: 'candidate-data-erase',
    onConfirm: (close) =>
      erase.mutate(undefined, {
        onSuccess: () => {
          close();
          setErased(true);
          notifySuccess(t('views.candidate_data.erased'));
        },
        onError: fail,
      }),
  });

  const body = () => {
    // No link at all (the "Your data" link after confirming an application, issue 29): nothing is
    // wrong, the page asks for the personal link by e-mail. An expired or erased link: below.
    if (!token)
      return (
        <Stack gap="lg">
          <Text data-testid="candidate-data-ask-link">{t('views.candidate_data.ask')}</Text>
          <NewLinkForm text={t('views.candidate_data.ask_link_text')} />
        </Stack>
      );
    if (erased)
      return (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="candidate-data-erased">
          {t('views.candidate_data.erased')}
        </Alert>
      );
    if (status.isPending)
      return (
        <Center py="xl">
          <Loader />
        </Center>
      );
    if (status.isError)
      return (
        <Stack gap="lg">
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="candidate-data-link-error">
            {errorText(t, status.error, t('views.candidate_data.error'))}
          </Alert>
          <NewLinkForm />
        </Stack>
      );
    const date = formatDayMonthYear((extend.data ?? status.data).anonymizationDate);
    const get = (format: DataExportFormat) => download.mutate(format, { onError: fail });
    return (
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={600}>{t('views.candidate_data.greeting', { firstName: status.data.firstName })}</Text>
          <Text size="sm" data-testid="candidate-data-intro">
            {t('views.candidate_data.intro', { date })}
          </Text>
        </Stack>
        <SectionCard title={t('views.candidate_data.keep_title')}>
          <Text size="sm" c="dimmed">
            {t('views.candidate_data.keep_text')}
          </Text>
          {extend.isSuccess ? (
            <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="candidate-data-kept">
              {t('views.candidate_data.keep_success', { date })}
            </Alert>
          ) : (
            <Group>
              <Button
                loading={extend.isPending}
                onClick={() => extend.mutate(undefined, { onError: fail })}
                data-testid="candidate-data-keep"
              >
                {t('views.candidate_data.keep_button')}
              </Button>
            </Group>
          )}
        </SectionCard>
        <SectionCard title={t('views.candidate_data.download_title')}>
          <Text size="sm" c="dimmed">
            {t('views.candidate_data.download_text')}
          </Text>
          <DataExportButtons
            labels={{
              zip: t('views.candidate_data.download_zip'),
              json: t('views.candidate_data.download_json'),
              pdf: t('views.candidate_data.download_pdf'),
            }}
            pending={download.isPending ? download.variables : null}
            onDownload={get}
          />
        </SectionCard>
        <DangerZoneCard title={t('views.candidate_data.erase_title')} text={t('views.candidate_data.erase_text')}>
          <DangerConfirmButton confirmation={confirmation} label={t('views.candidate_data.erase_button')}>
            <Text size="sm">{t('views.candidate_data.erase_confirm_text')}</Text>
          </DangerConfirmButton>
        </DangerZoneCard>
      </Stack>
    );
  };

  return (
    <SimpleShell size={640} headerRight={<CandidateSpaceLink label={t('views.candidate_data.back_space')} testId="candidate-data-back" />}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('views.candidate_data.title')}
        </Title>
        {body()}
      </Stack>
    </SimpleShell>
  );
}
