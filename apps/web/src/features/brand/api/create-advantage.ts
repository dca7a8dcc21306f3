import { brandCreateAdvantage } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { customAdvantageSchema, type CreateAdvantageBody, type CustomAdvantage } from '@app/contracts/brand';
import { useMutation } from '@tanstack/react-query';

/** POST /api/advantages/ {name, address id}: a custom ('other') advantage, selected at once. */
export const createAdvantage = (body: CreateAdvantageBody): Promise<CustomAdvantage> =>
  call(brandCreateAdvantage, { body, schema: import.meta.env.DEV && customAdvantageSchema });

export const useCreateAdvantage = () => useMutation({ mutationFn: createAdvantage });
