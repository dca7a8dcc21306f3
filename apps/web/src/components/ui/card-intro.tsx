import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardIntroProps {
  /** A small icon before the title. */
  icon: ReactNode;
  title: string;
  /** One dimmed line saying what the card is for. */
  text: string;
}

/** The top of a card: an icon and the card's title on one row, then a dimmed line. */
export function CardIntro({ icon, title, text }: CardIntroProps) {
  return (
    <>
      <Group gap="sm" mb="xs">
        {icon}
        <Title order={3} fz="lg">
          {title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {text}
      </Text>
    </>
  );
}
