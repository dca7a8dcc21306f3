import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  color?: string;
  /** Prefix of the test ids: `<id>-modal`, `<id>-confirm`, `<id>-cancel`. */
  testId?: string;
}

/** Generic confirmation dialog. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading,
  color,
  testId = 'confirm',
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={<Text fw={700}>{title}</Text>} data-testid={`${testId}-modal`}>
      {typeof children === 'string' ? <Text c="dimmed">{children}</Text> : children}
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color={color} onClick={onConfirm} loading={loading} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
