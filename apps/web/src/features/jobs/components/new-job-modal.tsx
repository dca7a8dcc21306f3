import { addressJobBodyFromForm, emptyAddressJobForm } from '@app/contracts/address-jobs';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepProgress } from '@/components/ui/step-progress';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateAddressJob } from '../api/create-address-job';
import { apiFieldErrors } from '@/lib/field-errors';
import { JobStep1Fields, JobStep2Fields } from './job-form-fields';
import { useJobForm } from './use-job-form';
import { canGoNext, canSave } from './wizard-rules';
import '@/locales/jobs';

const STEPS = 2;

/**
 * New-job form in a modal (spec section 2: "new-job form (2 steps)", opened from the dashboard's
 * add-job link): step 1 job, salary, active, urgent; step 2 contract, working time, remote.
 * Closing resets it (active, not urgent, step 1).
 */
export function NewJobModal({ opened, onClose, addressUuid }: { opened: boolean; onClose: () => void; addressUuid: string }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      radius="lg"
      title={<Text fw={700}>{t('views.add_job.title')}</Text>}
      data-testid="new-job-modal"
    >
      {opened ? <NewJobForm onDone={onClose} addressUuid={addressUuid} /> : null}
    </Modal>
  );
}

function NewJobForm({ onDone, addressUuid }: { onDone: () => void; addressUuid: string }) {
  const { t } = useTranslation();
  const create = useCreateAddressJob();
  const { form, values, change } = useJobForm(emptyAddressJobForm());
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = form.handleSubmit(async () => {
    setErrors({});
    try {
      await create.mutateAsync({ ...addressJobBodyFromForm(form.getValues()), address: addressUuid });
      notifySuccess(t('components.new_job_form.success'));
      onDone();
    } catch (error) {
      const fields = apiFieldErrors(t, error);
      setErrors(fields);
      if (fields.job || fields.monthlySalary) setStep(1);
      notifyError(Object.values(fields)[0] ?? t('components.new_job_form.error'));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="new-job-form">
      <Stack gap="lg">
        <StepProgress step={step} total={STEPS} />
        {step === 1 ? (
          <JobStep1Fields form={values} onChange={change} errors={errors} />
        ) : (
          <JobStep2Fields form={values} onChange={change} errors={errors} />
        )}
        <Group justify="space-between">
          {step > 1 ? (
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => setStep(1)}>
              {t('common.previous')}
            </Button>
          ) : (
            <span />
          )}
          {step === 1 ? (
            <Button
              rightSection={<IconArrowRight size={16} />}
              disabled={!canGoNext(values)}
              onClick={() => setStep(2)}
              data-testid="new-job-next"
            >
              {t('common.next')}
            </Button>
          ) : (
            <Button
              type="submit"
              leftSection={<IconCheck size={16} />}
              disabled={!canSave(values)}
              loading={create.isPending}
              data-testid="new-job-save"
            >
              {t('components.address_job_wizard.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
