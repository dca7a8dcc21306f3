import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';
import { SimpleShell } from '@/components/ui/simple-shell';

/** /app/addresses/:uuid/complete */
export function AddressCompletePage() {
  const { t } = useTranslation();
  return (
    <SimpleShell>
      <Card>
        <PageTitle title={t('pages.addressComplete.title')} subtitle={t('pages.addressComplete.subtitle')} />
        <ComingSoon description={t('pages.addressComplete.description')} />
      </Card>
    </SimpleShell>
  );
}
