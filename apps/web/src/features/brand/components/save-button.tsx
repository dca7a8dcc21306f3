import { Button, Group, Modal, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/brand';

interface SaveButtonProps {
  disabled: boolean;
  /** Saves; true closes the dialog, false keeps it open (spec section 8: the dialog stays open). */
  onConfirm: () => Promise<boolean>;
  testId: string;
}

/** Save button of a tab: it opens a confirmation dialog; the save happens on confirm. */
export function SaveButton({ disabled, onConfirm, testId }: SaveButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    setSaving(true);
    const ok = await onConfirm();
    setSaving(false);
    if (ok) setOpened(false);
  };
  return (
    <>
      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={18} />}
          disabled={disabled}
          onClick={() => setOpened(true)}
          data-testid={`${testId}-save`}
        >
          {t('components.brand_page.save')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => !saving && setOpened(false)}
        title={<Text fw={700}>{t('components.brand_page.save_modal.title')}</Text>}
        data-testid={`${testId}-save-modal`}
      >
        <Text c="dimmed">{t('components.brand_page.save_modal.text')}</Text>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={() => setOpened(false)} disabled={saving} data-testid={`${testId}-save-cancel`}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={saving} data-testid={`${testId}-save-confirm`}>
            {t('components.brand_page.save_modal.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
