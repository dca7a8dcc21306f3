import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/jobs';

/** The "…" button of a job card, which opens its actions menu (alone until first used: `lazyMenu`). */
export function JobActionsButton(props: Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('components.job_card.actions')}
      aria-haspopup="menu"
      data-testid="job-card-actions"
      {...props}
    >
      <IconDots size={20} />
    </ActionIcon>
  );
}
