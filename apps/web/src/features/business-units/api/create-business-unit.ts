import { businessUnitsCreateBusinessUnit } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { businessUnitSchema, type BusinessUnit, type CreateBusinessUnitBody } from '@app/contracts/business-units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessUnitKeys } from './get-business-units';

/** POST /api/business-units/ with the name and the address's numeric id. */
export const createBusinessUnit = (body: CreateBusinessUnitBody): Promise<BusinessUnit> =>
  call(businessUnitsCreateBusinessUnit, { body, schema: import.meta.env.DEV && businessUnitSchema });

export const useCreateBusinessUnit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusinessUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessUnitKeys.all }),
  });
};
