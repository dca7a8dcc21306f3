import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';
import { SimpleShell } from '@/components/ui/simple-shell';

/** /app/register-affiliate-payment */
export function RegisterAffiliatePaymentPage() {
  const { t } = useTranslation();
  return (
    <SimpleShell>
      <Card>
        <PageTitle title={t('pages.RegisterAffiliatePayment.title')} subtitle={t('pages.RegisterAffiliatePayment.subtitle')} />
        <ComingSoon description={t('pages.RegisterAffiliatePayment.description')} />
      </Card>
    </SimpleShell>
  );
}
