import { codeLabel } from './labels';
import { orderIdentityColumns } from './order-columns';
import type { AuditEntry, InboxMessage, StaffOrder } from '@app/contracts/staff';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/admin';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { isHttpError } from '@/lib/http';
import {
  auditQuery,
  flaggedQuery,
  inboxQuery,
  meQuery,
  useAnswer,
  useRefund,
  useSetStatus,
  useSignIn,
  useSignOut,
  type InboxStatus,
} from './api';
import { OrdersScreen } from './orders-screen';
import { PayoutsScreen } from './payouts-screen';
import { PricesScreen } from './prices-screen';
import { SubscriptionsScreen } from './subscriptions-screen';
import { CustomersPanel, ObligationsPanel, OperationsPanel, SecurityPanel } from './support-screens';
import { ReasonModal } from './reason-modal';

/** The back office (decision 152): sign-in with a second factor, then payments, messages and the audit log. */
export function AdminApp() {
  const { t } = useTranslation();
  const me = useQuery(meQuery());
  if (me.isPending) return <Loader m="xl" />;
  if (me.isError)
    return (
      <Alert color="red" m="xl">
        {t('admin.error')}
      </Alert>
    );
  if (!me.data) return <SignIn />;
  return <Shell email={me.data.email} permissions={me.data.permissions} recoveryLeft={me.data.recoveryCodesLeft} />;
}

function SignIn() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [form, setForm] = useState({ email: '', password: '', code: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(form);
  };
  const failure = signIn.error
    ? isHttpError(signIn.error) && signIn.error.status === 429
      ? t('admin.signIn.wait')
      : isHttpError(signIn.error) && signIn.error.status === 401
        ? t('admin.signIn.failed')
        : t('admin.error')
    : null;
  return (
    <Container size={420} py={64}>
      <Title order={1} size="h2" mb="xs">
        {t('admin.title')}
      </Title>
      <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit}>
        <Stack>
          <Title order={2} size="h4">
            {t('admin.signIn.title')}
          </Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('admin.signIn.email')}
            type="email"
            autoComplete="username"
            required
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          />
          <PasswordInput
            label={t('admin.signIn.password')}
            autoComplete="current-password"
            required
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.currentTarget.value })}
          />
          <TextInput
            label={t('admin.signIn.code')}
            autoComplete="one-time-code"
            inputMode="text"
            required
            maxLength={32}
            value={form.code}
            onChange={(e) => setForm({ ...form, code: e.currentTarget.value })}
          />
          <Button type="submit" loading={signIn.isPending}>
            {t('admin.signIn.submit')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('admin.signIn.help')}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

