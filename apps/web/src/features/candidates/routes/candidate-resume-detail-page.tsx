import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/resumes/:uuid?applicationUuid= */
export function CandidateResumeDetailPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.candidateResumeDetail.title')} subtitle={t('pages.candidateResumeDetail.subtitle')} />
      <ComingSoon description={t('pages.candidateResumeDetail.description')} />
    </>
  );
}
