import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface FigureCardProps {
  label: string;
  value: string;
  caption?: string;
  hint?: string;
  icon: ReactNode;
  color?: string;
  testId: string;
}

/** One figure of the affiliate dashboard: label, big value, a line below. */
export function FigureCard({ label, value, caption, hint, icon, color = 'brand', testId }: FigureCardProps) {
  return (
    <Card withBorder radius="md" p="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} radius="md" size={36}>
          {icon}
        </ThemeIcon>
      </Group>
      <Group gap={6} align="baseline" mt={4}>
        <Text fz={30} fw={800} lh={1.1} data-testid={`${testId}-value`}>
          {value}
        </Text>
        {caption && (
          <Text size="sm" c="dimmed">
            {caption}
          </Text>
        )}
      </Group>
      {hint && (
        <Text size="sm" c="dimmed" mt={6} data-testid={`${testId}-hint`}>
          {hint}
        </Text>
      )}
    </Card>
  );
}
