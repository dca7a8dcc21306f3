import { REGISTRATION_STEPS } from '@app/contracts/constants';
import { salaryFromText, salaryTextSchema } from '@app/contracts/address-jobs';
import { DEFAULT_REGISTRATION_TYPE, HEADHUNTER_REGISTRATION_TYPE as HEADHUNTER_TYPE } from '@app/contracts/registration';
import { APP_PATHS, REGISTRATION_QUERY, registrationJobFromQuery, SITE_PATHS } from '@app/contracts/routes';
import { V } from '@app/contracts/validation';
import { Group, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBriefcase, IconUserSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatSalary } from '@/lib/format';
import { useContracts } from '@/api/get-contracts';
import { useRemotes } from '@/api/get-remotes';
import { useWorkingTimes } from '@/api/get-working-times';
import { searchJobs } from '@/api/search-jobs';
import { JobField } from '../components/fields';
import { EmailLinkProof } from '../components/email-link-proof';
import { HeadhunterForm } from '../components/headhunter-form';
import { RegisterFrame } from '../components/register-frame';
import { StepFormFooter } from '../components/step-footer';
import { useRecruiterDraft } from '../stores/register-store';
import '@/locales/job-search';
import '@/locales/registration';
import { BELOW_INPUT } from '@/components/ui/input-order';
import { useReferenceName } from '@/lib/reference-name';

/**
 * /app/register, /app/register/1 (RegisterStep1): the job to recruit for, taken from the marketing
 * search query (`job`, `type`), with its contract terms; or the head-hunter registration.
 */
