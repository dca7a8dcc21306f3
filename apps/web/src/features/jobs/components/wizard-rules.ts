import {
  addressJobFormSchema,
  addressJobStep1Schema,
  addressJobStep2Schema,
  type AddressJobForm,
  type Criteria,
} from '@app/contracts/address-jobs';
import { ADD_JOB_STEPS_HEADHUNTER, ADD_JOB_STEPS_RECRUITER } from '@app/contracts/constants';
import { criteriaComplete } from './criteria-fields';

/** Rules of the add-job wizard (spec section 4), shared by its pages and the new-job form. */

/** "Next" on step 1: only when a job is selected (and the salary is well formed). */
export const canGoNext = (form: AddressJobForm): boolean => addressJobStep1Schema.safeParse(form).success;

/** Step 2 filled: contract, working time and remote chosen. */
export const step2Complete = (form: AddressJobForm): boolean => addressJobStep2Schema.safeParse(form).success;

/** "Save": only when job, contract, working time and remote are chosen. */
export const canSave = (form: AddressJobForm): boolean => addressJobFormSchema.safeParse(form).success;

/** "Save" on the criteria step: the job is complete and every count is within its limits. */
export const canSaveWithCriteria = (form: AddressJobForm, criteria: Criteria): boolean => canSave(form) && criteriaComplete(criteria);

/** Steps of the progress bar: 2 for recruiters, 3 for head-hunters (spec section 9). */
export const wizardSteps = (headhunter: boolean): number => (headhunter ? ADD_JOB_STEPS_HEADHUNTER : ADD_JOB_STEPS_RECRUITER);
