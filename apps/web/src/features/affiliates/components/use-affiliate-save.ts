import type { UpdateAffiliateProfileBody } from '@app/contracts/affiliates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from './server-errors';
import '@/locales/affiliates';

/**
 * Saving the affiliate's profile or bank details: the API's field errors are kept for the fields
 * (cleared at each try), and a toast says how it went.
 */
export function useAffiliateSave(onSubmit: (body: UpdateAffiliateProfileBody) => Promise<unknown>) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = async (body: UpdateAffiliateProfileBody) => {
    setServerErrors({});
    try {
      await onSubmit(body);
      notifySuccess(t('components.affiliate_bank_form.success'));
    } catch (error) {
      setServerErrors(serverFieldErrors(t, error));
      notifyError(t('components.affiliate_bank_form.error'));
    }
  };
  return { serverErrors, save };
}
