import { customAdvantageSchema, type CreateAdvantageBody, type CustomAdvantage } from '@app/contracts/brand';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/advantages/ {name, address id}: a custom ('other') advantage, selected at once. */
export const createAdvantage = (body: CreateAdvantageBody): Promise<CustomAdvantage> =>
  http.post('/api/advantages/', body, { schema: import.meta.env.DEV && customAdvantageSchema });

export const useCreateAdvantage = () => useMutation({ mutationFn: createAdvantage });
