import { withVat } from '@app/contracts/catalogue';
import type { StaffPrice } from '@app/contracts/staff-money';
import { Alert, Button, Loader, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/admin';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { apiFieldErrors } from '@/lib/field-errors';
import { isHttpError } from '@/lib/http';
import { pricesQuery, useChangePrice } from './money-api';
import { ReasonModal } from './reason-modal';

/** Products' prices with their validity dates; a change now or from a date (issue 34 item 3, decision 160). */
export function PricesScreen() {
  const { t, i18n } = useTranslation();
  const prices = useQuery(pricesQuery());
  const [editing, setEditing] = useState<StaffPrice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const period = (p: StaffPrice) =>
    p.interval ? t(`adminMoney.prices.every.${p.interval}`, { count: p.intervalCount ?? 1 }) : t('adminMoney.prices.once');
  if (prices.isPending) return <Loader />;
  if (prices.isError) return <Alert color="red">{t('admin.error')}</Alert>;
  return (
    <Stack>
      <Text>{t('adminMoney.prices.intro')}</Text>
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <ResponsiveTable<StaffPrice>
        label={t('adminMoney.tabs.prices')}
        rows={prices.data.prices}
        rowKey={(p) => String(p.id)}
        rowProps={(p) => ({ 'data-price': String(p.id), 'data-product': p.productCode })}
        striped
        minWidth={960}
        columns={[
          { key: 'product', header: t('adminMoney.prices.product'), role: 'title', cell: (p) => p.productName },
          { key: 'period', header: t('adminMoney.prices.period'), cell: period },
          { key: 'excl', header: t('adminMoney.prices.exclVat'), align: 'right', strong: true, cell: (p) => money(p.unitAmount) },
          { key: 'vat', header: t('adminMoney.prices.vat'), align: 'right', cell: (p) => money(p.vatAmount) },
          { key: 'incl', header: t('adminMoney.prices.inclVat'), align: 'right', cell: (p) => money(p.unitAmount + p.vatAmount) },
          { key: 'from', header: t('adminMoney.prices.from'), cell: (p) => (p.validFrom ? formatDateTime(p.validFrom) : '—') },
          { key: 'to', header: t('adminMoney.prices.to'), cell: (p) => (p.validTo ? formatDateTime(p.validTo) : '—') },
          {
            key: 'state',
            header: t('adminMoney.prices.state'),
            cell: (p) =>
              p.current ? (
                <Text size="sm" fw={600} c="green.8">
                  {t('adminMoney.prices.current')}
                </Text>
              ) : p.validFrom && new Date(p.validFrom) > new Date() ? (
                <Text size="sm" fw={600} c="blue.8">
                  {t('adminMoney.prices.future')}
                </Text>
              ) : (
                <Text size="sm" fw={600} c="gray.8">
                  {t('adminMoney.prices.past')}
                </Text>
              ),
          },
          {
            key: 'action',
            header: t('adminMoney.action'),
            role: 'action',
            cell: (p) =>
              p.validTo === null ? (
                <Button size="xs" variant="default" onClick={() => setEditing(p)}>
                  {t('adminMoney.prices.change')}
                </Button>
              ) : null,
          },
        ]}
      />
      {editing && (
        <ChangePriceModal
          price={editing}
          onClose={(message) => {
            setEditing(null);
            if (message) setNotice(message);
          }}
        />
      )}
    </Stack>
  );
}

function ChangePriceModal({ price, onClose }: { price: StaffPrice; onClose: (message?: string) => void }) {
  const { t, i18n } = useTranslation();
  const change = useChangePrice();
  const [euros, setEuros] = useState<number | string>(price.unitAmount / 100);
  const [from, setFrom] = useState('');
  const cents = Math.round(Number(euros) * 100);
  const money = (value: number) => formatMoney(value, i18n.language);
  // The API's field errors, through the one helper (the date in the past, before the current price's start).
  const fieldError = change.error ? apiFieldErrors(t, change.error).validFrom : undefined;
  const error = change.error
    ? fieldError
      ? fieldError
      : isHttpError(change.error) && change.error.status === 409
        ? t('adminMoney.prices.replaced')
        : t('admin.error')
    : null;
  return (
    <ReasonModal
      title={t('adminMoney.prices.changeTitle', { product: price.productName })}
      text={t('adminMoney.prices.changeText', { amount: money(price.unitAmount) })}
      confirm={t('adminMoney.prices.save')}
      pending={change.isPending}
      error={error}
      ready={Number.isInteger(cents) && cents >= 1}
      onConfirm={(reason) =>
        change.mutate(
          { id: price.id, unitAmount: cents, reason, ...(from ? { validFrom: new Date(from).toISOString() } : {}) },
          {
            onSuccess: (answer) =>
              onClose(
                t('adminMoney.prices.done', {
                  amount: money(answer.next.unitAmount),
                  date: answer.next.validFrom ? formatDateTime(answer.next.validFrom) : '',
                }),
              ),
          },
        )
      }
      onClose={() => onClose()}
    >
      <NumberInput
        label={t('adminMoney.prices.newAmount')}
        description={Number.isFinite(cents) && cents > 0 ? t('adminMoney.prices.inclVatIs', { amount: money(withVat(cents)) }) : undefined}
        value={euros}
        onChange={setEuros}
        min={0.01}
        decimalScale={2}
        suffix=" €"
        required
      />
      <TextInput
        type="datetime-local"
        label={t('adminMoney.prices.validFrom')}
        description={t('adminMoney.prices.validFromHelp')}
        value={from}
        onChange={(e) => setFrom(e.currentTarget.value)}
      />
    </ReasonModal>
  );
}
