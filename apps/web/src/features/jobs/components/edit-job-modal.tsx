import { addressJobBodyFromForm, type AddressJob } from '@app/contracts/address-jobs';
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateAddressJob } from '../api/update-address-job';
import { apiFieldErrors } from '@/lib/field-errors';
import { formValuesOfJob } from './job-form-values';
import { BusinessUnitSelect, JobStep1Fields, JobStep2Fields } from './job-form-fields';
import { useJobForm } from './use-job-form';
import { canSave } from './wizard-rules';
import '@/locales/jobs';

interface EditJobModalProps {
  /** Open while a job is being edited (`job` set): the page loads this modal's code when it first opens. */
  opened: boolean;
  job: AddressJob | null;
  onClose: () => void;
  /** Business units offered (only with the business unit page). */
  units?: { id: number; name: string }[];
}

/** Edit-job modal (spec section 2, "Jobs"): save disabled until a job is selected (section 5). */
export function EditJobModal({ opened, job, onClose, units }: EditJobModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened && job !== null}
      onClose={onClose}
      size="lg"
      radius="lg"
      title={<Text fw={700}>{t('components.edit_job_form.title')}</Text>}
      data-testid="edit-job-modal"
    >
      {job ? <EditJobForm job={job} onClose={onClose} units={units} /> : null}
    </Modal>
  );
}

function EditJobForm({ job, onClose, units }: { job: AddressJob; onClose: () => void; units?: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const update = useUpdateAddressJob();
  const { form, values, change } = useJobForm(formValuesOfJob(job));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    form.reset(formValuesOfJob(job));
  }, [form, job]);

  const submit = form.handleSubmit(async () => {
    setErrors({});
    try {
      await update.mutateAsync({ uuid: job.uuid, body: addressJobBodyFromForm(form.getValues()) });
      notifySuccess(t('components.edit_job_form.success'));
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(t, error);
      setErrors(fields);
      notifyError(Object.values(fields)[0] ?? t('components.edit_job_form.error'));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <JobStep1Fields form={values} onChange={change} errors={errors} />
        <Divider />
        <JobStep2Fields form={values} onChange={change} errors={errors} />
        {units && units.length > 0 ? (
          <BusinessUnitSelect units={units} value={values.businessUnit} onChange={(businessUnit) => change({ businessUnit })} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!canSave(values)} loading={update.isPending} data-testid="edit-job-save">
            {t('components.address_job_wizard.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
