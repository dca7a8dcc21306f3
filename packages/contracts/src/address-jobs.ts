import { z } from 'zod';
import { EXPERIENCES_MIN, INT4_MAX, LANGUAGES_MIN, PERSONAL_QUALITIES, PROFESSIONAL_KNOWLEDGE, SOFT_SKILLS } from './constants.ts';
import { namedItemSchema } from './reference-lists.ts';
import { V } from './validation.ts';

/** Highest monthly salary the API stores (euros); anything above is a typing mistake. */
export const MONTHLY_SALARY_MAX = 1_000_000;
/** Longest free-text job description. */
export const JOB_DESCRIPTION_MAX = 2000;
/** Longest list of ids a criteria field accepts (the reference lists are shorter). */
const ID_LIST_MAX = 100;

/** i18n keys of the address-job rules (spec sections 4 and 5); the API sends them in `fieldErrors`. */
export const ADDRESS_JOB_ERRORS = {
  salary: V.salary,
  jobAlreadyAdded: 'components.new_job_form.already_added',
  businessUnit: 'components.new_job_form.invalid_business_unit',
  invalidChoice: 'form.validation.invalid_choice',
  experiencesRequired: 'components.job_criteria.experiences.required',
  languagesRequired: 'components.job_criteria.languages.required',
  personalQualities: 'components.job_criteria.personal_qualities.invalid_selections',
  professionalKnowledge: 'components.job_criteria.professional_knowledge.invalid_selections',
  professionalSoftSkills: 'components.job_criteria.professional_soft_skills.invalid_selections',
} as const;

const id = z.int32({ error: V.required }).positive();
const idList = z.array(z.int32().positive()).max(ID_LIST_MAX);

/** An address named by its numeric id or its uuid. */
export const addressRefSchema = z.union([z.int32().positive(), z.uuid()]);

/** Monthly salary: an integer number of euros (the form turns '2 500' into 2500). */
export const monthlySalarySchema = z
  .number({ error: V.salary })
  .int(V.salary)
  .min(0, V.salary)
  .max(MONTHLY_SALARY_MAX, V.salary)
  .nullable();

/**
 * Criteria of an address job (spec section 4, step 3 of the wizard, and section 5). They are
 * optional as a whole (a recruiter's wizard has 2 steps), but once any of them is sent the set
 * must satisfy every limit of `criteriaIssues`.
 */
export const CRITERIA_FIELDS = [
  'experiences',
  'languages',
  'licences',
  'locomotions',
  'caces',
  'personalQualities',
  'professionalKnowledge',
  'professionalSoftSkills',
] as const;
export type CriteriaField = (typeof CRITERIA_FIELDS)[number];
export type Criteria = Record<CriteriaField, number[]>;

/** Count limits of each criteria list; `max: null` means no upper bound. */
export const CRITERIA_LIMITS = {
  experiences: { min: EXPERIENCES_MIN, max: null, key: ADDRESS_JOB_ERRORS.experiencesRequired },
  languages: { min: LANGUAGES_MIN, max: null, key: ADDRESS_JOB_ERRORS.languagesRequired },
  personalQualities: { ...PERSONAL_QUALITIES, key: ADDRESS_JOB_ERRORS.personalQualities },
  professionalKnowledge: { ...PROFESSIONAL_KNOWLEDGE, key: ADDRESS_JOB_ERRORS.professionalKnowledge },
  professionalSoftSkills: { ...SOFT_SKILLS, key: ADDRESS_JOB_ERRORS.professionalSoftSkills },
} as const;

/** Whether a count is within the limits of a criteria list (used to disable Save in the steps). */
export const withinLimit = (field: keyof typeof CRITERIA_LIMITS, count: number): boolean => {
  const limit = CRITERIA_LIMITS[field];
  return count >= limit.min && (limit.max === null || count <= limit.max);
};

/** The broken count rules of a full criteria set, as `{ field: [i18n key] }` (empty when valid). */
export function criteriaIssues(criteria: Partial<Criteria>): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  for (const field of Object.keys(CRITERIA_LIMITS) as (keyof typeof CRITERIA_LIMITS)[]) {
    const count = new Set(criteria[field] ?? []).size;
    if (!withinLimit(field, count)) issues[field] = [CRITERIA_LIMITS[field].key];
  }
  return issues;
}

/** Whether a body carries any criteria field. */
export const hasCriteria = (body: Partial<Record<CriteriaField, unknown>>): boolean =>
  CRITERIA_FIELDS.some((field) => body[field] !== undefined);

const criteriaShape = {
  experiences: idList.optional(),
  languages: idList.optional(),
  licences: idList.optional(),
  locomotions: idList.optional(),
  caces: idList.optional(),
  personalQualities: idList.optional(),
  professionalKnowledge: idList.optional(),
  professionalSoftSkills: idList.optional(),
};

