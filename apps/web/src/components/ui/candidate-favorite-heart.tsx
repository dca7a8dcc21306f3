import { useTranslation } from 'react-i18next';
import { FavoriteHeart } from './favorite-heart';
import '@/locales/shared';

interface CandidateFavoriteHeartProps {
  favorite: boolean;
  /** The candidate's first name, in the heart's name ("Ajouter Léa aux favoris"). */
  firstName: string;
  onToggle: () => void;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}

/** The favourite heart of a candidate, on its card in the resume shop and on its profile. */
export function CandidateFavoriteHeart({ favorite, firstName, ...heart }: CandidateFavoriteHeartProps) {
  const { t } = useTranslation();
  const label = t(favorite ? 'components.candidate_card.favorite_remove' : 'components.candidate_card.favorite_add', { name: firstName });
  return <FavoriteHeart favorite={favorite} label={label} {...heart} />;
}
