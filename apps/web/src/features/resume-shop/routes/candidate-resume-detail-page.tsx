import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Paper } from '@mantine/core';
import { useApplication } from '@/api/get-application';
import { ApplicationStatusControl } from '@/components/ui/application-status-control';
import { PageTitle } from '@/components/ui/page-title';
import { useCurrentRecruiter } from '@/lib/auth';
import { notifyError } from '@/lib/notify';
import { useCandidate } from '../api/get-candidate';
import { CandidateProfileView, ProfileStatus } from '../components/candidate-profile-view';
import { useVisitFingerprint } from '@/lib/fingerprint';
import '@/locales/candidates';
import '@/locales/shared';

/** /app/resumes/:uuid?applicationUuid= : the profile of a candidate who applied (spec section 2). */
export function CandidateResumeDetailPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  useVisitFingerprint('candidate', uuid || undefined);
  const [params] = useSearchParams();
  const applicationUuid = params.get('applicationUuid') ?? params.get('application');
  const recruiter = useCurrentRecruiter();
  const candidate = useCandidate(uuid, applicationUuid);
  // Opening the application marks it "vue" for its candidate; its recruiter moves it from here (issue 33).
  const application = useApplication(applicationUuid ?? '', applicationUuid !== null);
  useEffect(() => {
    if (candidate.isError) notifyError(t('views.candidate_profile.error'));
  }, [candidate.isError, t]);
  return (
    <>
      <PageTitle title={t('pages.candidateResumeDetail.title')} subtitle={t('pages.candidateResumeDetail.subtitle')} />
      {application.data ? (
        <Paper withBorder radius="lg" p="md" mb="lg" maw={560}>
          <ApplicationStatusControl
            uuid={application.data.uuid}
            status={application.data.status}
            message={application.data.statusMessage}
          />
        </Paper>
      ) : null}
      {candidate.data ? (
        <CandidateProfileView candidate={candidate.data} mode="application" buyer={!recruiter.headhunterPremium} />
      ) : (
        <ProfileStatus loading={candidate.isLoading} error={candidate.isError} />
      )}
    </>
  );
}
