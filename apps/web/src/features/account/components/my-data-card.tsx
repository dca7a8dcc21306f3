import type { DataExportFormat } from '@app/contracts/privacy';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataExportButtons } from '@/components/ui/data-export-buttons';
import { SectionCard } from '@/components/ui/section-card';
import { notifyError } from '@/lib/notify';
import { useDownloadMyData } from '../api/download-my-data';
import '@/locales/account';

/** Download of all the account's data: a zip with the files, JSON, a readable PDF (decisions 093, 133). */
export function MyDataCard() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  const get = (format: DataExportFormat) => download.mutate(format, { onError: () => notifyError(t('views.account.data_error')) });
  return (
    <SectionCard title={t('views.account.data_title')} testId="my-data-card">
      <Text size="sm" c="dimmed">
        {t('views.account.data_text')}
      </Text>
      <DataExportButtons
        labels={{ zip: t('views.account.data_zip'), json: t('views.account.data_json'), pdf: t('views.account.data_pdf') }}
        pending={download.isPending ? download.variables : null}
        onDownload={get}
        testIdPrefix="my-data"
      />
    </SectionCard>
  );
}
