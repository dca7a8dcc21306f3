import { addressJobBodyFromForm, criteriaFromJob } from '@app/contracts/address-jobs';
import { APP_PATHS } from '@app/contracts/routes';
import { mayManageBusinessUnits } from '@app/contracts/roles';
import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { StepProgress } from '@/components/ui/step-progress';
import { policyCallerOf, useCurrentRecruiter } from '@/lib/auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddressBusinessUnits } from '../api/get-address-business-units';
import { useAddressJob } from '../api/get-address-job';
import { useCreateAddressJob } from '../api/create-address-job';
import { useUpdateAddressJob } from '../api/update-address-job';
import { useJobAvailability } from '../api/get-job-availability';
import { draftStore, useAddressJobDraft, type DraftStore } from '../hooks/address-job-draft';
import { useCurrentAddress } from '@/lib/current-address';
import { CriteriaFields } from './criteria-fields';
import { BusinessUnitSelect, JobStep1Fields, JobStep2Fields } from './job-form-fields';
import { canGoNext, canSave, canSaveWithCriteria, step2Complete, wizardSteps } from './wizard-rules';
import { apiFieldErrors } from '@/lib/field-errors';
import { formValuesOfJob } from './job-form-values';
import '@/locales/jobs';

type Step = 1 | 2 | 3;

interface WizardProps {
  step: Step;
  /** The address job edited; absent when adding. */
  uuid?: string;
  store?: DraftStore;
}

const stepPath = (uuid: string | undefined, step: Step) =>
  uuid ? APP_PATHS.editAddressJobStep(uuid, step) : APP_PATHS.addAddressJobStep(step);

/**
 * The add-job and edit-job wizard (spec sections 2 and 4): title 'Ajout d'un métier' with a
 * breadcrumb, a back link to the jobs page on step 1, a progress bar of 2 steps for recruiters and
 * 3 for head-hunters. Step 1: job title, salary, active, urgent; step 2: contract, working time,
 * remote; step 3 (head-hunters): the criteria. The draft lives in shared state and is reset when
 * the wizard is left.
 */
