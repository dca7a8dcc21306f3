import { businessUnitsDeleteBusinessUnit } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { DELETE_SUCCESS_DELAY_MS } from '@app/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessUnitKeys } from './get-business-units';

/** DELETE /api/business-units/{id} (spec section 7 writes it without a trailing slash). */
export const deleteBusinessUnit = (id: number): Promise<void> => call(businessUnitsDeleteBusinessUnit, { path: { id } });

/** The list is reloaded 300 ms after a deletion (spec section 9, delete success delay). */
export const useDeleteBusinessUnit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusinessUnit,
    onSuccess: () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: businessUnitKeys.all });
          void queryClient.invalidateQueries({ queryKey: ['address-jobs'] });
          resolve();
        }, DELETE_SUCCESS_DELAY_MS),
      ),
  });
};
