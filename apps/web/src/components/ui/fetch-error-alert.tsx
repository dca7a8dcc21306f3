import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The red alert shown in place of data that could not be fetched. */
export function FetchErrorAlert({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid={testId}>
      {t('common.errors.fetch_data')}
    </Alert>
  );
}
