/** Query keys of address jobs and of what depends on them (dashboard, business units filters). */
export const addressJobKeys = {
  all: ['address-jobs'] as const,
  list: (addressUuid: string) => ['address-jobs', 'list', addressUuid] as const,
  detail: (uuid: string) => ['address-jobs', 'detail', uuid] as const,
  availability: (addressUuid: string, job: number, except: string | undefined) =>
    ['address-jobs', 'availability', addressUuid, job, except ?? null] as const,
};
