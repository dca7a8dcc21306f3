import { Avatar, Box, Center, Image, Text } from '@mantine/core';
import { CANDIDATE_IMAGE } from '@app/contracts/constants';
import { initialsOf } from '@/lib/candidates';

interface CandidatePhotoProps {
  avatar: string | null;
  name: string;
  alt: string;
  /** What picks the placeholder's tint (the candidate's uuid); the name when absent. */
  seed?: string;
}

/** Soft tints of the placeholders: a few hues of the theme, one per candidate, so a page of cards is not a row of identical blocks. */
const PLACEHOLDER_TINTS = ['brand', 'cyan', 'indigo', 'grape', 'orange'] as const;

/** The same candidate always gets the same tint (a small hash of its uuid or name). */
export const placeholderTint = (seed: string): (typeof PLACEHOLDER_TINTS)[number] => {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PLACEHOLDER_TINTS[hash % PLACEHOLDER_TINTS.length]!;
};

/**
 * The candidate card's picture at the 204x242 ratio (spec section 9), as wide as its card (a phone
 * shows it beside the text, decision 136); without a picture, the initial in a round medallion on
 * the candidate's tint (an icon above an initial looked unfinished, issue 29).
 */
export function CandidatePhoto({ avatar, name, alt, seed }: CandidatePhotoProps) {
  const { width, height } = CANDIDATE_IMAGE;
  // The ratio through a property: a phone's card row stretches the picture to its height (app.css).
  const frame = { width: '100%', '--candidate-photo-ratio': `${width} / ${height}`, display: 'block' } as const;
  if (avatar) {
    return <Image src={avatar} alt={alt} fit="cover" className="candidate-photo" style={frame} data-testid="candidate-photo" />;
  }
  const tint = placeholderTint(seed ?? name);
  return (
    <Box
      style={{
        ...frame,
        // The initial follows the picture's width (cqi), whatever the card's size.
        containerType: 'inline-size',
        background: `radial-gradient(circle at 30% 20%, var(--mantine-color-${tint}-0), var(--mantine-color-${tint}-2) 85%)`,
      }}
      className="candidate-photo"
      data-testid="candidate-photo-placeholder"
      data-tint={tint}
      role="img"
      aria-label={alt}
    >
      <Center h="100%">
        <Center
          w="46%"
          style={{
            aspectRatio: '1',
            borderRadius: '50%',
            background: 'rgba(255, 255, 255, 0.85)',
            boxShadow: `0 4px 14px var(--mantine-color-${tint}-3)`,
          }}
        >
          <Text fw={700} c={`${tint}.8`} style={{ fontSize: 'clamp(1.5rem, 20cqi, 2.75rem)', lineHeight: 1 }}>
            {initialsOf(name)}
          </Text>
        </Center>
      </Center>
    </Box>
  );
}

/** A round avatar: the picture, or the initials (applications list, profile header). */
export function CandidateAvatar({
  avatar,
  firstName,
  lastName,
  size = 48,
}: {
  avatar: string | null;
  firstName: string;
  lastName?: string | null;
  size?: number;
}) {
  return (
    <Avatar src={avatar ?? undefined} alt={firstName} radius="xl" size={size} color="brand" data-testid="candidate-avatar">
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
