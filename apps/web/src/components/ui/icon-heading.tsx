import { Group, Stack, Text, Title, type MantineFontSize, type MantineSpacing, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

interface IconHeadingProps {
  /** The badge at the left (a ThemeIcon). */
  icon: ReactNode;
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
  icon,
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
      {icon}
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
