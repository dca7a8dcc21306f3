import { Avatar, Box, Center, Image, Text } from '@mantine/core';
import { CANDIDATE_IMAGE } from '@app/contracts/constants';
import { IconUser } from '@tabler/icons-react';
import { initialsOf } from '@/lib/candidates';

interface CandidatePhotoProps {
  avatar: string | null;
  name: string;
  alt: string;
  /** Rounded corners at the top only (inside a card). */
  inCard?: boolean;
}

/** The candidate card's picture, 204x242 (spec section 9), or a placeholder with the initial. */
export function CandidatePhoto({ avatar, name, alt, inCard = true }: CandidatePhotoProps) {
  const { width, height } = CANDIDATE_IMAGE;
  const radius = inCard ? 'var(--mantine-radius-lg) var(--mantine-radius-lg) 0 0' : 'var(--mantine-radius-lg)';
  if (avatar) {
    return <Image src={avatar} alt={alt} w={width} h={height} fit="cover" style={{ borderRadius: radius }} data-testid="candidate-photo" />;
  }
  return (
    <Box
      w={width}
      h={height}
      style={{ borderRadius: radius, background: 'linear-gradient(160deg, var(--mantine-color-brand-0), var(--mantine-color-brand-2))' }}
      data-testid="candidate-photo-placeholder"
      role="img"
      aria-label={alt}
    >
      <Center h="100%" style={{ flexDirection: 'column', gap: 8 }}>
        <IconUser size={64} stroke={1.2} color="var(--mantine-color-brand-6)" />
        <Text fw={700} fz={28} c="brand.8">
          {initialsOf(name)}
        </Text>
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
