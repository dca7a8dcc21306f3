import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, candidateKeys, setApplicationFavorite } from '@/lib/candidates';

/** PATCH /api/applications/{uuid}/ {favorite} (profile opened from an application). */
export const useSetApplicationFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, favorite }: { uuid: string; favorite: boolean }) => setApplicationFavorite(uuid, favorite),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
};
