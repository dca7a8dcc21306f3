import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** DELETE /api/advantages/{id} (spec section 7 writes it without a trailing slash). */
export const deleteAdvantage = (id: number): Promise<void> => http.delete<void>(`/api/advantages/${id}`);

export const useDeleteAdvantage = () => useMutation({ mutationFn: deleteAdvantage });
