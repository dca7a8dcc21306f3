import type { DataExportFormat } from '@app/contracts/privacy';
import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { notifyError } from '@/lib/notify';
import { useDownloadMyData } from '../api/download-my-data';
import '@/locales/account';

/** Download of all the account's data, as JSON and as a readable PDF (decision 093). */
export function MyDataCard() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  const get = (format: DataExportFormat) => download.mutate(format, { onError: () => notifyError(t('views.account.data_error')) });
  const busy = (format: DataExportFormat) => download.isPending && download.variables === format;
  return (
    <SectionCard title={t('views.account.data_title')} testId="my-data-card">
      <Text size="sm" c="dimmed">
        {t('views.account.data_text')}
      </Text>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={busy('json')}
          onClick={() => get('json')}
          data-testid="my-data-json"
        >
          {t('views.account.data_json')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={busy('pdf')}
          onClick={() => get('pdf')}
          data-testid="my-data-pdf"
        >
          {t('views.account.data_pdf')}
        </Button>
      </Group>
    </SectionCard>
  );
}
