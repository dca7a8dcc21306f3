import { orderIdentityColumns } from './order-columns';
import type { StaffOrder } from '@app/contracts/staff';
import { Alert, Button, Group, Loader, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/admin';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { isHttpError } from '@/lib/http';
import { ordersQuery, orderRefundsQuery, useRefundAmount, type OrderStatusFilter } from './money-api';
import { ReasonModal } from './reason-modal';

const STATUSES: OrderStatusFilter[] = ['paid', 'pending', 'payment_mismatch', 'canceled', 'failed'];

/** Orders by buyer e-mail, order or invoice number, status; a paid order refunded whole or in part (issue 34 item 3, decision 160). */
export function OrdersScreen() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState({ q: '', status: 'paid' as OrderStatusFilter | '' });
  const [draft, setDraft] = useState('');
  const orders = useQuery(ordersQuery(search.q, search.status));
  const [refunding, setRefunding] = useState<StaffOrder | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ ...search, q: draft.trim() });
  };
  return (
    <Stack>
      <Group align="end" component="form" onSubmit={submit}>
        <TextInput
          label={t('adminMoney.orders.search')}
          placeholder={t('adminMoney.orders.searchHint')}
          value={draft}
          maxLength={254}
          onChange={(e) => setDraft(e.currentTarget.value)}
          w={360}
        />
        <Select
          label={t('adminMoney.orders.status')}
          value={search.status}
          onChange={(value) => setSearch({ ...search, status: (value ?? '') as OrderStatusFilter | '' })}
          data={[
            { value: '', label: t('adminMoney.orders.anyStatus') },
            ...STATUSES.map((s) => ({ value: s, label: t(`adminMoney.orders.statuses.${s}`) })),
          ]}
          allowDeselect={false}
        />
        <Button type="submit">{t('adminMoney.orders.find')}</Button>
      </Group>
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {orders.isPending ? (
        <Loader />
      ) : orders.isError ? (
        <Alert color="red">{t('admin.error')}</Alert>
      ) : orders.data.orders.length === 0 ? (
        <Text c="dimmed">{t('adminMoney.orders.empty')}</Text>
      ) : (
        <ResponsiveTable<StaffOrder>
          label={t('adminMoney.tabs.orders')}
          rows={orders.data.orders}
          rowKey={(o) => o.uuid}
          rowProps={(o) => ({ 'data-order': o.uuid })}
          striped
          minWidth={960}
          columns={[
            ...orderIdentityColumns(t),
            {
              key: 'status',
              header: t('adminMoney.orders.status'),
              cell: (o) => t(`adminMoney.orders.statuses.${o.status as OrderStatusFilter}`),
            },
            { key: 'total', header: t('admin.payments.total'), align: 'right', strong: true, cell: (o) => money(o.totalInclVat) },
            {
              key: 'refunded',
              header: t('adminMoney.orders.refunded'),
              align: 'right',
              cell: (o) => (o.refundedCents > 0 ? money(o.refundedCents) : '—'),
            },
            {
              key: 'action',
              header: t('adminMoney.action'),
              role: 'action',
              cell: (o) =>
                o.status === 'paid' && o.refundedCents < o.totalInclVat ? (
                  <Button size="xs" color="red" onClick={() => setRefunding(o)}>
                    {t('adminMoney.orders.refund')}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {refunding && (
        <RefundAmountModal
          order={refunding}
          onClose={(message) => {
            setRefunding(null);
            if (message) setNotice(message);
          }}
        />
      )}
    </Stack>
  );
}

function RefundAmountModal({ order, onClose }: { order: StaffOrder; onClose: (message?: string) => void }) {
  const { t, i18n } = useTranslation();
  const refund = useRefundAmount();
  const refunds = useQuery(orderRefundsQuery(order.uuid));
  const left = order.totalInclVat - order.refundedCents;
  const [euros, setEuros] = useState<number | string>(left / 100);
  // One key per opened dialog: a retry of this refund (double click, network error) refunds nothing more.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const cents = Math.round(Number(euros) * 100);
  const money = (value: number) => formatMoney(value, i18n.language);
  const error = refund.error
    ? isHttpError(refund.error) && refund.error.status === 409
      ? t('adminMoney.orders.tooMuch')
      : isHttpError(refund.error) && refund.error.status === 502
        ? t('adminMoney.orders.providerRefused')
        : t('admin.error')
    : null;
  return (
    <ReasonModal
      title={t('adminMoney.orders.refundTitle')}
      text={t('adminMoney.orders.refundText', { total: money(order.totalInclVat), left: money(left) })}
      confirm={t('adminMoney.orders.confirm', { amount: Number.isFinite(cents) && cents > 0 ? money(cents) : '—' })}
      color="red"
      pending={refund.isPending}
      error={error}
      ready={Number.isInteger(cents) && cents >= 1 && cents <= left}
      onConfirm={(reason) =>
        refund.mutate(
          { uuid: order.uuid, amountCents: cents, reason, idempotencyKey },
          {
            onSuccess: (answer) =>
              onClose(
                t('adminMoney.orders.done', {
                  amount: money(answer.refund.amountCents),
                  creditNote: answer.refund.creditNoteNumber ?? '—',
                }),
              ),
          },
        )
      }
      onClose={() => onClose()}
    >
      <NumberInput
        label={t('adminMoney.orders.amount')}
        value={euros}
        onChange={setEuros}
        min={0.01}
        max={left / 100}
        decimalScale={2}
        step={1}
        suffix=" €"
        required
      />
      {refunds.data && refunds.data.refunds.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('adminMoney.orders.earlier')}
          </Text>
          {refunds.data.refunds.map((r) => (
            <Text size="xs" key={r.id}>
              {formatDateTime(r.createdAt)} · {money(r.amountCents)} · {r.creditNoteNumber ?? '—'} · {r.reason} ({r.staffEmail})
            </Text>
          ))}
        </Stack>
      )}
    </ReasonModal>
  );
}
