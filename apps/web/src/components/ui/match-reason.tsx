import type { MatchReason as Reason } from '@app/contracts/candidates';
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMatchReason } from '@/lib/match-reason';

interface MatchReasonProps extends Omit<TextProps, 'children'> {
  reason: Reason | null;
  /** Lines shown at most (the whole phrase stays in the title); all by default. */
  lines?: number;
}

/**
 * Why a match percentage (issue 29, item 7): one small line of text beside it, read from the parts
 * the API computed the percentage from. Nothing while the API has no reason (a list being refreshed).
 */
export function MatchReason({ reason, lines, ...props }: MatchReasonProps) {
  const { t } = useTranslation();
  if (!reason) return null;
  const phrase = formatMatchReason(reason, t);
  return (
    <Text size="xs" c="dimmed" lineClamp={lines} title={phrase} data-testid="match-reason" {...props}>
      {phrase}
    </Text>
  );
}
