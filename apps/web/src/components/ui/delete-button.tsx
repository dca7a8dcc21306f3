import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The small red Delete button of a card's actions. */
export function DeleteButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onClick} data-testid={testId}>
      {t('common.delete')}
    </Button>
  );
}
