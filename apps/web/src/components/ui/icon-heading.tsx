import {
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
  type MantineColor,
  type MantineFontSize,
  type MantineRadius,
  type MantineSpacing,
  type TitleOrder,
} from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface IconHeadingProps {
  icon: Icon;
  /** The look of the round or square badge holding the icon, at the left. */
  badge: { size: number; radius: MantineRadius; variant: 'light' | 'white'; color?: MantineColor; glyph: number };
  title: ReactNode;
  titleOrder?: TitleOrder;
  titleSize?: MantineFontSize;
  /** The dimmed line under the title. */
  text?: ReactNode;
  /** More lines under the text. */
  children?: ReactNode;
  gap?: MantineSpacing;
  textGap?: number;
  maw?: number;
  mb?: MantineSpacing;
}

/** An icon badge beside a title and a dimmed line: the head of an information card. */
export function IconHeading({
  icon: HeadingIcon,
  badge,
  title,
  titleOrder = 3,
  titleSize = 'lg',
  text,
  children,
  gap = 'md',
  textGap = 2,
  maw,
  mb,
}: IconHeadingProps) {
  return (
    <Group gap={gap} wrap="nowrap" maw={maw} mb={mb}>
      <ThemeIcon size={badge.size} radius={badge.radius} variant={badge.variant} color={badge.color}>
        <HeadingIcon size={badge.glyph} />
      </ThemeIcon>
      <Stack gap={textGap}>
        <Title order={titleOrder} fz={titleSize}>
          {title}
        </Title>
        {text ? (
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Group>
  );
}
