import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/admin';

/**
 * The back office's confirmation of an action that needs a reason for the audit log (decision 160):
 * extra fields above, the reason (3 to 500 characters), the error of the last try. The money screens,
 * the refund of an order and the support's suspension and reactivation of an account use it.
 */
export function ReasonModal({
  title,
  text,
  children,
  confirm,
  color = 'blue',
  pending,
  error,
  ready = true,
  reasonLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  confirm: string;
  color?: string;
  pending: boolean;
  error: string | null;
  ready?: boolean;
  /** The reason field's label, when a screen words it otherwise than "Motif (écrit dans le journal d'audit)". */
  reasonLabel?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Stack component="form" onSubmit={submit}>
        {text && <Text>{text}</Text>}
        {children}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={reasonLabel ?? t('adminMoney.reason')}
          required
          minLength={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
          data-testid="reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adminMoney.cancel')}
          </Button>
          <Button type="submit" color={color} loading={pending} disabled={!ready || reason.trim().length < 3}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
