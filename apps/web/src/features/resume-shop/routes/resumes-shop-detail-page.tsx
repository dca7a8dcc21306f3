import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/resumes-shop/:uuid */
export function ResumesShopDetailPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.resumesShopDetail.title')} subtitle={t('pages.resumesShopDetail.subtitle')} />
      <ComingSoon description={t('pages.resumesShopDetail.description')} />
    </>
  );
}
