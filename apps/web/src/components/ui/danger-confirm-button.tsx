import { Button } from '@mantine/core';
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
