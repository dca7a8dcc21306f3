import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateKeys, toggleFavoriteCandidate } from '@/lib/candidates';

/** POST /api/favorite-candidate/ (resume shop card and profile): the candidate lists refresh (spec section 4). */
export const useToggleFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => toggleFavoriteCandidate(uuid),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
};
