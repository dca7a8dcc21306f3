import { ActionIcon, ThemeIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { Link } from 'react-router';

interface FavoriteHeartProps {
  favorite: boolean;
  label: string;
  /** Without it (nor `to`) the heart is shown, not clickable. */
  onToggle?: () => void;
  /** A heart that leads where the favourite can be kept (the public profile: sign in, then the profile in the shop; decision 136). */
  to?: string;
  loading?: boolean;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}

/** The favourite heart of candidate cards, applications and profiles. */
export function FavoriteHeart({ favorite, label, onToggle, to, loading, size = 'lg', testId = 'favorite-heart' }: FavoriteHeartProps) {
  // What the shown heart and the button have in common.
  const heart = {
    color: favorite ? 'red' : 'gray',
    size,
    'aria-label': label,
    'data-testid': testId,
    'data-favorite': favorite,
    children: favorite ? <IconHeartFilled size={22} /> : <IconHeart size={22} stroke={1.8} />,
  };
  if (to) {
    return (
      <Tooltip label={label} withArrow multiline maw={260}>
        <ActionIcon component={Link} to={to} variant="subtle" radius="xl" {...heart} />
      </Tooltip>
    );
  }
  if (!onToggle) {
    // An image with a name: a name alone is not allowed on a plain element (axe aria-prohibited-attr).
    return <ThemeIcon variant="transparent" role="img" {...heart} />;
  }
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" radius="xl" aria-pressed={favorite} onClick={onToggle} loading={loading} {...heart} />
    </Tooltip>
  );
}
