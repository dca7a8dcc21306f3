import { codeLabel } from './labels';
import type { CustomerHit, FailedJobView, PrivacyRequest, StaffMember } from '@app/contracts/staff-support';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  List,
  Loader,
  Modal,
  NumberInput,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/admin';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { errorText } from '@/lib/errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import {
  candidateQuery,
  customerQuery,
  customersQuery,
  healthQuery,
  jobsQuery,
  privacyRequestsQuery,
  retentionQuery,
  staffQuery,
  useAddPrivacyRequest,
  useBeginTotp,
  useChangePassword,
  useCompletePrivacyRequest,
  useConfirmTotp,
  useDeactivateStaff,
  useDiscardJob,
  useInvite,
  usePasswordReset,
  useReactivate,
  useRenewCodes,
  useRetryJob,
  useSuspend,
  useViewAs,
} from './support-api';
import { ReasonModal } from './reason-modal';

/**
 * The back office's support screens (issue 34 items 2, 5, 6 and the staff's own security; decision
 * 161): customers, GDPR obligations, operations, security. Each failure shows the API's French or
 * English text.
 */
const KINDS = ['all', 'recruiter', 'headhunter', 'affiliate', 'candidate'] as const;
type Kind = (typeof KINDS)[number];

function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {errorText(t, error, t('admin.error'))}
    </Alert>
  );
}

function Done({ text, onClose }: { text: string | null; onClose: () => void }) {
  if (!text) return null;
  return (
    <Alert color="green" role="status" withCloseButton onClose={onClose}>
      {text}
    </Alert>
  );
}

const stateColor = { active: 'green', suspended: 'red', inactive: 'gray' } as const;

export function CustomersPanel() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState({ q: '', kind: 'all' as Kind, page: 1 });
  const [open, setOpen] = useState<CustomerHit | null>(null);
  const [inviting, setInviting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const results = useQuery(customersQuery(search.q, search.kind, search.page));
  if (open)
    return open.kind === 'candidate' ? (
      <CandidateView uuid={open.uuid} onBack={() => setOpen(null)} />
    ) : (
      <CustomerView uuid={open.uuid} onBack={() => setOpen(null)} />
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ ...search, q: typed.trim(), page: 1 });
  };
  return (
    <Stack>
      <Group justify="space-between" align="end" component="form" onSubmit={submit}>
        <Group align="end">
          <TextInput
            label={t('adminSupport.customers.query')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            w={360}
            minLength={2}
            maxLength={100}
            data-testid="customer-query"
          />
          <SegmentedControl
            value={search.kind}
            onChange={(kind) => setSearch({ ...search, kind: kind as Kind, page: 1 })}
            data={KINDS.map((k) => ({ value: k, label: t(`adminSupport.customers.kinds.${k}`) }))}
          />
          <Button type="submit">{t('adminSupport.customers.search')}</Button>
        </Group>
        <Button variant="light" onClick={() => setInviting(true)}>
          {t('adminSupport.customers.invite')}
        </Button>
      </Group>
      <Done text={done} onClose={() => setDone(null)} />
      <Failure error={results.error} />
      {results.isFetching && <Loader size="sm" />}
      {results.data &&
        (results.data.hits.length === 0 ? (
          <Text c="dimmed">{t('adminSupport.customers.empty')}</Text>
        ) : (
          <>
            <ResponsiveTable<CustomerHit>
              label={t('adminSupport.tabs.customers')}
              rows={results.data.hits}
              rowKey={(hit) => hit.uuid}
              rowProps={(hit) => ({ 'data-customer': hit.uuid })}
              striped
              minWidth={1000}
              columns={[
                { key: 'name', header: t('adminSupport.customers.name'), role: 'title', cell: (hit) => hit.name ?? '—' },
                { key: 'email', header: t('adminSupport.customers.email'), cell: (hit) => hit.email },
                { key: 'siret', header: t('adminSupport.customers.siret'), cell: (hit) => hit.siret ?? '—' },
                { key: 'town', header: t('adminSupport.customers.town'), cell: (hit) => hit.town ?? '—' },
                {
                  key: 'roles',
                  header: t('adminSupport.customers.roles'),
                  cell: (hit) =>
                    (hit.kind === 'candidate' ? (['candidate'] as const) : hit.roles)
                      .map((r) => t(`adminSupport.customers.roleNames.${r}`))
                      .join(', '),
                },
                {
                  key: 'state',
                  header: t('adminSupport.customers.state'),
                  cell: (hit) => <Badge color={stateColor[hit.state]}>{t(`adminSupport.customers.states.${hit.state}`)}</Badge>,
                },
                {
                  key: 'open',
                  header: '',
                  role: 'action',
                  cell: (hit) => (
                    <Button size="xs" variant="light" onClick={() => setOpen(hit)}>
                      {t('adminSupport.customers.open')}
                    </Button>
                  ),
                },
              ]}
            />
            <Group>
              <Button
                variant="default"
                size="xs"
                disabled={search.page <= 1}
                onClick={() => setSearch({ ...search, page: search.page - 1 })}
              >
                {t('adminSupport.customers.previous')}
              </Button>
              <Text size="sm">{t('adminSupport.customers.page', { page: search.page })}</Text>
              <Button
                variant="default"
                size="xs"
                disabled={!results.data.hasMore}
                onClick={() => setSearch({ ...search, page: search.page + 1 })}
              >
                {t('adminSupport.customers.next')}
              </Button>
            </Group>
          </>
        ))}
      {inviting && (
        <InviteModal
          onClose={(message) => {
            setInviting(false);
            if (message) setDone(message);
          }}
        />
      )}
    </Stack>
  );
}

