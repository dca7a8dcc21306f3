import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/brand/preview */
export function BrandPreviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.brandPreview.title')} subtitle={t('pages.brandPreview.subtitle')} />
      <ComingSoon description={t('pages.brandPreview.description')} />
    </>
  );
}
