import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface TitledCardProps {
  title: string;
  hint: string;
  children: ReactNode;
  /** Space under the title (none by default). */
  titleGap?: number;
  testId?: string;
}

/** A bordered card of a brand tab: a small title, a dimmed hint, then its fields. */
export function TitledCard({ title, hint, children, titleGap, testId }: TitledCardProps) {
  return (
    <Card withBorder radius="lg" p="lg" data-testid={testId}>
      <Title order={3} fz="md" mb={titleGap}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {hint}
      </Text>
      {children}
    </Card>
  );
}
