import { registrationHeadhunterFirstSite } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { headhunterFirstSiteAnswerSchema, type HeadhunterFirstSiteBody } from '@app/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';

/** POST /api/recruiter/headhunter/first-site/: a head-hunter without any site gets the registration's free site (decision 136). */
export const createFirstSite = (body: HeadhunterFirstSiteBody): Promise<{ address: string }> =>
  call(registrationHeadhunterFirstSite, { body, schema: import.meta.env.DEV && headhunterFirstSiteAnswerSchema });

export const useCreateFirstSite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirstSite,
    // The profile lists the new site: the shop then reads its jobs and candidates.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
};
