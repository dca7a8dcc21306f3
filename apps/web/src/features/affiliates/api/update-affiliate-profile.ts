import { affiliatesUpdateProfile } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { affiliateProfileSchema, type AffiliateProfile, type UpdateAffiliateProfileBody } from '@app/contracts/affiliates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';
import { affiliateKeys } from './get-affiliate-dashboard';

/** PATCH /api/affiliate/profile/: phone, account holder name, IBAN (checked by the API too). */
export const updateAffiliateProfile = (body: UpdateAffiliateProfileBody): Promise<AffiliateProfile> =>
  call(affiliatesUpdateProfile, { body, schema: import.meta.env.DEV && affiliateProfileSchema });

export const useUpdateAffiliateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAffiliateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(affiliateKeys.profile(), profile);
      // The layout's warning dot reads recruiter.accountHolderName from the session profile.
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void queryClient.invalidateQueries({ queryKey: affiliateKeys.dashboard() });
    },
  });
};
