import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/locales/resume-shop';

/**
 * Mantine's pagination with a name for the list and for its arrow buttons, which show only an
 * icon (axe `button-name`, decision 094). Every paginated list uses it.
 */
export function LabelledPagination(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      aria-label={t('components.pagination.label')}
      getControlProps={(control) => ({
        'aria-label': t(control === 'previous' ? 'common.previous' : control === 'next' ? 'common.next' : 'components.pagination.label'),
      })}
      {...props}
    />
  );
}
