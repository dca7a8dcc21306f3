import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatMoney, formatNumericDate } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useDownloadInvoice } from '../api/download-invoice';
import { useInvoices } from '../api/get-invoices';
import '@/locales/invoices';

/**
 * Invoices list of the account page (spec section 2): number, date, amount and the download
 * button, available once the invoice is treated (spec section 4).
 */
export function InvoicesList() {
  const { t } = useTranslation();
  const invoices = useInvoices();
  const download = useDownloadInvoice();
  return (
    <Card withBorder radius="md" p="lg" data-testid="invoices-list">
      <Stack gap="md">
        <Group gap="sm">
          <IconFileInvoice size={22} color="var(--mantine-color-brand-7)" />
          <Title order={3} fz="lg">
            {t('components.invoices_list.title')}
          </Title>
        </Group>
        {invoices.isPending ? (
          <Skeleton h={80} />
        ) : invoices.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {t('common.errors.fetch_data')}
          </Alert>
        ) : invoices.data.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="invoices-empty">
            {t('components.invoices_list.empty')}
          </Text>
        ) : (
          <ResponsiveTable
            label={t('components.invoices_list.title')}
            rows={invoices.data}
            rowKey={(invoice) => invoice.id}
            rowProps={() => ({ 'data-testid': 'invoice-row' })}
            minWidth={480}
            columns={[
              { key: 'number', header: t('components.invoices_list.number'), role: 'title', cell: (invoice) => invoice.invoiceNumber },
              { key: 'date', header: t('components.invoices_list.date'), cell: (invoice) => formatNumericDate(invoice.createdAt) },
              {
                key: 'amount',
                header: t('components.invoices_list.amount'),
                align: 'right',
                cell: (invoice) => formatMoney(invoice.totalInclVat),
              },
              {
                key: 'download',
                header: null,
                align: 'right',
                role: 'action',
                cell: (invoice) =>
                  invoice.isTreated ? (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconDownload size={14} />}
                      loading={download.isPending && download.variables === invoice.id}
                      onClick={() => download.mutate(invoice.id, { onError: () => notifyError(t('components.download_invoice.error')) })}
                      data-testid="invoice-download"
                    >
                      {t('components.invoices_list.download')}
                    </Button>
                  ) : (
                    <Badge color="gray" variant="light">
                      {t('components.invoices_list.preparing')}
                    </Badge>
                  ),
              },
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}
