import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { useCurrentRecruiter } from '@/lib/auth';
import { notifyError } from '@/lib/notify';
import { useCandidate } from '../api/get-candidate';
import { CandidateProfileView, ProfileStatus } from '../components/candidate-profile-view';
import { useVisitFingerprint } from '@/lib/fingerprint';
import '@/locales/candidates';
import '@/locales/shared';

/** /app/resumes-shop/:uuid: a candidate of the resume shop, contact details once bought. */
export function ResumesShopDetailPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  useVisitFingerprint('candidate', uuid || undefined);
  const recruiter = useCurrentRecruiter();
  const candidate = useCandidate(uuid, null);
  useEffect(() => {
    if (candidate.isError) notifyError(t('views.candidate_profile.error'));
  }, [candidate.isError, t]);
  return (
    <>
      <PageTitle title={t('pages.resumesShopDetail.title')} subtitle={t('pages.resumesShopDetail.subtitle')} />
      {candidate.data ? (
        <CandidateProfileView candidate={candidate.data} mode="shop" buyer={!recruiter.headhunterPremium} />
      ) : (
        <ProfileStatus loading={candidate.isLoading} error={candidate.isError} />
      )}
    </>
  );
}
