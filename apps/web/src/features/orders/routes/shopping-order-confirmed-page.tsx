import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/shopping-order-confirmed/:uuid */
export function ShoppingOrderConfirmedPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.shoppingOrderConfirmed.title')} subtitle={t('pages.shoppingOrderConfirmed.subtitle')} />
      <ComingSoon description={t('pages.shoppingOrderConfirmed.description')} />
    </>
  );
}
