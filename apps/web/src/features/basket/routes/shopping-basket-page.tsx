import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/shopping-basket */
export function ShoppingBasketPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.shoppingBasket.title')} subtitle={t('pages.shoppingBasket.subtitle')} />
      <ComingSoon description={t('pages.shoppingBasket.description')} />
    </>
  );
}
