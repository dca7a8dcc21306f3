import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, candidateKeys, setApplicationFavorite, toggleFavoriteCandidate } from '@/lib/candidates';

/** POST /api/favorite-candidate/ (resume shop profile). */
export const useToggleCandidateFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => toggleFavoriteCandidate(uuid),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
};

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
