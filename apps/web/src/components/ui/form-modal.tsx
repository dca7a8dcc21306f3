import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormModalProps {
  opened: boolean;
  /** Called by the close button, the overlay and Cancel. */
  onClose: () => void;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The submit button stays disabled until this is true. */
  canSubmit: boolean;
  submitting: boolean;
  /** Prefix of the test ids: `<id>-modal`, `<id>-submit`. */
  testId: string;
  children: ReactNode;
}

/** A centred dialog holding a small form: its fields, then Cancel and the submit button. */
export function FormModal({ opened, onClose, title, onSubmit, submitLabel, canSubmit, submitting, testId, children }: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{title}</Text>} centered data-testid={`${testId}-modal`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={submitting} data-testid={`${testId}-submit`}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