const jobDataShape = {
  job: id,
  monthlySalary: monthlySalarySchema.optional(),
  active: z.boolean().optional(),
  urgent: z.boolean().optional(),
  contracts: z.array(z.int32().positive()).min(1, V.required).max(ID_LIST_MAX),
  workingTime: id,
  remote: id,
  businessUnit: z.int32().positive().nullable().optional(),
  jobDescription: z.string().trim().max(JOB_DESCRIPTION_MAX, V.maxLength).nullable().optional(),
  ...criteriaShape,
};

const checkCriteria = (body: Partial<Record<CriteriaField, number[] | undefined>>, ctx: z.RefinementCtx) => {
  if (!hasCriteria(body)) return;
  for (const [field, keys] of Object.entries(criteriaIssues(body))) {
    for (const key of keys) ctx.addIssue({ code: 'custom', message: key, path: [field] });
  }
};

/**
 * POST /api/addresses-jobs/: the wizard's steps 1 and 2 (job, salary, active, urgent; contracts,
 * working time, remote), optionally a business unit, a description and the step-3 criteria.
 */
export const createAddressJobBodySchema = z.object({ address: addressRefSchema, ...jobDataShape }).superRefine(checkCriteria);
export type CreateAddressJobBody = z.infer<typeof createAddressJobBodySchema>;

/**
 * PATCH /api/addresses-jobs/{uuid}/: job data, or `{ active, urgent }` alone. Criteria sent are
 * checked against the job's resulting criteria (what is sent replaces what was stored).
 */
export const updateAddressJobBodySchema = z.object({
  job: id.optional(),
  monthlySalary: monthlySalarySchema.optional(),
  active: z.boolean().optional(),
  urgent: z.boolean().optional(),
  contracts: jobDataShape.contracts.optional(),
  workingTime: id.optional(),
  remote: id.optional(),
  businessUnit: jobDataShape.businessUnit,
  jobDescription: jobDataShape.jobDescription,
  ...criteriaShape,
});
export type UpdateAddressJobBody = z.infer<typeof updateAddressJobBodySchema>;

export const addressJobParamsSchema = z.object({ uuid: z.uuid() });

/**
 * The active/urgent rule of spec section 4: turning active off turns urgent off; turning urgent on
 * while inactive turns active on. `change` is what the user sent; `current` what is stored.
 */
export function applyActiveUrgent(
  current: { active: boolean; urgent: boolean },
  change: { active?: boolean | undefined; urgent?: boolean | undefined },
): { active: boolean; urgent: boolean } {
  let active = change.active ?? current.active;
  let urgent = change.urgent ?? current.urgent;
  if (change.active === false) urgent = false;
  else if (urgent && !active) active = true;
  return { active, urgent };
}

const refSchema = namedItemSchema;

/** Address job (spec section 3), as the jobs page, the address and the edit wizard read it. */
export const addressJobSchema = z.object({
  id: z.int32(),
  uuid: z.string(),
  /** The address the job belongs to. */
  address: z.object({ id: z.int32(), uuid: z.string() }),
  job: z.object({ id: z.int32(), uuid: z.string(), name: z.string(), similarJobs: z.array(z.object({ id: z.int32() })) }),
  name: z.string(),
  town: z.string().nullable(),
  contracts: z.array(refSchema),
  workingTime: refSchema.nullable(),
  remote: refSchema.nullable(),
  monthlySalary: z.int32().nullable(),
  active: z.boolean(),
  urgent: z.boolean(),
  businessUnit: refSchema.nullable(),
  businessUnitName: z.string().nullable(),
  similarJobs: z.array(z.object({ id: z.int32() })),
  jobDescription: z.string().nullable(),
  experiences: z.array(refSchema),
  languages: z.array(refSchema),
  licences: z.array(refSchema),
  locomotions: z.array(z.object({ id: z.int32(), name: z.string(), icon: z.string() })),
  caces: z.array(refSchema),
  personalQualities: z.array(refSchema),
  professionalKnowledge: z.array(refSchema),
  professionalSoftSkills: z.array(z.object({ id: z.int32(), name: z.string(), description: z.string().nullable() })),
});
export type AddressJob = z.infer<typeof addressJobSchema>;
export const addressJobListSchema = z.array(addressJobSchema);

/** GET /api/addresses-jobs/?address={uuid}: the jobs of one address. */
export const addressJobListQuerySchema = z.object({ address: z.uuid() });

/**
 * GET /api/addresses-jobs/availability/: whether the address may take this job, by the rule the
 * save applies (one job once per address; `except` is the address job being edited). The wizard
 * asks it at step 1, as soon as the job is chosen (issue 29).
 */