export function AddressJobWizard({ step, uuid, store = draftStore }: WizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recruiter = useCurrentRecruiter();
  const address = useCurrentAddress();
  const draft = useAddressJobDraft(store);
  const editing = uuid !== undefined;
  const existing = useAddressJob(uuid);
  const create = useCreateAddressJob();
  const update = useUpdateAddressJob();
  const showUnits = mayManageBusinessUnits(policyCallerOf(recruiter));
  const units = useAddressBusinessUnits(address?.uuid, showUnits);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const total = wizardSteps(recruiter.headhunter);
  // A duplicate job is told at step 1, by the save's own rule (issue 29), not at "Enregistrer".
  const availability = useJobAvailability(address?.uuid, draft.form.job?.id, uuid);
  const duplicate =
    availability.data?.available === false ? t(availability.data.reason ?? 'components.new_job_form.already_added') : undefined;
  const step1Errors = duplicate ? { ...errors, job: duplicate } : errors;
  const checkingJob = draft.form.job !== null && availability.isFetching;

  // The page holds the draft while shown; leaving the wizard resets it.
  useEffect(() => {
    store.claim();
    return () => store.release();
  }, [store]);
  useEffect(() => {
    if (draft.step !== step) store.set({ step });
  }, [draft.step, step, store]);
  // Editing: the stored job fills the draft once.
  useEffect(() => {
    if (editing && existing.data && (draft.uuid !== uuid || !draft.loaded)) {
      store.set({ uuid: uuid ?? null, loaded: true, form: formValuesOfJob(existing.data), criteria: criteriaFromJob(existing.data) });
    }
  }, [editing, existing.data, draft.uuid, draft.loaded, uuid, store]);

  const title = editing ? t('pages.editAddressJobStep1.title') : t('views.add_job.title');

  if (editing && (existing.isPending || !draft.loaded || draft.uuid !== uuid)) {
    if (existing.isError) {
      return (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="wizard-load-error">
          {t('common.errors.fetch_data')}
        </Alert>
      );
    }
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  // A later step opened without what the earlier ones need goes back to step 1.
  if (step > 1 && !canGoNext(draft.form)) return <Navigate to={stepPath(uuid, 1)} replace />;
  if (step === 3 && !step2Complete(draft.form)) return <Navigate to={stepPath(uuid, 2)} replace />;

  const go = (next: Step) => void navigate(stepPath(uuid, next));
  /** A change of a field drops the server's error about it (a new job is checked again). */
  const change = (update: Parameters<DraftStore['setForm']>[0]) => {
    store.setForm(update);
    if (Object.keys(update).some((field) => field in errors)) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in update))));
    }
  };
  const back = () => {
    store.back();
    go(Math.max(1, step - 1) as Step);
  };

  const save = async (withCriteria: boolean) => {
    if (!address) return;
    setErrors({});
    setSaveError(null);
    const body = { ...addressJobBodyFromForm(draft.form), ...(withCriteria ? draft.criteria : {}) };
    try {
      if (editing && uuid) await update.mutateAsync({ uuid, body });
      else await create.mutateAsync({ ...body, address: address.uuid });
      notifySuccess(editing ? t('components.edit_job_form.success') : t('components.new_job_form.success'));
      // Leaving the wizard resets the draft (the pages release it).
      void navigate(APP_PATHS.jobs);
    } catch (error) {
      // The step stays as it is with every answer kept; the message says what to change and
      // where (issue 29: a refusal used to send the user back to step 1).
      const fields = apiFieldErrors(t, error);
      setErrors(fields);
      const first = Object.values(fields)[0];
      setSaveError(first ?? (editing ? t('components.edit_job_form.error') : t('components.new_job_form.error')));
      notifyError(first ?? (editing ? t('components.edit_job_form.error') : t('components.new_job_form.error')));
    }
  };
  const step1Failed = Boolean(errors.job || errors.monthlySalary);
  const saving = create.isPending || update.isPending;
  const lastStep: Step = recruiter.headhunter ? 3 : 2;

  return (
    <Stack gap="lg" maw={820} data-testid="address-job-wizard">
      <Breadcrumbs separator="›" data-testid="wizard-breadcrumb">
        <Anchor component={Link} to={APP_PATHS.jobs} size="sm">
          {t('navigation.jobs')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {title}
        </Text>
      </Breadcrumbs>
      {step === 1 ? (
        <Anchor component={Link} to={APP_PATHS.jobs} size="sm" c="dimmed" data-testid="wizard-back-link">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('pages.jobs.back')}
        </Anchor>
      ) : null}
      <StepProgress step={Math.min(step, total)} total={total} />
      <PageTitle title={title} subtitle={t(`components.address_job_wizard.step_${step}`)} />

      {saveError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="wizard-save-error">
          <Stack gap="xs">
            <Text size="sm">{saveError}</Text>
            <Text size="sm" c="dimmed">
              {t('components.address_job_wizard.save_failed')}
            </Text>
            {step1Failed && step !== 1 ? (
              <Group>
                <Button size="xs" variant="light" color="red" onClick={() => go(1)} data-testid="wizard-edit-step-1">
                  {t('components.address_job_wizard.edit_step_1')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ) : null}

      {step === 3 ? (
        <CriteriaFields
          jobId={draft.form.job?.id}
          criteria={draft.criteria}
          onChange={(update) => store.setCriteria(update)}
          showErrors={saveError !== null}
        />
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {step === 1 ? (
            <JobStep1Fields form={draft.form} onChange={change} errors={step1Errors} checking={checkingJob} />
          ) : (
            <Stack gap="lg">
              <JobStep2Fields form={draft.form} onChange={change} errors={errors} />
              {showUnits && units.data && units.data.length > 0 ? (
                <BusinessUnitSelect
                  units={units.data}
                  value={draft.form.businessUnit}
                  onChange={(businessUnit) => store.setForm({ businessUnit })}
                />
              ) : null}
            </Stack>
          )}
        </Paper>
      )}

      <Group justify="space-between">
        {step > 1 ? (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back} data-testid="wizard-previous">
            {t('common.previous')}
          </Button>
        ) : (
          <span />
        )}
        {step < lastStep ? (
          <Button
            rightSection={<IconArrowRight size={16} />}
            disabled={step === 1 ? !canGoNext(draft.form) || duplicate !== undefined : !step2Complete(draft.form)}
            loading={step === 1 && checkingJob}
            onClick={() => go((step + 1) as Step)}
            data-testid="wizard-next"
          >
            {t('common.next')}
          </Button>
        ) : (
          <Button
            leftSection={<IconCheck size={16} />}
            disabled={duplicate !== undefined || (step === 3 ? !canSaveWithCriteria(draft.form, draft.criteria) : !canSave(draft.form))}
            loading={saving}
            onClick={() => void save(step === 3)}
            data-testid="wizard-save"
          >
            {t('components.address_job_wizard.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
