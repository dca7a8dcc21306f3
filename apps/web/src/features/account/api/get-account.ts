import { accountGetAccount } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { accountSchema, type Account } from '@app/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/recruiter/me/: the account form's data. */
export const getAccount = (signal?: AbortSignal): Promise<Account> =>
  call(accountGetAccount, { schema: import.meta.env.DEV && accountSchema, signal });

export const accountKeys = { all: ['account'] as const };

export const accountQueryOptions = () => queryOptions({ queryKey: accountKeys.all, queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useQuery(accountQueryOptions());