function Shell({ email, permissions, recoveryLeft }: { email: string; permissions: string[]; recoveryLeft: number }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const finance = permissions.includes('finance');
  const support = permissions.includes('support');
  return (
    <Container size={1200} py="md">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h3">
          {t('admin.title')}
        </Title>
        <Group gap="sm">
          <Text size="sm">{email}</Text>
          <Text size="sm" c="dimmed">
            {t('admin.recoveryLeft', { count: recoveryLeft })}
          </Text>
          <Button variant="default" size="xs" onClick={() => signOut.mutate()} loading={signOut.isPending}>
            {t('admin.signOut')}
          </Button>
        </Group>
      </Group>
      <Tabs defaultValue={finance ? 'payments' : support ? 'inbox' : 'audit'} keepMounted={false}>
        <Tabs.List mb="md">
          {finance && <Tabs.Tab value="payments">{t('admin.tabs.payments')}</Tabs.Tab>}
          {finance && <Tabs.Tab value="orders">{t('adminMoney.tabs.orders')}</Tabs.Tab>}
          {finance && <Tabs.Tab value="payouts">{t('adminMoney.tabs.payouts')}</Tabs.Tab>}
          {finance && <Tabs.Tab value="prices">{t('adminMoney.tabs.prices')}</Tabs.Tab>}
          {finance && <Tabs.Tab value="subscriptions">{t('adminMoney.tabs.subscriptions')}</Tabs.Tab>}
          {support && <Tabs.Tab value="inbox">{t('admin.tabs.inbox')}</Tabs.Tab>}
          {support && <Tabs.Tab value="customers">{t('adminSupport.tabs.customers')}</Tabs.Tab>}
          {support && <Tabs.Tab value="obligations">{t('adminSupport.tabs.obligations')}</Tabs.Tab>}
          {support && <Tabs.Tab value="operations">{t('adminSupport.tabs.operations')}</Tabs.Tab>}
          <Tabs.Tab value="audit">{t('admin.tabs.audit')}</Tabs.Tab>
          <Tabs.Tab value="security">{t('adminSupport.tabs.security')}</Tabs.Tab>
        </Tabs.List>
        {finance && (
          <Tabs.Panel value="payments">
            <FlaggedPayments />
          </Tabs.Panel>
        )}
        {finance && (
          <Tabs.Panel value="orders">
            <OrdersScreen />
          </Tabs.Panel>
        )}
        {finance && (
          <Tabs.Panel value="payouts">
            <PayoutsScreen />
          </Tabs.Panel>
        )}
        {finance && (
          <Tabs.Panel value="prices">
            <PricesScreen />
          </Tabs.Panel>
        )}
        {finance && (
          <Tabs.Panel value="subscriptions">
            <SubscriptionsScreen />
          </Tabs.Panel>
        )}
        {support && (
          <Tabs.Panel value="inbox">
            <Inbox />
          </Tabs.Panel>
        )}
        {support && (
          <Tabs.Panel value="customers">
            <CustomersPanel />
          </Tabs.Panel>
        )}
        {support && (
          <Tabs.Panel value="obligations">
            <ObligationsPanel />
          </Tabs.Panel>
        )}
        {support && (
          <Tabs.Panel value="operations">
            <OperationsPanel />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="audit">
          <AuditLog />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityPanel support={support} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

const stateColor: Record<string, string> = { none: 'red', due: 'orange', refunded: 'blue', notified: 'green' };

function FlaggedPayments() {
  const { t, i18n } = useTranslation();
  const flagged = useQuery(flaggedQuery());
  const [refunding, setRefunding] = useState<StaffOrder | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (flagged.isPending) return <Loader />;
  if (flagged.isError) return <Alert color="red">{t('admin.error')}</Alert>;
  const { orders } = flagged.data;
  return (
    <Stack>
      <Text>{t('admin.payments.intro')}</Text>
      {done && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {orders.length === 0 ? (
        <Text c="dimmed">{t('admin.payments.empty')}</Text>
      ) : (
        <ResponsiveTable<StaffOrder>
          label={t('admin.tabs.payments')}
          rows={orders}
          rowKey={(order) => order.uuid}
          rowProps={(order) => ({ 'data-order': order.uuid })}
          striped
          minWidth={960}
          columns={[
            ...orderIdentityColumns(t),
            {
              key: 'charged',
              header: t('admin.payments.charged'),
              align: 'right',
              cell: (order) => (order.charged === null ? '—' : formatMoney(order.charged, i18n.language)),
            },
            {
              key: 'total',
              header: t('admin.payments.total'),
              align: 'right',
              strong: true,
              cell: (order) => formatMoney(order.totalInclVat, i18n.language),
            },
            {
              key: 'reason',
              header: t('admin.payments.reason'),
              cell: (order) => (order.reason ? codeLabel(t, 'mismatchReasons', order.reason) : '—'),
            },
            {
              key: 'state',
              header: t('admin.payments.state'),
              cell: (order) => {
                const state = order.refundStatus ?? 'none';
                return (
                  <Text size="sm" fw={600} c={`${stateColor[state]}.8`}>
                    {t(`admin.payments.states.${state}`)}
                  </Text>
                );
              },
            },
            {
              key: 'action',
              header: t('admin.payments.action'),
              role: 'action',
              cell: (order) =>
                (order.refundStatus ?? 'none') !== 'notified' ? (
                  <Button size="xs" color="red" onClick={() => setRefunding(order)}>
                    {t('admin.payments.refund')}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {refunding && (
        <RefundModal
          order={refunding}
          onClose={(message) => {
            setRefunding(null);
            if (message) setDone(message);
          }}
        />
      )}
    </Stack>
  );
}

function RefundModal({ order, onClose }: { order: StaffOrder; onClose: (message?: string) => void }) {
  const { t, i18n } = useTranslation();
  const refund = useRefund();
  const amount = formatMoney(order.charged ?? order.totalInclVat, i18n.language);
  return (
    <ReasonModal
      title={t('admin.payments.refundTitle')}
      text={t('admin.payments.refundText', { amount })}
      reasonLabel={t('admin.payments.refundReason')}
      confirm={t('admin.payments.confirm')}
      color="red"
      pending={refund.isPending}
      error={refund.isError ? t('admin.payments.failed') : null}
      onConfirm={(reason) =>
        refund.mutate(
          { uuid: order.uuid, reason },
          { onSuccess: (answer) => onClose(answer.alreadyRefunded ? t('admin.payments.already') : t('admin.payments.done')) },
        )
      }
      onClose={() => onClose()}
    />
  );
}

function Inbox() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<InboxStatus>('new');
  const inbox = useQuery(inboxQuery(status));
  return (
    <Stack>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => setStatus(value as InboxStatus)}
        data={(['new', 'answered', 'closed'] as const).map((s) => ({ value: s, label: t(`admin.inbox.statuses.${s}`) }))}
      />
      {inbox.isPending ? (
        <Loader />
      ) : inbox.isError ? (
        <Alert color="red">{t('admin.error')}</Alert>
      ) : inbox.data.messages.length === 0 ? (
        <Text c="dimmed">{t('admin.inbox.empty')}</Text>
      ) : (
        inbox.data.messages.map((message) => <MessageCard key={message.id} message={message} />)
      )}
    </Stack>
  );
}

function MessageCard({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const answer = useAnswer();
  const setStatus = useSetStatus();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [lang, setLang] = useState<'fr' | 'en'>('fr');
  return (
    <Paper withBorder p="md" radius="md" data-testid="inbox-message">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Badge variant="light">{t(`admin.inbox.kinds.${message.kind}`)}</Badge>
          <Text fw={500}>{message.email}</Text>
          {message.company && <Text c="dimmed">{message.company}</Text>}
        </Group>
        <Text size="sm" c="dimmed">
          {formatDateTime(message.createdAt)}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
      {message.quantity !== null && (
        <Text size="sm" c="dimmed">
          {t('admin.inbox.quantity', { count: message.quantity })}
        </Text>
      )}
      {message.answer && (
        <Paper withBorder p="sm" mt="sm" bg="gray.0" data-testid="inbox-answer">
          <Text size="sm" c="dimmed" mb={4}>
            {t('admin.inbox.answered', {
              by: message.answer.by,
              date: formatDateTime(message.answer.at),
              lang: message.answer.lang === 'en' ? 'English' : 'Français',
            })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.answer.text}
          </Text>
        </Paper>
      )}
      <Group mt="sm" gap="xs">
        {message.status !== 'closed' && (
          <Button size="xs" onClick={() => setOpen((o) => !o)}>
            {t('admin.inbox.answer')}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          loading={setStatus.isPending}
          onClick={() => setStatus.mutate({ id: message.id, status: message.status === 'closed' ? 'new' : 'closed' })}
        >
          {message.status === 'closed' ? t('admin.inbox.reopen') : t('admin.inbox.close')}
        </Button>
      </Group>
      {open && (
        <Stack
          mt="sm"
          component="form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            answer.mutate({ id: message.id, answer: text, lang }, { onSuccess: () => setOpen(false) });
          }}
        >
          <Textarea
            label={t('admin.inbox.answerLabel')}
            required
            minLength={2}
            maxLength={5000}
            autosize
            minRows={3}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group>
            <Text size="sm">{t('admin.inbox.language')}</Text>
            <SegmentedControl
              size="xs"
              value={lang}
              onChange={(v) => setLang(v as 'fr' | 'en')}
              data={[
                { value: 'fr', label: 'Français' },
                { value: 'en', label: 'English' },
              ]}
            />
          </Group>
          {answer.isError && <Alert color="red">{t('admin.error')}</Alert>}
          <Button type="submit" w="fit-content" loading={answer.isPending}>
            {t('admin.inbox.send')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

function AuditLog() {
  const { t } = useTranslation();
  const [before, setBefore] = useState<number | undefined>(undefined);
  const audit = useQuery(auditQuery(before));
  if (audit.isPending) return <Loader />;
  if (audit.isError) return <Alert color="red">{t('admin.error')}</Alert>;
  const { entries } = audit.data;
  if (entries.length === 0) return <Text c="dimmed">{t('admin.audit.empty')}</Text>;
  return (
    <Stack>
      <ResponsiveTable<AuditEntry>
        label={t('admin.tabs.audit')}
        rows={entries}
        rowKey={(entry) => entry.id}
        striped
        columns={[
          { key: 'what', header: t('admin.audit.what'), role: 'title', cell: (entry) => codeLabel(t, 'auditActions', entry.action) },
          { key: 'when', header: t('admin.audit.when'), cell: (entry) => formatDateTime(entry.createdAt) },
          { key: 'who', header: t('admin.audit.who'), cell: (entry) => entry.staffEmail },
          { key: 'target', header: t('admin.audit.target'), cell: (entry) => entry.target ?? '—' },
          {
            key: 'details',
            header: t('admin.audit.details'),
            cell: (entry) => (
              <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {entry.before ? JSON.stringify(entry.before) : '—'} → {entry.after ? JSON.stringify(entry.after) : '—'}
              </Text>
            ),
          },
        ]}
      />
      {entries.length === 50 && (
        <Button variant="default" w="fit-content" onClick={() => setBefore(entries.at(-1)!.id)}>
          {t('admin.audit.more')}
        </Button>
      )}
    </Stack>
  );
}
