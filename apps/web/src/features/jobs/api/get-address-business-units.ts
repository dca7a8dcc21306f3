import { businessUnitsListAddressBusinessUnits } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { businessUnitFilterListSchema } from '@app/contracts/business-units';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/addresses/{uuid}/business-units/: `{ id, name }` of the address's units (job forms). */
export const getAddressBusinessUnits = (addressUuid: string, signal?: AbortSignal) =>
  call(businessUnitsListAddressBusinessUnits, {
    path: { uuid: addressUuid },
    schema: import.meta.env.DEV && businessUnitFilterListSchema,
    signal,
  });

export const addressBusinessUnitsQueryOptions = (addressUuid: string) =>
  queryOptions({
    queryKey: ['business-units', 'names', addressUuid],
    queryFn: ({ signal }) => getAddressBusinessUnits(addressUuid, signal),
  });

export const useAddressBusinessUnits = (addressUuid: string | undefined, enabled = true) =>
  useQuery({ ...addressBusinessUnitsQueryOptions(addressUuid ?? ''), enabled: enabled && Boolean(addressUuid) });
