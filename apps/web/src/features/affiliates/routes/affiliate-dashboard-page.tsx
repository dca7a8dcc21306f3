import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/affiliate/dashboard */
export function AffiliateDashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.affiliateDashboard.title')} subtitle={t('pages.affiliateDashboard.subtitle')} />
      <ComingSoon description={t('pages.affiliateDashboard.description')} />
    </>
  );
}
