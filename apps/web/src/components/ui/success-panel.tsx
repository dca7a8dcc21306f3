import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SuccessPanelProps {
  title: string;
  text: string;
  /** What happens next, in smaller grey text. */
  next: string;
  testId: string;
  /** An action under the texts. */
  children?: ReactNode;
}

/** A centred thank-you screen with a large check mark, after a form was sent. */
export function SuccessPanel({ title, text, next, testId, children }: SuccessPanelProps) {
  return (
    <Stack align="center" gap="md" py="xl" ta="center" data-testid={testId}>
      <ThemeIcon size={80} radius="xl" color="brand" variant="light">
        <IconCircleCheck size={46} />
      </ThemeIcon>
      <Title order={2}>{title}</Title>
      <Text maw={440}>{text}</Text>
      <Text size="sm" c="dimmed" maw={440}>
        {next}
      </Text>
      {children}
    </Stack>
  );
}
