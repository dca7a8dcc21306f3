import type { SubscriptionInfo } from '@app/contracts/orders';
import { Alert, Button, Group, Loader, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/admin';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { apiFieldErrors } from '@/lib/field-errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { isHttpError } from '@/lib/http';
import { subscriptionsQuery, useCancelSubscription, useMoveRenewal } from './money-api';
import { ReasonModal } from './reason-modal';

type Action = 'stop' | 'endNow' | 'renewal';

/** A customer's subscriptions: stop at period end or now, extend or move the renewal (issue 34 item 3, decision 160). */
export function SubscriptionsScreen() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const subs = useQuery(subscriptionsQuery(email));
  const [acting, setActing] = useState<{ sub: SubscriptionInfo; action: Action } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmail(draft.trim());
  };
  return (
    <Stack>
      <Group align="end" component="form" onSubmit={submit}>
        <TextInput
          type="email"
          label={t('adminMoney.subscriptions.email')}
          value={draft}
          maxLength={254}
          onChange={(e) => setDraft(e.currentTarget.value)}
          w={360}
        />
        <Button type="submit">{t('adminMoney.orders.find')}</Button>
      </Group>
      {email === '' ? null : subs.isPending ? (
        <Loader />
      ) : subs.isError ? (
        <Alert color="red">{t('admin.error')}</Alert>
      ) : subs.data.results.length === 0 ? (
        <Text c="dimmed">{t('adminMoney.subscriptions.empty')}</Text>
      ) : (
        <ResponsiveTable<SubscriptionInfo>
          label={t('adminMoney.tabs.subscriptions')}
          rows={subs.data.results}
          rowKey={(s) => s.uuid}
          rowProps={(s) => ({ 'data-subscription': s.uuid })}
          striped
          minWidth={960}
          columns={[
            { key: 'product', header: t('adminMoney.prices.product'), role: 'title', cell: (s) => s.product.name },
            {
              key: 'price',
              header: t('adminMoney.prices.exclVat'),
              align: 'right',
              cell: (s) => formatMoney(s.price.unitAmount, i18n.language),
            },
            {
              key: 'status',
              header: t('adminMoney.orders.status'),
              // A status the provider adds tomorrow shows as it is rather than as a missing text.
              cell: (s) => t(`adminMoney.subscriptions.statuses.${s.status}`, { defaultValue: s.status }),
            },
            {
              key: 'end',
              header: t('adminMoney.subscriptions.periodEnd'),
              cell: (s) => (
                <>
                  <Text size="sm">{formatDateTime(s.currentPeriodEnd)}</Text>
                  <Text size="xs" c="dimmed">
                    {s.cancelAtPeriodEnd ? t('adminMoney.subscriptions.stops') : t('adminMoney.subscriptions.renews')}
                  </Text>
                </>
              ),
            },
            {
              key: 'action',
              header: t('adminMoney.action'),
              role: 'action',
              cell: (s) =>
                s.status === 'active' ? (
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setActing({ sub: s, action: 'renewal' })}>
                      {t('adminMoney.subscriptions.renewal')}
                    </Button>
                    {!s.cancelAtPeriodEnd && (
                      <Button size="xs" color="orange" onClick={() => setActing({ sub: s, action: 'stop' })}>
                        {t('adminMoney.subscriptions.stop')}
                      </Button>
                    )}
                    <Button size="xs" color="red" variant="light" onClick={() => setActing({ sub: s, action: 'endNow' })}>
                      {t('adminMoney.subscriptions.endNow')}
                    </Button>
                  </Group>
                ) : null,
            },
          ]}
        />
      )}
      {acting && <SubscriptionModal {...acting} onClose={() => setActing(null)} />}
    </Stack>
  );
}

function SubscriptionModal({ sub, action, onClose }: { sub: SubscriptionInfo; action: Action; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  const move = useMoveRenewal();
  const [mode, setMode] = useState<'months' | 'date'>('months');
  const [months, setMonths] = useState<number | string>(1);
  const [date, setDate] = useState('');
  const mutation = action === 'renewal' ? move : cancel;
  const fieldError = move.error ? apiFieldErrors(t, move.error).date : undefined;
  const error = mutation.error
    ? (fieldError ??
      (isHttpError(mutation.error) && mutation.error.status === 409 ? t('adminMoney.subscriptions.changed') : t('admin.error')))
    : null;
  const base = { uuid: sub.uuid, currentPeriodEnd: sub.currentPeriodEnd };
  return (
    <ReasonModal
      title={t(`adminMoney.subscriptions.${action}Title`, { product: sub.product.name })}
      text={t('adminMoney.subscriptions.current', { date: formatDateTime(sub.currentPeriodEnd) })}
      confirm={t(`adminMoney.subscriptions.${action}`)}
      color={action === 'endNow' ? 'red' : action === 'stop' ? 'orange' : 'blue'}
      pending={mutation.isPending}
      error={error}
      ready={action !== 'renewal' || (mode === 'months' ? Number(months) >= 1 : date !== '')}
      onConfirm={(reason) => {
        if (action === 'renewal')
          move.mutate(
            mode === 'months' ? { ...base, reason, months: Number(months) } : { ...base, reason, date: new Date(date).toISOString() },
            { onSuccess: onClose },
          );
        else cancel.mutate({ ...base, reason, when: action === 'stop' ? 'period_end' : 'now' }, { onSuccess: onClose });
      }}
      onClose={onClose}
    >
      {action === 'renewal' && (
        <>
          <SegmentedControl
            w="fit-content"
            value={mode}
            onChange={(value) => setMode(value as 'months' | 'date')}
            data={[
              { value: 'months', label: t('adminMoney.subscriptions.extend') },
              { value: 'date', label: t('adminMoney.subscriptions.newDate') },
            ]}
          />
          {mode === 'months' ? (
            <NumberInput label={t('adminMoney.subscriptions.months')} value={months} onChange={setMonths} min={1} max={24} />
          ) : (
            <TextInput
              type="datetime-local"
              label={t('adminMoney.subscriptions.newDate')}
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
          )}
        </>
      )}
    </ReasonModal>
  );
}
