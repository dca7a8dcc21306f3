import type { ReactNode } from 'react';
import { ConfirmModal } from './confirm-modal';
import type { ConfirmationModalProps } from './use-confirmation';

/** Confirmation of an action that cannot be undone (red confirm button); its props come from `useConfirmation`. */
export function DangerConfirmModal(props: ConfirmationModalProps & { children: ReactNode }) {
  return <ConfirmModal {...props} color="red" />;
}