export function RegisterStep1Page() {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { draft, update } = useRecruiterDraft();
  const [touched, setTouched] = useState(false);
  const contracts = useContracts();
  const workingTimes = useWorkingTimes();
  const remotes = useRemotes();
  const headhunter = params.get('type') === HEADHUNTER_TYPE;

  // The marketing search hands over the job picked, its id with its name (issue 29): that job is
  // taken as it is. A link with a name alone (older links) takes only a suggestion of exactly that
  // name, never the first hit of a new search; otherwise the field waits for the user's choice.
  const queryJobName = params.get(REGISTRATION_QUERY.job);
  const queryJobId = params.get(REGISTRATION_QUERY.jobId);
  const queryType = params.get(REGISTRATION_QUERY.type);
  useEffect(() => {
    if (queryType && queryType !== HEADHUNTER_TYPE && queryType !== draft.type) update({ type: queryType });
    const picked = registrationJobFromQuery(params);
    if (picked) {
      if (draft.job?.id !== picked.id) update({ job: picked });
      return;
    }
    if (!queryJobName || draft.job?.name === queryJobName) return;
    let cancelled = false;
    void searchJobs(queryJobName).then(
      (hits) => {
        const hit = hits.find((h) => h.name.toLowerCase() === queryJobName.trim().toLowerCase());
        if (!cancelled && hit) update({ job: { id: hit.id, name: hit.name } });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
    // Only when the query changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryJobName, queryJobId, queryType]);

  const salaryOk = salaryTextSchema.safeParse(draft.salaryText).success;
  const complete = draft.job !== null && draft.contracts.length > 0 && draft.workingTime !== null && draft.remote !== null && salaryOk;
  const required = (ok: boolean) => (touched && !ok ? t(V.required) : undefined);
  const options = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), label: referenceName(o.name) }));

  const switchType = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'headhunter') next.set('type', HEADHUNTER_TYPE);
    else next.set('type', draft.type === HEADHUNTER_TYPE ? DEFAULT_REGISTRATION_TYPE : draft.type || DEFAULT_REGISTRATION_TYPE);
    setParams(next, { replace: true });
  };

  return (
    <RegisterFrame
      title={headhunter ? t('views.register_headhunter.title') : t('pages.RegisterStep1.title')}
      subtitle={headhunter ? t('views.register_headhunter.subtitle') : t('pages.RegisterStep1.subtitle')}
      step={headhunter ? undefined : { current: 1, total: REGISTRATION_STEPS }}
      back={{ to: SITE_PATHS.home, external: true }}
      testId="register-step-1"
    >
      <SegmentedControl
        fullWidth
        value={headhunter ? 'headhunter' : 'recruiter'}
        onChange={switchType}
        data={[
          { value: 'recruiter', label: t('views.register_step_1.as_recruiter') },
          { value: 'headhunter', label: t('views.register_step_1.as_headhunter') },
        ]}
        // Long labels wrap on a phone instead of being cut ("Je su", issue 29).
        styles={{
          label: { whiteSpace: 'normal', lineHeight: 1.3, height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' },
        }}
        data-testid="register-type"
      />
      {/* The code mail's link (decision 158): the e-mail confirmed here, the account step starts with it. */}
      <EmailLinkProof onProof={(proof) => update(proof)} />
      {headhunter ? (
        // Remounted when a link brings a proof: the form starts from the confirmed e-mail.
        <HeadhunterForm
          key={draft.emailProof}
          initialJob={draft.job}
          initialProof={draft.emailProof ? { email: draft.email, emailProof: draft.emailProof } : null}
        />
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (complete) void navigate(APP_PATHS.registerStep(2));
          }}
        >
          <Stack gap="lg">
            <Text c="dimmed">{t('pages.RegisterStep1.description')}</Text>
            <JobField
              value={draft.job}
              onChange={(job) => update({ job })}
              error={touched && !draft.job ? t('components.job_search.select_suggestion') : undefined}
            />
            {/* The same size as the text inputs (theme: md), so that the fields side by side line up (issue 29). */}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <MultiSelect
                size="md"
                label={t('views.register_step_1.contracts')}
                placeholder={draft.contracts.length ? undefined : t('views.register_step_1.choose')}
                data={options(contracts.data)}
                value={draft.contracts.map(String)}
                onChange={(v) => update({ contracts: v.map(Number) })}
                withAsterisk
                error={required(draft.contracts.length > 0)}
                data-testid="register-contracts"
              />
              <TextInput
                label={t('views.register_step_1.salary')}
                description={t('views.register_step_1.salary_hint')}
                inputWrapperOrder={BELOW_INPUT}
                placeholder="2 000"
                inputMode="numeric"
                value={draft.salaryText}
                disabled={!draft.job}
                rightSection={
                  <Text size="sm" c="dimmed">
                    €
                  </Text>
                }
                error={salaryOk ? undefined : t(V.salary)}
                onChange={(e) => update({ salaryText: e.currentTarget.value })}
                onBlur={() => {
                  const amount = salaryOk ? salaryFromText(draft.salaryText) : null;
                  if (amount !== null) update({ salaryText: formatSalary(amount) });
                }}
                data-testid="register-salary"
              />
              <Select
                size="md"
                label={t('views.register_step_1.working_time')}
                placeholder={t('views.register_step_1.choose')}
                data={options(workingTimes.data)}
                value={draft.workingTime === null ? null : String(draft.workingTime)}
                onChange={(v) => update({ workingTime: v ? Number(v) : null })}
                withAsterisk
                error={required(draft.workingTime !== null)}
                data-testid="register-working-time"
              />
              <Select
                size="md"
                label={t('views.register_step_1.remote')}
                placeholder={t('views.register_step_1.choose')}
                data={options(remotes.data)}
                value={draft.remote === null ? null : String(draft.remote)}
                onChange={(v) => update({ remote: v ? Number(v) : null })}
                withAsterisk
                error={required(draft.remote !== null)}
                data-testid="register-remote"
              />
            </SimpleGrid>
            <StepFormFooter
              start={
                <Group gap={6} c="dimmed">
                  {draft.job ? <IconBriefcase size={16} /> : <IconUserSearch size={16} />}
                  <Text size="sm">{draft.job ? draft.job.name : t('views.register_step_1.no_job')}</Text>
                </Group>
              }
            />
          </Stack>
        </form>
      )}
    </RegisterFrame>
  );
}
