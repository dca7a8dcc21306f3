import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateKeys, toggleFavoriteCandidate } from '@/lib/candidates';

/** POST /api/favorite-candidate/: a truthy answer refreshes the lists (spec section 4). */
export const useToggleFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => toggleFavoriteCandidate(uuid),
    onSuccess: (answer) => {
      if (answer) void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
};
