import { useDisclosure } from '@mantine/hooks';

interface UseConfirmationOptions {
  /** The mutation the confirm button runs: the button spins while it is pending. */
  mutation: { isPending: boolean };
  title: string;
  confirmLabel: string;
  /** Prefix of the dialog's test ids (see `ConfirmModal`). */
  testId: string;
  /** Runs on confirm; it gets `close`, to call once the action has succeeded. */
  onConfirm: (close: () => void) => void;
  /** What else a cancel resets (a typed word, for instance); the dialog closes in any case. */
  onCancel?: () => void;
}

/** Everything a confirmation dialog needs but its body. */
export interface ConfirmationModalProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  testId: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Open state of a confirmation dialog bound to the mutation it confirms; `modalProps` go to `DangerConfirmModal`. */
export function useConfirmation({ mutation, title, confirmLabel, testId, onConfirm, onCancel }: UseConfirmationOptions) {
  const [opened, { open, close }] = useDisclosure(false);
  const modalProps: ConfirmationModalProps = {
    opened,
    title,
    confirmLabel,
    testId,
    loading: mutation.isPending,
    onCancel: () => {
      onCancel?.();
      close();
    },
    onConfirm: () => onConfirm(close),
  };
  return { open, close, modalProps };
}
