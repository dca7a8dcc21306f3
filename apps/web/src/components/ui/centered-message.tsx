import {
  Card,
  Center,
  Stack,
  Text,
  ThemeIcon,
  Title,
  type CardProps,
  type MantineColor,
  type MantineFontSize,
  type MantineSpacing,
  type TitleOrder,
} from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface CenteredMessageProps {
  /** Shown in a round light badge above the title. */
  icon?: Icon;
  iconColor?: MantineColor;
  /** Width of the round badge (the icon inside is half of it unless `glyphSize` says otherwise). */
  iconSize?: number;
  glyphSize?: number;
  /** Shown instead of the round badge (a loader). */
  visual?: ReactNode;
  title: ReactNode;
  titleOrder?: TitleOrder;
  titleSize?: MantineFontSize | number;
  text?: ReactNode;
  textSize?: MantineFontSize;
  /** Buttons below the text. */
  children?: ReactNode;
  gap?: MantineSpacing;
  maw?: number;
}

/** A centred column: round icon, title, dimmed text and actions (empty lists, waiting and error states). */
export function CenteredMessage({
  icon: MessageIcon,
  iconColor,
  iconSize = 56,
  glyphSize = iconSize / 2,
  visual,
  title,
  titleOrder = 3,
  titleSize,
  text,
  textSize,
  children,
  gap = 'sm',
  maw,
}: CenteredMessageProps) {
  return (
    <Stack align="center" ta="center" gap={gap} maw={maw}>
      {MessageIcon ? (
        <ThemeIcon size={iconSize} radius="xl" variant="light" color={iconColor}>
          <MessageIcon size={glyphSize} />
        </ThemeIcon>
      ) : (
        visual
      )}
      <Title order={titleOrder} fz={titleSize}>
        {title}
      </Title>
      {text ? (
        <Text c="dimmed" size={textSize}>
          {text}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

type EmptyStateCardProps = Omit<CenteredMessageProps, 'textSize'> & {
  testId: string;
  /** The card's own look: a grey card without border by default. */
  card?: Omit<CardProps, 'children'>;
};

/** A card holding a centred message: the empty state of a list, or the state of a page that waits or failed. */
export function EmptyStateCard({
  testId,
  card = { bg: 'var(--mantine-color-gray-0)', py: 48 },
  titleSize = 'lg',
  maw = 460,
  ...message
}: EmptyStateCardProps) {
  return (
    <Card {...card} data-testid={testId}>
      <Center>
        <CenteredMessage titleSize={titleSize} maw={maw} textSize="sm" {...message} />
      </Center>
    </Card>
  );
}
