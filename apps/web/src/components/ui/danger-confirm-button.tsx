import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DangerConfirmModal } from './danger-confirm-modal';
import type { ConfirmationModalProps } from './use-confirmation';

interface DangerConfirmButtonProps {
  /** From `useConfirmation`; the button's test id is the dialog's, followed by `-open`. */
  confirmation: { open: () => void; modalProps: ConfirmationModalProps };
  label: string;
  /** The dialog's body. */
  children: ReactNode;
}

/** A red button (with a bin) that opens the confirmation of an action that cannot be undone. */
export function DangerConfirmButton({ confirmation, label, children }: DangerConfirmButtonProps) {
  const openTestId = `${confirmation.modalProps.testId}-open`;
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirmation.open} data-testid={openTestId}>
        {label}
      </Button>
      <DangerConfirmModal {...confirmation.modalProps}>{children}</DangerConfirmModal>
    </>
  );
}

interface DangerZoneCardProps {
  title: string;
  text: string;
  /** The action, a `DangerConfirmButton`. */
  children: ReactNode;
  /** Beside the title and text on a wide screen (the account page), or below them (the candidate's data page). */
  beside?: boolean;
  testId?: string;
}

/** The red-edged card of an action that cannot be undone: delete the account, erase the candidate's data. */
export function DangerZoneCard({ title, text, children, beside = false, testId }: DangerZoneCardProps) {
  const heading = [
    <Title key="title" order={3} fz="lg" c="red.8">
      {title}
    </Title>,
    <Text key="text" size="sm" c="dimmed">
      {text}
    </Text>,
  ];
  return (
    <Card withBorder radius="md" p="lg" style={{ borderColor: 'var(--mantine-color-red-2)' }} data-testid={testId}>
      {beside ? (
        <Group justify="space-between" wrap="wrap" gap="md">
          <Stack gap={2} maw={620}>
            {heading}
          </Stack>
          {children}
        </Group>
      ) : (
        <Stack gap="sm">
          {heading}
          <Group>{children}</Group>
        </Stack>
      )}
    </Card>
  );
}
