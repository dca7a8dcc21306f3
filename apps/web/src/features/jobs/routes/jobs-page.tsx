import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/jobs */
export function JobsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.jobs.title')} subtitle={t('pages.jobs.subtitle')} />
      <ComingSoon description={t('pages.jobs.description')} />
    </>
  );
}
