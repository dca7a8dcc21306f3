import type { PayoutFile, StaffPayout } from '@app/contracts/staff-money';
import { Alert, Badge, Button, Code, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/admin';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { isHttpError } from '@/lib/http';
import {
  bankChangesQuery,
  downloadPayoutFile,
  payoutFilesQuery,
  payoutsQuery,
  previousMonthOf,
  useMakePayoutFile,
  useMarkSent,
  usePayoutHold,
  usePreparePayouts,
} from './money-api';
import { ReasonModal } from './reason-modal';

const stateColor: Record<StaffPayout['state'], string> = {
  ready: 'green',
  held: 'orange',
  excluded: 'red',
  bank_details: 'red',
  bank_details_changed: 'yellow',
  sent: 'blue',
};

/** The affiliates' payouts (issue 34 item 4, decision 160): the month's payouts before the file, holds, the SEPA files. */
export function PayoutsScreen() {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(previousMonthOf());
  const payouts = useQuery(payoutsQuery(month));
  const files = useQuery(payoutFilesQuery());
  const bankChanges = useQuery(bankChangesQuery());
  const prepare = usePreparePayouts();
  const makeFile = useMakePayoutFile();
  const markSent = useMarkSent();
  const hold = usePayoutHold();
  const [acting, setActing] = useState<{ payout: StaffPayout; action: 'hold' | 'exclude' | 'release' } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, i18n.language);

  const make = () =>
    makeFile.mutate(month, {
      onSuccess: (answer) =>
        setNotice(
          answer.file
            ? t('adminMoney.payouts.fileMade', {
                count: answer.file.transactions,
                total: money(answer.file.totalCents),
                left: answer.leftOut,
              })
            : t('adminMoney.payouts.nothingToFile', { left: answer.leftOut }),
        ),
    });

  return (
    <Stack>
      <Text>{t('adminMoney.payouts.intro')}</Text>
      <Group align="end">
        <TextInput
          type="month"
          label={t('adminMoney.payouts.month')}
          value={month.slice(0, 7)}
          onChange={(e) => e.currentTarget.value && setMonth(`${e.currentTarget.value}-01`)}
        />
        <Button variant="default" onClick={() => prepare.mutate(month)} loading={prepare.isPending}>
          {t('adminMoney.payouts.prepare')}
        </Button>
        <Button onClick={make} loading={makeFile.isPending}>
          {t('adminMoney.payouts.makeFile')}
        </Button>
      </Group>
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {(prepare.isError || makeFile.isError || markSent.isError) && <Alert color="red">{t('admin.error')}</Alert>}
      {payouts.isPending ? (
        <Loader />
      ) : payouts.isError ? (
        <Alert color="red">{t('admin.error')}</Alert>
      ) : payouts.data.payouts.length === 0 ? (
        <Text c="dimmed">{t('adminMoney.payouts.empty')}</Text>
      ) : (
        <ResponsiveTable<StaffPayout>
          label={t('adminMoney.tabs.payouts')}
          rows={payouts.data.payouts}
          rowKey={(p) => String(p.id)}
          rowProps={(p) => ({ 'data-payout': String(p.id) })}
          striped
          minWidth={960}
          columns={[
            {
              key: 'who',
              header: t('adminMoney.payouts.affiliate'),
              role: 'title',
              cell: (p) => (
                <>
                  <Text size="sm" fw={500}>
                    {p.accountHolderName ?? '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.affiliateEmail}
                  </Text>
                </>
              ),
            },
            { key: 'iban', header: 'IBAN', cell: (p) => <Code>{p.iban ?? '—'}</Code> },
            { key: 'month', header: t('adminMoney.payouts.monthColumn'), cell: (p) => p.month.slice(0, 7) },
            { key: 'amount', header: t('adminMoney.payouts.amount'), align: 'right', strong: true, cell: (p) => money(p.amountCents) },
            {
              key: 'state',
              header: t('adminMoney.payouts.state'),
              cell: (p) => (
                <Stack gap={2}>
                  <Badge color={stateColor[p.state]} variant="light">
                    {t(`adminMoney.payouts.states.${p.state}`)}
                  </Badge>
                  {p.holdReason && (
                    <Text size="xs" c="dimmed">
                      {p.holdReason}
                    </Text>
                  )}
                  {p.bankHeldUntil && (
                    <Text size="xs" c="dimmed">
                      {t('adminMoney.payouts.until', { date: formatDateTime(p.bankHeldUntil) })}
                    </Text>
                  )}
                </Stack>
              ),
            },
            {
              key: 'action',
              header: t('adminMoney.action'),
              role: 'action',
              cell: (p) =>
                p.state === 'sent' ? null : p.state === 'held' || p.state === 'excluded' ? (
                  <Button size="xs" variant="default" onClick={() => setActing({ payout: p, action: 'release' })}>
                    {t('adminMoney.payouts.release')}
                  </Button>
                ) : (
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" color="orange" onClick={() => setActing({ payout: p, action: 'hold' })}>
                      {t('adminMoney.payouts.hold')}
                    </Button>
                    <Button size="xs" color="red" variant="light" onClick={() => setActing({ payout: p, action: 'exclude' })}>
                      {t('adminMoney.payouts.exclude')}
                    </Button>
                  </Group>
                ),
            },
          ]}
        />
      )}

      <Title order={2} size="h4" mt="md">
        {t('adminMoney.payouts.files')}
      </Title>
      {files.isPending ? (
        <Loader />
      ) : files.isError ? (
        <Alert color="red">{t('admin.error')}</Alert>
      ) : files.data.files.length === 0 ? (
        <Text c="dimmed">{t('adminMoney.payouts.noFiles')}</Text>
      ) : (
        <ResponsiveTable<PayoutFile>
          label={t('adminMoney.payouts.files')}
          rows={files.data.files}
          rowKey={(f) => String(f.id)}
          rowProps={(f) => ({ 'data-file': String(f.id) })}
          striped
          minWidth={960}
          columns={[
            { key: 'id', header: t('adminMoney.payouts.messageId'), role: 'title', cell: (f) => <Code>{f.messageId}</Code> },
            { key: 'date', header: t('adminMoney.payouts.madeAt'), cell: (f) => formatDateTime(f.createdAt) },
            {
              key: 'transfers',
              header: t('adminMoney.payouts.transfers'),
              cell: (f) => (
                <Stack gap={0}>
                  {f.transfers.map((tr) => (
                    <Text size="xs" key={tr.payoutId}>
                      {tr.affiliateEmail} · {tr.iban} · {money(tr.amountCents)}
                    </Text>
                  ))}
                </Stack>
              ),
            },
            { key: 'total', header: t('adminMoney.payouts.total'), align: 'right', strong: true, cell: (f) => money(f.totalCents) },
            {
              key: 'bank',
              header: t('adminMoney.payouts.bank'),
              cell: (f) =>
                f.sentToBankAt ? (
                  <Text size="sm" fw={600} c="blue.8">
                    {t('adminMoney.payouts.sentOn', { date: formatDateTime(f.sentToBankAt) })}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('adminMoney.payouts.notSent')}
                  </Text>
                ),
            },
            {
              key: 'action',
              header: t('adminMoney.action'),
              role: 'action',
              cell: (f) => (
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => void downloadPayoutFile(f.id)}>
                    {t('adminMoney.payouts.download')}
                  </Button>
                  {!f.sentToBankAt && (
                    <Button size="xs" onClick={() => markSent.mutate(f.id)} loading={markSent.isPending && markSent.variables === f.id}>
                      {t('adminMoney.payouts.markSent')}
                    </Button>
                  )}
                </Group>
              ),
            },
          ]}
        />
      )}

      <Title order={2} size="h4" mt="md">
        {t('adminMoney.payouts.bankChanges')}
      </Title>
      {bankChanges.data && bankChanges.data.changes.length === 0 && <Text c="dimmed">{t('adminMoney.payouts.noBankChanges')}</Text>}
      {bankChanges.data?.changes.map((c) => (
        <Text size="sm" key={c.affiliateId}>
          {c.affiliateEmail} · <Code>{c.iban ?? '—'}</Code> · {t('adminMoney.payouts.until', { date: formatDateTime(c.heldUntil) })}
        </Text>
      ))}

      {acting && (
        <ReasonModal
          title={t(`adminMoney.payouts.${acting.action}Title`)}
          text={t('adminMoney.payouts.actText', {
            who: acting.payout.accountHolderName ?? acting.payout.affiliateEmail ?? '',
            amount: money(acting.payout.amountCents),
          })}
          confirm={t(`adminMoney.payouts.${acting.action}`)}
          color={acting.action === 'release' ? 'blue' : acting.action === 'hold' ? 'orange' : 'red'}
          pending={hold.isPending}
          error={
            hold.error
              ? isHttpError(hold.error) && hold.error.status === 409
                ? t('adminMoney.payouts.alreadyFiled')
                : t('admin.error')
              : null
          }
          onConfirm={(reason) =>
            hold.mutate(
              { id: acting.payout.id, action: acting.action, reason },
              {
                onSuccess: () => {
                  setActing(null);
                  hold.reset();
                },
              },
            )
          }
          onClose={() => {
            setActing(null);
            hold.reset();
          }}
        />
      )}
    </Stack>
  );
}
