import { useTranslation } from 'react-i18next';
import { SuccessPanel } from '@/components/ui/success-panel';
import '@/locales/candidate-signup';

/** Thank-you screen after the sign-up. */
export function SignupSuccess({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  return (
    <SuccessPanel
      title={t('views.candidate_signup.success_title', { firstName })}
      text={t('views.candidate_signup.success_text')}
      next={t('views.candidate_signup.success_next')}
      testId="signup-success"
    />
  );
}
