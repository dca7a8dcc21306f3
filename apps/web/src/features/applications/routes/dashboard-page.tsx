import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/dashboard */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.dashboard.title')} subtitle={t('pages.dashboard.subtitle')} />
      <ComingSoon description={t('pages.dashboard.description')} />
    </>
  );
}
