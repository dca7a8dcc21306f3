import { applyGetApplyPage } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { applyPageSchema, type ApplyPage } from '@app/contracts/apply';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applyKeys } from './apply-keys';

/** GET /api/apply/{uuid}/ (no sign-in): the address as candidates see it, with its open jobs; read by the apply page and the company page (issue 33 item 4). */
export const getApplyPage = (uuid: string, signal?: AbortSignal): Promise<ApplyPage> =>
  call(applyGetApplyPage, { path: { uuid }, schema: import.meta.env.DEV && applyPageSchema, signal });

export const applyPageQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: applyKeys.page(uuid), queryFn: ({ signal }) => getApplyPage(uuid, signal), staleTime: 60_000, retry: false });

export const useApplyPage = (uuid: string) => useQuery(applyPageQueryOptions(uuid));
