import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { isEmailProofRefused } from '../api/email-code';
import type { IdentityDraft } from '../stores/register-store';
import '@/locales/registration';

/**
 * What a refused registration does (recruiter and affiliate alike): a refused e-mail proof sends
 * back to the e-mail step (`emailStepPath`) to confirm it again; any other refusal says why, or asks to check the steps.
 */
export function useRegistrationFailure(update: (patch: Pick<IdentityDraft, 'emailProof'>) => void, emailStepPath: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (error: unknown) => {
    if (isEmailProofRefused(error)) {
      update({ emailProof: '' });
      notifyError(t('errors.email_proof_invalid'));
      void navigate(emailStepPath);
      return;
    }
    const detail = isHttpError(error) && error.code !== 'validation_failed' ? errorText(t, error, '') : t('views.register.check_steps');
    notifyError(detail, t('views.register.error'));
  };
}
