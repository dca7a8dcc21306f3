import type { UpdateAffiliateProfileBody } from '@app/contracts/affiliates';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, notifyError, notifySuccess } from '@/lib/notify';
import { apiFieldErrors, needsErrorAlert } from '@/lib/field-errors';
import '@/locales/affiliates';

/**
 * Saving the affiliate's profile or bank details: the API's field errors are shown under their
 * fields (the fields of the body sent, the current password among them when asked), without a
 * generic toast beside them; a failure no field can show gets the error toast. Each try clears
 * what the previous one left: field errors and its error toast.
 */
export function useAffiliateSave(onSubmit: (body: UpdateAffiliateProfileBody) => Promise<unknown>) {
  const { t } = useTranslation();
  const errorToastId = `affiliate-save-error-${useId()}`;
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = async (body: UpdateAffiliateProfileBody) => {
    setServerErrors({});
    dismissToast(errorToastId);
    try {
      await onSubmit(body);
      notifySuccess(t('components.affiliate_bank_form.success'));
    } catch (error) {
      const fieldErrors = apiFieldErrors(t, error);
      setServerErrors(fieldErrors);
      if (needsErrorAlert(fieldErrors, Object.keys(body))) notifyError(t('components.affiliate_bank_form.error'), undefined, errorToastId);
    }
  };
  return { serverErrors, save };
}
