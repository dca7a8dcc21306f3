import { brandDeleteAdvantage } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { useMutation } from '@tanstack/react-query';

/** DELETE /api/advantages/{id} (spec section 7 writes it without a trailing slash). */
export const deleteAdvantage = (id: number): Promise<void> => call(brandDeleteAdvantage, { path: { id } });

export const useDeleteAdvantage = () => useMutation({ mutationFn: deleteAdvantage });
