import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';
import { SimpleShell } from '@/components/ui/simple-shell';

/** /app/addresses/add */
export function AddNewAddressPage() {
  const { t } = useTranslation();
  return (
    <SimpleShell>
      <Card>
        <PageTitle title={t('pages.AddNewAddress.title')} subtitle={t('pages.AddNewAddress.subtitle')} />
        <ComingSoon description={t('pages.AddNewAddress.description')} />
      </Card>
    </SimpleShell>
  );
}
