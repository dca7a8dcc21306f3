import { addressJobFormFromJob, type AddressJob, type AddressJobForm } from '@app/contracts/address-jobs';
import { formatSalary } from '@/lib/format';

/** A stored job's form values, the salary shown with French thousands grouping ('2 150'). */
export const formValuesOfJob = (job: AddressJob): AddressJobForm => ({
  ...addressJobFormFromJob(job),
  monthlySalary: job.monthlySalary === null ? '' : formatSalary(job.monthlySalary),
});
