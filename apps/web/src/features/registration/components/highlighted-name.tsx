import { splitHighlight } from '@app/contracts/jobs';
import { Text } from '@mantine/core';

/** A job hit's name with its matched parts in bold, rendered as text (never as HTML). */
export function HighlightedName({ formatted }: { formatted: string }) {
  return (
    <>
      {splitHighlight(formatted).map((part, i) =>
        part.match ? (
          <Text key={i} component="span" fw={700} c="brand.8" inherit>
            {part.text}
          </Text>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
