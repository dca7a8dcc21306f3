import { Menu } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LazyMenuState } from '@/components/ui/lazy-menu';
import { JobActionsButton } from './job-actions-button';
import '@/locales/jobs';

export interface JobCardMenuProps {
  /** The job's edit wizard (its first step). */
  accessTo: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A job card's actions (spec section 2, "Jobs"): access, update, delete. */
export function JobCardMenu({ accessTo, onEdit, onDelete, opened, onChange }: JobCardMenuProps & LazyMenuState) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" opened={opened} onChange={onChange}>
      <Menu.Target>
        <JobActionsButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={accessTo} leftSection={<IconExternalLink size={16} />} data-testid="job-card-access">
          {t('components.job_card.access')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit} data-testid="job-card-update">
          {t('components.job_card.update')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} data-testid="job-card-delete">
          {t('components.job_card.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
