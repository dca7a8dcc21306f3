import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/resumes */
export function ResumesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.resumes.title')} subtitle={t('pages.resumes.subtitle')} />
      <ComingSoon description={t('pages.resumes.description')} />
    </>
  );
}
