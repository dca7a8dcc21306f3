import type { StaffOrder } from '@app/contracts/staff';
import { Code, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import '@/locales/admin';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/format';
import { codeLabel } from './labels';

/** What names an order in the back office's tables (the flagged payments, the orders): who, when, which. */
export const orderIdentityColumns = (t: TFunction): ResponsiveColumn<StaffOrder>[] => [
  {
    key: 'customer',
    header: t('admin.payments.customer'),
    role: 'title',
    cell: (order) => (
      <>
        <Text size="sm" fw={500}>
          {order.company ?? '—'}
        </Text>
        <Text size="xs" c="dimmed">
          {order.buyerEmail}
        </Text>
      </>
    ),
  },
  { key: 'date', header: t('admin.payments.date'), cell: (order) => formatDateTime(order.paidAt ?? order.createdAt) },
  {
    key: 'order',
    header: t('admin.payments.order'),
    cell: (order) => (
      <>
        <Code>{order.uuid.slice(0, 8)}</Code> {codeLabel(t, 'orderKinds', order.kind)}
      </>
    ),
  },
];
