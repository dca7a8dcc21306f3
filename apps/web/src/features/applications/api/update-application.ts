import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, candidateKeys, setApplicationFavorite } from '@/lib/candidates';

/** PATCH /api/applications/{uuid}/ {favorite}: saved at once from the resumes list (spec section 4). */
export const useSetFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, favorite }: { uuid: string; favorite: boolean }) => setApplicationFavorite(uuid, favorite),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      void queryClient.invalidateQueries({ queryKey: [...candidateKeys.all, 'detail'] });
    },
  });
};
