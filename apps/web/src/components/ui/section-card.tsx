import { Card, Stack, Title, type MantineSpacing, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: ReactNode;
  /** The heading's level in the page (its look stays the same). */
  titleOrder?: TitleOrder;
  /** Space between the heading and each part of the content. */
  gap?: MantineSpacing;
  testId?: string;
  children: ReactNode;
}

/** A bordered card of a page's section: its heading, then its content, one under the other. */
export function SectionCard({ title, titleOrder = 3, gap = 'sm', testId, children }: SectionCardProps) {
  return (
    <Card withBorder radius="md" p="lg" data-testid={testId}>
      <Stack gap={gap}>
        <Title order={titleOrder} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
