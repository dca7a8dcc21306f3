import { Badge, Group, Text } from '@mantine/core';

/** The first line of a brand tab: what the tab is for and, at the right, how many items are chosen. */
export function TabIntro({ intro, count, countTestId }: { intro: string; count: string; countTestId: string }) {
  return (
    <Group justify="space-between" align="center">
      <Text c="dimmed" size="sm" maw={620}>
        {intro}
      </Text>
      <Badge variant="light" size="lg" data-testid={countTestId}>
        {count}
      </Badge>
    </Group>
  );
}
