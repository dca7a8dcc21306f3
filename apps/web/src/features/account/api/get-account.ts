import { accountSchema, type Account } from '@app/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/recruiter/me/: the account form's data. */
export const getAccount = (signal?: AbortSignal): Promise<Account> => http.get('/api/recruiter/me/', { schema: import.meta.env.DEV && accountSchema, signal });

export const accountKeys = { all: ['account'] as const };

export const accountQueryOptions = () => queryOptions({ queryKey: accountKeys.all, queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useQuery(accountQueryOptions());
