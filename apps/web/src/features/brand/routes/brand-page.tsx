import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/brand */
export function BrandPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.brand.title')} subtitle={t('pages.brand.subtitle')} />
      <ComingSoon description={t('pages.brand.description')} />
    </>
  );
}
