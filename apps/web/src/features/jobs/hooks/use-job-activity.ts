import type { AddressJob } from '@app/contracts/address-jobs';
import { STAND_BY_FLAG_CLEAR_MS } from '@app/contracts/constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useUpdateAddressJob } from '../api/update-address-job';
import '@/locales/jobs';

/**
 * Active and urgent switches of the job cards (spec section 4, "Job"): deactivating the only
 * active job of the address first asks to put the address on stand-by ('Mettre en veille');
 * cancelling restores the switch. The stand-by flag is cleared 1000 ms after the answer.
 */
export function useJobActivity(jobs: AddressJob[]) {
  const { t } = useTranslation();
  const update = useUpdateAddressJob();
  /** The job waiting for the stand-by confirmation; its switch shows off meanwhile. */
  const [standByJob, setStandByJob] = useState<AddressJob | null>(null);
  const standByFlag = useRef(false);

  const save = (job: AddressJob, body: { active?: boolean; urgent?: boolean }) =>
    update.mutate({ uuid: job.uuid, body }, { onError: () => notifyError(t('components.job_card.update_error')) });

  const clearFlagLater = () => {
    setTimeout(() => {
      standByFlag.current = false;
    }, STAND_BY_FLAG_CLEAR_MS);
  };

  return {
    standByJob,
    saving: update.isPending,
    /** How a job shows: off while its stand-by confirmation is open. */
    shown: (job: AddressJob): AddressJob => (standByJob?.uuid === job.uuid ? { ...job, active: false, urgent: false } : job),
    toggleActive(job: AddressJob, active: boolean) {
      const othersActive = jobs.some((j) => j.uuid !== job.uuid && j.active);
      if (!active && job.active && !othersActive) {
        if (standByFlag.current) return;
        standByFlag.current = true;
        setStandByJob(job);
        return;
      }
      save(job, { active });
    },
    toggleUrgent(job: AddressJob, urgent: boolean) {
      save(job, { urgent });
    },
    confirmStandBy() {
      if (standByJob) save(standByJob, { active: false });
      setStandByJob(null);
      clearFlagLater();
    },
    cancelStandBy() {
      setStandByJob(null);
      clearFlagLater();
    },
  };
}
