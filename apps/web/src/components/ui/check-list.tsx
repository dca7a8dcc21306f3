import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** A list whose lines are ticked in a round badge (the benefits of an offer). */
export function CheckList({ items }: { items: string[] }) {
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon size={22} radius="xl">
          <IconCheck size={14} stroke={3} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