function InviteModal({ onClose }: { onClose: (message?: string) => void }) {
  const { t } = useTranslation();
  const invite = useInvite();
  const [form, setForm] = useState({ email: '', company: '', manager: '', phoneNumber: '', maxAddresses: 0 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { ...form, phoneNumber: form.phoneNumber.trim() || null },
      { onSuccess: () => onClose(t('adminSupport.customers.invited')) },
    );
  };
  return (
    <Modal opened onClose={() => onClose()} title={t('adminSupport.customers.inviteTitle')} size="lg">
      <Stack component="form" onSubmit={submit}>
        <Failure error={invite.error} />
        <TextInput
          label={t('adminSupport.customers.email')}
          type="email"
          required
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
        />
        <TextInput
          label={t('adminSupport.customers.company')}
          required
          value={form.company}
          onChange={(e) => setForm({ ...form, company: e.currentTarget.value })}
        />
        <TextInput
          label={t('adminSupport.customers.manager')}
          required
          value={form.manager}
          onChange={(e) => setForm({ ...form, manager: e.currentTarget.value })}
        />
        <TextInput
          label={t('adminSupport.customers.phone')}
          value={form.phoneNumber}
          onChange={(e) => setForm({ ...form, phoneNumber: e.currentTarget.value })}
        />
        <NumberInput
          label={t('adminSupport.customers.maxAddresses')}
          min={0}
          max={1000}
          value={form.maxAddresses}
          onChange={(v) => setForm({ ...form, maxAddresses: typeof v === 'number' ? v : 0 })}
        />
        <Button type="submit" loading={invite.isPending}>
          {t('adminSupport.customers.inviteSend')}
        </Button>
      </Stack>
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Lines of text, or "none". */
function Lines({ items }: { items: string[] }) {
  const { t } = useTranslation();
  if (!items.length)
    return (
      <Text size="sm" c="dimmed">
        {t('adminSupport.common.none')}
      </Text>
    );
  return (
    <List size="sm" spacing={2}>
      {items.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List>
  );
}

function CustomerView({ uuid, onBack }: { uuid: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery(customerQuery(uuid));
  const suspend = useSuspend();
  const reactivate = useReactivate();
  const reset = usePasswordReset();
  const viewAs = useViewAs();
  const [asking, setAsking] = useState<'suspend' | 'reactivate' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (detail.isPending) return <Loader />;
  if (detail.isError) return <Failure error={detail.error} />;
  const { account, sites, subscriptions, orders, invoices, applications, payouts, mails, supportViews } = detail.data;
  const price = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <Stack data-testid="customer-view">
      <Group justify="space-between">
        <Button variant="subtle" onClick={onBack}>
          {t('adminSupport.common.back')}
        </Button>
        <Group>
          {account.state === 'suspended' ? (
            <Button color="green" onClick={() => setAsking('reactivate')}>
              {t('adminSupport.customers.reactivate')}
            </Button>
          ) : (
            <Button color="red" variant="light" disabled={account.state !== 'active'} onClick={() => setAsking('suspend')}>
              {t('adminSupport.customers.suspend')}
            </Button>
          )}
          <Button
            variant="default"
            loading={reset.isPending}
            onClick={() =>
              reset.mutate(uuid, {
                onSuccess: (r) => setDone(t(r.sent ? 'adminSupport.customers.resetSent' : 'adminSupport.customers.resetNotSent')),
              })
            }
          >
            {t('adminSupport.customers.reset')}
          </Button>
          <Button variant="light" disabled={account.state !== 'active'} loading={viewAs.isPending} onClick={() => viewAs.mutate(uuid)}>
            {t('adminSupport.customers.viewAs')}
          </Button>
        </Group>
      </Group>
      <Done text={done} onClose={() => setDone(null)} />
      <Failure error={reset.error ?? viewAs.error} />
      {viewAs.data && (
        <Alert color="blue">
          <Text size="sm" mb="xs">
            {t('adminSupport.customers.viewAsText')}
          </Text>
          <Anchor href={viewAs.data.link} target="_blank" rel="noopener" data-testid="view-as-link">
            {t('adminSupport.customers.viewAsOpen')}
          </Anchor>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h4">
              {account.company ?? account.email}
            </Title>
            <Text size="sm">
              {account.email} · {account.manager ?? '—'} · {account.phoneNumber ?? '—'}
            </Text>
            <Text size="sm" c="dimmed">
              {t('adminSupport.customers.siret')} {account.siret ?? '—'} ·{' '}
              {account.roles.map((r) => t(`adminSupport.customers.roleNames.${r}`)).join(', ')} · {t('adminSupport.customers.created')}{' '}
              {formatDateTime(account.createdAt)} · {t('adminSupport.customers.lastLogin')}{' '}
              {account.lastLoginAt ? formatDateTime(account.lastLoginAt) : '—'}
            </Text>
          </div>
          <Badge size="lg" color={stateColor[account.state]} data-testid="customer-state">
            {t(`adminSupport.customers.states.${account.state}`)}
          </Badge>
        </Group>
      </Paper>
      <SimpleGrid cols={2}>
        <Section title={t('adminSupport.customers.sites')}>
          <Lines items={sites.map((s) => `${s.name}${s.town ? ` (${s.town})` : ''}${s.siret ? ` · ${s.siret}` : ''}`)} />
        </Section>
        <Section title={t('adminSupport.customers.subscriptions')}>
          <Lines
            items={subscriptions.map(
              (s) =>
                `${s.site ?? '—'} · ${codeLabel(t, 'statuses', s.status)} · ${t('adminSupport.customers.until', { date: formatDateTime(s.periodEnd) })}${
                  s.cancelAtPeriodEnd ? ` · ${t('adminSupport.customers.cancelAtEnd')}` : ''
                }`,
            )}
          />
        </Section>
        <Section title={t('adminSupport.customers.orders')}>
          <Lines
            items={orders.map(
              (o) =>
                `${formatDateTime(o.createdAt)} · ${codeLabel(t, 'orderKinds', o.kind)} · ${codeLabel(t, 'statuses', o.status)} · ${price(o.totalInclVat)}`,
            )}
          />
        </Section>
        <Section title={t('adminSupport.customers.invoices')}>
          <Lines items={invoices.map((i) => `${i.number} · ${formatDateTime(i.issuedAt)} · ${price(i.totalInclVat)}`)} />
        </Section>
        <Section title={t('adminSupport.customers.applications', { count: applications.total })}>
          <Lines
            items={applications.recent.map((a) => `${formatDateTime(a.createdAt)} · ${a.site} · ${codeLabel(t, 'statuses', a.status)}`)}
          />
        </Section>
        <Section title={t('adminSupport.customers.payouts')}>
          <Lines items={payouts.map((p) => `${p.month} · ${price(p.amountCents)} · ${codeLabel(t, 'statuses', p.status)}`)} />
        </Section>
        <Section title={t('adminSupport.customers.mails')}>
          <Lines items={mails.map((m) => `${formatDateTime(m.createdAt)} · ${m.subject} · ${codeLabel(t, 'statuses', m.status)}`)} />
        </Section>
        <Section title={t('adminSupport.customers.views')}>
          <Lines
            items={supportViews.map(
              (v) =>
                `${formatDateTime(v.createdAt)} · ${t('adminSupport.customers.openedBy', { email: v.staffEmail })}${
                  v.openedAt ? '' : ` · ${t('adminSupport.customers.notOpened')}`
                }`,
            )}
          />
        </Section>
      </SimpleGrid>
      {asking && (
        <ReasonModal
          title={t(asking === 'suspend' ? 'adminSupport.customers.suspendTitle' : 'adminSupport.customers.reactivateTitle')}
          text={asking === 'suspend' ? t('adminSupport.customers.suspendText') : undefined}
          pending={suspend.isPending || reactivate.isPending}
          confirm={t('adminSupport.common.confirm')}
          color="red"
          reasonLabel={t('adminSupport.common.reason')}
          error={null}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            (asking === 'suspend' ? suspend : reactivate).mutate(
              { uuid, reason },
              {
                onSuccess: () => {
                  setAsking(null);
                  setDone(t(asking === 'suspend' ? 'adminSupport.customers.suspended' : 'adminSupport.customers.reactivated'));
                },
              },
            )
          }
        >
          <Failure error={asking === 'suspend' ? suspend.error : reactivate.error} />
        </ReasonModal>
      )}
    </Stack>
  );
}

function CandidateView({ uuid, onBack }: { uuid: string; onBack: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery(candidateQuery(uuid));
  if (detail.isPending) return <Loader />;
  if (detail.isError) return <Failure error={detail.error} />;
  const { candidate, applications, mails } = detail.data;
  return (
    <Stack>
      <Button variant="subtle" onClick={onBack} w="fit-content">
        {t('adminSupport.common.back')}
      </Button>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4">
          {candidate.firstName} {candidate.lastName}
        </Title>
        <Text size="sm">
          {candidate.email} · {candidate.town ?? '—'} · {t('adminSupport.customers.lastContact')} {formatDateTime(candidate.lastContactAt)}
        </Text>
        {candidate.anonymizedAt && (
          <Text size="sm">{t('adminSupport.customers.anonymized', { date: formatDateTime(candidate.anonymizedAt) })}</Text>
        )}
      </Paper>
      <SimpleGrid cols={2}>
        <Section title={t('adminSupport.customers.applications', { count: applications.length })}>
          <Lines items={applications.map((a) => `${formatDateTime(a.createdAt)} · ${a.site} · ${codeLabel(t, 'statuses', a.status)}`)} />
        </Section>
        <Section title={t('adminSupport.customers.mails')}>
          <Lines items={mails.map((m) => `${formatDateTime(m.createdAt)} · ${m.subject} · ${codeLabel(t, 'statuses', m.status)}`)} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

export function ObligationsPanel() {
  const { t } = useTranslation();
  const [state, setState] = useState<'open' | 'done' | 'all'>('open');
  const requests = useQuery(privacyRequestsQuery(state));
  const retention = useQuery(retentionQuery());
  const complete = useCompletePrivacyRequest();
  const add = useAddPrivacyRequest();
  const [form, setForm] = useState({
    kind: 'export' as 'export' | 'erasure',
    subject: 'account' as 'account' | 'candidate',
    email: '',
    receivedOn: '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { ...form, receivedOn: form.receivedOn || undefined, note: null },
      { onSuccess: () => setForm({ ...form, email: '', receivedOn: '' }) },
    );
  };
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('adminSupport.obligations.requests')}
      </Title>
      <Text size="sm">{t('adminSupport.obligations.intro')}</Text>
      <SegmentedControl
        w="fit-content"
        value={state}
        onChange={(v) => setState(v as typeof state)}
        data={(['open', 'done', 'all'] as const).map((s) => ({ value: s, label: t(`adminSupport.obligations.states.${s}`) }))}
      />
      <Failure error={requests.error ?? complete.error} />
      {requests.data &&
        (requests.data.requests.length === 0 ? (
          <Text c="dimmed">{t('adminSupport.obligations.empty')}</Text>
        ) : (
          <ResponsiveTable<PrivacyRequest>
            label={t('adminSupport.obligations.requests')}
            rows={requests.data.requests}
            rowKey={(r) => String(r.id)}
            striped
            minWidth={1000}
            columns={[
              {
                key: 'kind',
                header: t('adminSupport.obligations.kind'),
                role: 'title',
                cell: (r) => t(`adminSupport.obligations.kinds.${r.kind}`),
              },
              {
                key: 'subject',
                header: t('adminSupport.obligations.subject'),
                cell: (r) => `${r.email} (${t(`adminSupport.obligations.subjects.${r.subject}`)})`,
              },
              {
                key: 'channel',
                header: t('adminSupport.obligations.channel'),
                cell: (r) => t(`adminSupport.obligations.channels.${r.channel}`),
              },
              { key: 'received', header: t('adminSupport.obligations.received'), cell: (r) => formatDateTime(r.receivedAt) },
              {
                key: 'due',
                header: t('adminSupport.obligations.due'),
                cell: (r) => (
                  <Text size="sm" c={r.overdue ? 'red.8' : undefined} fw={r.overdue ? 700 : undefined}>
                    {formatDateTime(r.dueAt)} {r.overdue ? `· ${t('adminSupport.obligations.overdue')}` : ''}
                  </Text>
                ),
              },
              {
                key: 'done',
                header: t('adminSupport.obligations.doneAt'),
                role: 'action',
                cell: (r) =>
                  r.doneAt ? (
                    formatDateTime(r.doneAt)
                  ) : (
                    <Button size="xs" loading={complete.isPending && complete.variables === r.id} onClick={() => complete.mutate(r.id)}>
                      {t('adminSupport.obligations.markDone')}
                    </Button>
                  ),
              },
            ]}
          />
        ))}
      <Paper withBorder p="md" radius="md" component="form" onSubmit={submit}>
        <Title order={3} size="h5" mb="xs">
          {t('adminSupport.obligations.add')}
        </Title>
        <Failure error={add.error} />
        <Group align="end">
          <Select
            label={t('adminSupport.obligations.kind')}
            value={form.kind}
            allowDeselect={false}
            onChange={(v) => setForm({ ...form, kind: (v ?? 'export') as typeof form.kind })}
            data={(['export', 'erasure'] as const).map((k) => ({ value: k, label: t(`adminSupport.obligations.kinds.${k}`) }))}
          />
          <Select
            label={t('adminSupport.obligations.subject')}
            value={form.subject}
            allowDeselect={false}
            onChange={(v) => setForm({ ...form, subject: (v ?? 'account') as typeof form.subject })}
            data={(['account', 'candidate'] as const).map((k) => ({ value: k, label: t(`adminSupport.obligations.subjects.${k}`) }))}
          />
          <TextInput
            label={t('adminSupport.obligations.email')}
            type="email"
            required
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          />
          <TextInput
            label={t('adminSupport.obligations.receivedOn')}
            type="date"
            value={form.receivedOn}
            onChange={(e) => setForm({ ...form, receivedOn: e.currentTarget.value })}
          />
          <Button type="submit" loading={add.isPending}>
            {t('adminSupport.common.save')}
          </Button>
        </Group>
      </Paper>
      <Title order={2} size="h4">
        {t('adminSupport.obligations.retention')}
      </Title>
      <Failure error={retention.error} />
      {retention.data && (
        <SimpleGrid cols={2}>
          <Section title={t('adminSupport.obligations.notices')}>
            <Lines
              items={retention.data.notices.map(
                (n) =>
                  `${t('adminSupport.obligations.candidate')} ${n.uuid.slice(0, 8)} · ${t('adminSupport.obligations.noticeAt')} ${formatDateTime(n.noticeAt)}`,
              )}
            />
          </Section>
          <Section title={t('adminSupport.obligations.anonymizations')}>
            <Lines
              items={retention.data.anonymizations.map(
                (a) =>
                  `${t('adminSupport.obligations.candidate')} ${a.uuid.slice(0, 8)} · ${t('adminSupport.obligations.anonymizedAt')} ${formatDateTime(a.anonymizedAt)}`,
              )}
            />
          </Section>
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function OperationsPanel() {
  const { t } = useTranslation();
  const health = useQuery(healthQuery());
  const jobs = useQuery(jobsQuery());
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('adminSupport.operations.health')}
        </Title>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            void health.refetch();
            void jobs.refetch();
          }}
        >
          {t('adminSupport.operations.refresh')}
        </Button>
      </Group>
      <Failure error={health.error} />
      {health.data && (
        <SimpleGrid cols={4}>
          {health.data.checks.map((check) => (
            <Paper key={check.part} withBorder p="md" radius="md" data-health={check.part}>
              <Text fw={600}>{t(`adminSupport.operations.parts.${check.part}`)}</Text>
              <Badge color={check.ok ? 'green' : 'red'}>
                {t(check.ok ? 'adminSupport.operations.ok' : 'adminSupport.operations.ko')}
              </Badge>{' '}
              <Text span size="sm" c="dimmed">
                {t('adminSupport.operations.latency', { ms: check.ms })}
              </Text>
              {check.detail && (
                <Text size="xs" c="dimmed">
                  {check.detail}
                </Text>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Done text={done} onClose={() => setDone(null)} />
      <Failure error={jobs.error ?? retry.error ?? discard.error} />
      {jobs.data && (
        <>
          <Title order={2} size="h4">
            {t('adminSupport.operations.failed')}
          </Title>
          {jobs.data.failed.length === 0 ? (
            <Text c="dimmed">{t('adminSupport.operations.failedEmpty')}</Text>
          ) : (
            <ResponsiveTable<FailedJobView>
              label={t('adminSupport.operations.failed')}
              rows={jobs.data.failed}
              rowKey={(job) => job.id}
              rowProps={(job) => ({ 'data-job': job.id })}
              striped
              minWidth={1000}
              columns={[
                { key: 'queue', header: t('adminSupport.operations.queue'), role: 'title', cell: (job) => <Code>{job.queue}</Code> },
                { key: 'at', header: t('adminSupport.operations.failedAt'), cell: (job) => formatDateTime(job.failedAt) },
                { key: 'tries', header: t('adminSupport.operations.tries'), align: 'right', cell: (job) => job.tries },
                { key: 'error', header: t('adminSupport.operations.error'), cell: (job) => job.error },
                {
                  key: 'actions',
                  header: '',
                  role: 'action',
                  cell: (job) => (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        loading={retry.isPending && retry.variables === job.id}
                        onClick={() => retry.mutate(job.id, { onSuccess: () => setDone(t('adminSupport.operations.retried')) })}
                      >
                        {t('adminSupport.operations.retry')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        loading={discard.isPending && discard.variables === job.id}
                        onClick={() => discard.mutate(job.id, { onSuccess: () => setDone(t('adminSupport.operations.discarded')) })}
                      >
                        {t('adminSupport.operations.discard')}
                      </Button>
                    </Group>
                  ),
                },
              ]}
            />
          )}
          <Title order={2} size="h4">
            {t('adminSupport.operations.queues')}
          </Title>
          <ResponsiveTable
            label={t('adminSupport.operations.queues')}
            rows={jobs.data.queues}
            rowKey={(q) => q.name}
            striped
            columns={[
              { key: 'name', header: t('adminSupport.operations.queue'), role: 'title', cell: (q) => <Code>{q.name}</Code> },
              { key: 'queued', header: t('adminSupport.operations.queued'), align: 'right', cell: (q) => q.queued },
              { key: 'active', header: t('adminSupport.operations.active'), align: 'right', cell: (q) => q.active },
              { key: 'deferred', header: t('adminSupport.operations.deferred'), align: 'right', cell: (q) => q.deferred },
              { key: 'failed', header: t('adminSupport.operations.failedCount'), align: 'right', cell: (q) => q.failed },
              { key: 'total', header: t('adminSupport.operations.total'), align: 'right', cell: (q) => q.total },
            ]}
          />
        </>
      )}
    </Stack>
  );
}

/** Password and a current code: the proof each security change asks. */
function ProofFields({
  value,
  onChange,
}: {
  value: { password: string; code: string };
  onChange: (v: { password: string; code: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('adminSupport.common.password')}
        autoComplete="current-password"
        required
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
      />
      <TextInput
        label={t('adminSupport.common.code')}
        autoComplete="one-time-code"
        required
        maxLength={6}
        value={value.code}
        onChange={(e) => onChange({ ...value, code: e.currentTarget.value })}
      />
    </>
  );
}

export function SecurityPanel({ support }: { support: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const begin = useBeginTotp();
  const confirm = useConfirmTotp();
  const renew = useRenewCodes();
  const [password, setPassword] = useState({ oldPassword: '', newPassword: '', code: '' });
  const [totpProof, setTotpProof] = useState({ password: '', code: '' });
  const [newCode, setNewCode] = useState('');
  const [codesProof, setCodesProof] = useState({ password: '', code: '' });
  return (
    <Stack>
      <SimpleGrid cols={3}>
        <Paper
          withBorder
          p="md"
          radius="md"
          component="form"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            change.mutate(password, { onSuccess: () => setPassword({ oldPassword: '', newPassword: '', code: '' }) });
          }}
        >
          <Stack>
            <Title order={3} size="h5">
              {t('adminSupport.security.password')}
            </Title>
            <Failure error={change.error} />
            {change.isSuccess && <Alert color="green">{t('adminSupport.security.passwordChanged')}</Alert>}
            <PasswordInput
              label={t('adminSupport.security.oldPassword')}
              autoComplete="current-password"
              required
              value={password.oldPassword}
              onChange={(e) => setPassword({ ...password, oldPassword: e.currentTarget.value })}
            />
            <PasswordInput
              label={t('adminSupport.security.newPassword')}
              autoComplete="new-password"
              required
              minLength={12}
              value={password.newPassword}
              onChange={(e) => setPassword({ ...password, newPassword: e.currentTarget.value })}
            />
            <TextInput
              label={t('adminSupport.common.code')}
              autoComplete="one-time-code"
              required
              maxLength={6}
              value={password.code}
              onChange={(e) => setPassword({ ...password, code: e.currentTarget.value })}
            />
            <Button type="submit" loading={change.isPending}>
              {t('adminSupport.common.save')}
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Title order={3} size="h5">
              {t('adminSupport.security.totp')}
            </Title>
            <Failure error={begin.error ?? confirm.error} />
            {confirm.isSuccess ? (
              <Alert color="green">{t('adminSupport.security.totpDone')}</Alert>
            ) : begin.data ? (
              <Stack
                component="form"
                onSubmit={(e: FormEvent) => {
                  e.preventDefault();
                  confirm.mutate(newCode);
                }}
              >
                <Text size="sm">{t('adminSupport.security.totpSecret')}</Text>
                <Code block>{begin.data.secret}</Code>
                <Code block>{begin.data.otpauthUrl}</Code>
                <TextInput
                  label={t('adminSupport.security.totpNewCode')}
                  required
                  maxLength={6}
                  value={newCode}
                  onChange={(e) => setNewCode(e.currentTarget.value)}
                />
                <Button type="submit" loading={confirm.isPending}>
                  {t('adminSupport.security.totpConfirm')}
                </Button>
              </Stack>
            ) : (
              <Stack
                component="form"
                onSubmit={(e: FormEvent) => {
                  e.preventDefault();
                  begin.mutate(totpProof);
                }}
              >
                <ProofFields value={totpProof} onChange={setTotpProof} />
                <Button type="submit" loading={begin.isPending}>
                  {t('adminSupport.security.totpBegin')}
                </Button>
              </Stack>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack
            component="form"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              renew.mutate(codesProof);
            }}
          >
            <Title order={3} size="h5">
              {t('adminSupport.security.codes')}
            </Title>
            <Failure error={renew.error} />
            {renew.data ? (
              <>
                <Text size="sm">{t('adminSupport.security.codesShown')}</Text>
                <Code block>{renew.data.recoveryCodes.join('\n')}</Code>
              </>
            ) : (
              <>
                <ProofFields value={codesProof} onChange={setCodesProof} />
                <Button type="submit" loading={renew.isPending}>
                  {t('adminSupport.security.codesMake')}
                </Button>
              </>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
      {support && <StaffList />}
    </Stack>
  );
}

function StaffList() {
  const { t } = useTranslation();
  const staff = useQuery(staffQuery());
  const deactivate = useDeactivateStaff();
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('adminSupport.security.staff')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('adminSupport.security.deactivateRule')}
      </Text>
      <Failure error={staff.error ?? deactivate.error} />
      {staff.data && (
        <ResponsiveTable<StaffMember>
          label={t('adminSupport.security.staff')}
          rows={staff.data.staff}
          rowKey={(m) => String(m.id)}
          striped
          columns={[
            { key: 'email', header: t('adminSupport.security.email'), role: 'title', cell: (m) => m.email },
            { key: 'permissions', header: t('adminSupport.security.permissions'), cell: (m) => m.permissions.join(', ') },
            { key: 'seen', header: t('adminSupport.security.lastSeen'), cell: (m) => (m.lastSeenAt ? formatDateTime(m.lastSeenAt) : '—') },
            {
              key: 'state',
              header: '',
              role: 'action',
              cell: (m) =>
                m.isActive ? (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    loading={deactivate.isPending && deactivate.variables === m.id}
                    onClick={() => deactivate.mutate(m.id)}
                  >
                    {t('adminSupport.security.deactivate')}
                  </Button>
                ) : (
                  <Badge color="gray">{t('adminSupport.security.inactive')}</Badge>
                ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
