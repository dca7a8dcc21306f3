import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface NextStepButtonProps {
  /** The affiliate steps use the warm accent; the theme's primary colour when none. */
  color?: string;
  disabled?: boolean;
  /** Goes on without a form; without it the button submits the step's form. */
  onClick?: () => void;
}

/** The Next button of a registration step (`register-next`). */
export function NextStepButton({ color, disabled, onClick }: NextStepButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      size="md"
      color={color}
      disabled={disabled}
      rightSection={<IconArrowRight size={18} />}
      onClick={onClick}
      data-testid="register-next"
    >
      {t('common.next')}
    </Button>
  );
}

/** The last row of a step's form: an optional note or link at the left, Next at the right. */
export function StepFormFooter({ start, color }: { start?: ReactNode; color?: string }) {
  return (
    <Group justify={start ? 'space-between' : 'flex-end'} mt="sm">
      {start}
      <NextStepButton color={color} />
    </Group>
  );
}
