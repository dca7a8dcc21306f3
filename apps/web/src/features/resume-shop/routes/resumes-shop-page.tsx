import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/resumes-shop */
export function ResumesShopPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.resumesShop.title')} subtitle={t('pages.resumesShop.subtitle')} />
      <ComingSoon description={t('pages.resumesShop.description')} />
    </>
  );
}
