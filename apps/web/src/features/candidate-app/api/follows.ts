import { candidateAppFollowCompany, candidateAppListFollows, candidateAppUnfollowCompany } from '@app/contracts/operations.gen';
import { followedCompanyListSchema, type FollowedCompanyList } from '@app/contracts/candidate-app';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { candidateAppKeys } from '@/api/candidate-session';

const followsKey = [...candidateAppKeys.all, 'follows'] as const;

/** GET /api/candidate-app/follows/: the companies the signed-in candidate follows (issue 33 item 4). */
export const useFollowedCompanies = (enabled: boolean) =>
  useQuery({
    queryKey: followsKey,
    queryFn: (): Promise<FollowedCompanyList> =>
      call(candidateAppListFollows, { schema: import.meta.env.DEV && followedCompanyListSchema }),
    enabled,
    retry: false,
  });

/** Follows (`follow: true`) or stops following a site; the list is read again after. */
export const useFollowCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, follow }: { uuid: string; follow: boolean }): Promise<void> =>
      follow ? call(candidateAppFollowCompany, { path: { uuid } }) : call(candidateAppUnfollowCompany, { path: { uuid } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: followsKey }),
  });
};
