import { businessUnitsListBusinessUnits } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { businessUnitListSchema, type BusinessUnit } from '@app/contracts/business-units';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const businessUnitKeys = {
  all: ['business-units'] as const,
  list: (addressUuid: string) => ['business-units', 'list', addressUuid] as const,
};

/** GET /api/business-units/?address={uuid}: the units with their jobs (spec section 7). */
export const getBusinessUnits = async (addressUuid: string, signal?: AbortSignal): Promise<BusinessUnit[]> =>
  (
    await call(businessUnitsListBusinessUnits, {
      query: { address: addressUuid },
      schema: import.meta.env.DEV && businessUnitListSchema,
      signal,
    })
  ).results;

export const businessUnitsQueryOptions = (addressUuid: string) =>
  queryOptions({ queryKey: businessUnitKeys.list(addressUuid), queryFn: ({ signal }) => getBusinessUnits(addressUuid, signal) });

export const useBusinessUnits = (addressUuid: string | undefined, enabled = true) =>
  useQuery({ ...businessUnitsQueryOptions(addressUuid ?? ''), enabled: enabled && Boolean(addressUuid) });