export const addressJobAvailabilityQuerySchema = z.object({
  address: z.uuid(),
  job: z.coerce.number().int().positive().max(INT4_MAX),
  except: z.uuid().optional(),
});
export type AddressJobAvailabilityQuery = z.infer<typeof addressJobAvailabilityQuerySchema>;
/** `reason` is the i18n key of the field error the save would answer, when not available. */
export const addressJobAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.literal(ADDRESS_JOB_ERRORS.jobAlreadyAdded).nullable(),
});
export type AddressJobAvailability = z.infer<typeof addressJobAvailabilitySchema>;

// ---------------------------------------------------------------------------------------------
// Job forms (new-job form, edit-job modal, add-job wizard): the same rules as the API, on the
// values as typed (salary as text, job picked from the suggestions or not).

/** i18n key shown when the typed title was not picked from the suggestions (spec section 5). */
export const JOB_SELECT_SUGGESTION = 'components.job_search.select_suggestion';

/** Salary as typed: digits and spaces only ('2 500'), empty allowed. */
export const salaryTextSchema = z.string().regex(/^[\d\s\u202f\u00a0]*$/, V.salary);

export const jobChoiceSchema = z.object({ id: z.int32(), name: z.string() });
export type JobChoice = z.infer<typeof jobChoiceSchema>;

/** Steps 1 and 2 of the wizard and the job modals. */
export const addressJobFormSchema = z.object({
  /** null until a suggestion is picked. */
  job: jobChoiceSchema.nullable().refine((job) => job !== null, JOB_SELECT_SUGGESTION),
  monthlySalary: salaryTextSchema,
  active: z.boolean(),
  urgent: z.boolean(),
  contracts: z.array(z.int32()).min(1, V.required),
  workingTime: z
    .int32()
    .nullable()
    .refine((v) => v !== null, V.required),
  remote: z
    .int32()
    .nullable()
    .refine((v) => v !== null, V.required),
  businessUnit: z.int32().nullable(),
});
export type AddressJobForm = z.input<typeof addressJobFormSchema>;

/** The fields of wizard step 1 (job, salary, active, urgent): "next" needs them valid. */
export const addressJobStep1Schema = addressJobFormSchema.pick({ job: true, monthlySalary: true, active: true, urgent: true });
/** The fields of wizard step 2 (contracts, working time, remote). */
export const addressJobStep2Schema = addressJobFormSchema.pick({ contracts: true, workingTime: true, remote: true });

/** The initial values of a job form: active, not urgent (spec section 4, "Reset"). */
export const emptyAddressJobForm = (): AddressJobForm => ({
  job: null,
  monthlySalary: '',
  active: true,
  urgent: false,
  contracts: [],
  workingTime: null,
  remote: null,
  businessUnit: null,
});

/** '2 500' -> 2500, '' -> null. */
export const salaryFromText = (text: string): number | null => {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
};

/** The API body of a filled form (throws when the job or a required choice is missing). */
export function addressJobBodyFromForm(form: AddressJobForm): Omit<CreateAddressJobBody, 'address'> {
  if (!form.job || form.workingTime === null || form.remote === null) throw new Error('Incomplete job form');
  return {
    job: form.job.id,
    monthlySalary: salaryFromText(form.monthlySalary),
    active: form.active,
    urgent: form.urgent,
    contracts: form.contracts,
    workingTime: form.workingTime,
    remote: form.remote,
    businessUnit: form.businessUnit,
  };
}

/** The form values of a stored address job. */
export const addressJobFormFromJob = (job: AddressJob): AddressJobForm => ({
  job: { id: job.job.id, name: job.job.name },
  monthlySalary: job.monthlySalary === null ? '' : String(job.monthlySalary),
  active: job.active,
  urgent: job.urgent,
  contracts: job.contracts.map((c) => c.id),
  workingTime: job.workingTime?.id ?? null,
  remote: job.remote?.id ?? null,
  businessUnit: job.businessUnit?.id ?? null,
});

/** The stored criteria of an address job, as id lists. */
export const criteriaFromJob = (job: AddressJob): Criteria => ({
  experiences: job.experiences.map((x) => x.id),
  languages: job.languages.map((x) => x.id),
  licences: job.licences.map((x) => x.id),
  locomotions: job.locomotions.map((x) => x.id),
  caces: job.caces.map((x) => x.id),
  personalQualities: job.personalQualities.map((x) => x.id),
  professionalKnowledge: job.professionalKnowledge.map((x) => x.id),
  professionalSoftSkills: job.professionalSoftSkills.map((x) => x.id),
});

export const emptyCriteria = (): Criteria => ({
  experiences: [],
  languages: [],
  licences: [],
  locomotions: [],
  caces: [],
  personalQualities: [],
  professionalKnowledge: [],
  professionalSoftSkills: [],
});
