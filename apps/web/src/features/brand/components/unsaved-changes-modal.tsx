import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/brand';

interface UnsavedChangesModalProps {
  opened: boolean;
  /** The current tab's changes can be saved (else only discarding is offered). */
  canSave: boolean;
  /** Cancel: discard the changes, reload the current address, switch. */
  onDiscard: () => Promise<void>;
  /** Save the current tab, then switch; false keeps the dialog open (spec section 8). */
  onSave: () => Promise<boolean>;
  /** Closing the dialog (cross, Escape) stays on the tab with its changes. */
  onClose: () => void;
}

/** Confirm dialog of a tab switch with unsaved changes (spec section 2, brand page). */
export function UnsavedChangesModal({ opened, canSave, onDiscard, onSave, onClose }: UnsavedChangesModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'discard' | 'save' | null>(null);
  const run = async (kind: 'discard' | 'save') => {
    setBusy(kind);
    try {
      if (kind === 'discard') await onDiscard();
      else await onSave();
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={() => busy === null && onClose()}
      title={<Text fw={700}>{t('components.brand_page.unsaved.title')}</Text>}
      data-testid="brand-unsaved-modal"
    >
      <Text c="dimmed">{t('components.brand_page.unsaved.text')}</Text>
      {!canSave ? (
        <Text size="sm" c="red" mt="sm" data-testid="brand-unsaved-invalid">
          {t('components.brand_page.unsaved.invalid')}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button
          variant="default"
          onClick={() => void run('discard')}
          loading={busy === 'discard'}
          disabled={busy === 'save'}
          data-testid="brand-unsaved-discard"
        >
          {t('components.brand_page.unsaved.discard')}
        </Button>
        <Button
          onClick={() => void run('save')}
          loading={busy === 'save'}
          disabled={!canSave || busy === 'discard'}
          data-testid="brand-unsaved-save"
        >
          {t('components.brand_page.unsaved.save')}
        </Button>
      </Group>
    </Modal>
  );
}
