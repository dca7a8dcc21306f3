import { affiliatesGetProfile } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { affiliateProfileSchema, type AffiliateProfile } from '@app/contracts/affiliates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { affiliateKeys } from './get-affiliate-dashboard';

/** GET /api/affiliate/profile/: e-mail, phone, account holder name, IBAN. */
export const getAffiliateProfile = (signal?: AbortSignal): Promise<AffiliateProfile> =>
  call(affiliatesGetProfile, { schema: import.meta.env.DEV && affiliateProfileSchema, signal });

export const affiliateProfileQueryOptions = () =>
  queryOptions({ queryKey: affiliateKeys.profile(), queryFn: ({ signal }) => getAffiliateProfile(signal) });

export const useAffiliateProfile = () => useQuery(affiliateProfileQueryOptions());
