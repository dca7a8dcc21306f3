import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/business-unit */
export function BusinessUnitsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.businessUnit.title')} subtitle={t('pages.businessUnit.subtitle')} />
      <ComingSoon description={t('pages.businessUnit.description')} />
    </>
  );
}
