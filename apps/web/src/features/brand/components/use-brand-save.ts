import { useTranslation } from 'react-i18next';
import { isHttpError } from '@/lib/http';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateBrand, type BrandBody } from '../api/update-brand';
import '@/locales/brand';

type SaveKeys =
  'components.brand_values.save' | 'components.brand_advantages.save' | 'components.brand_media.save' | 'components.brand_recruitment.save';

/**
 * Saves one tab through PATCH /api/addresses/{uuid}/ and shows the spec's message (section 8):
 * `<keys>.success`, or `<keys>.error` (the caller keeps its dialog open). Answers the API's field
 * errors too, for the fields that can show them.
 */
export function useBrandSave(uuid: string, keys: SaveKeys, onSaved: () => Promise<void>) {
  const { t } = useTranslation();
  const update = useUpdateBrand();
  const save = async (body: BrandBody): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string[]> }> => {
    try {
      await update.mutateAsync({ uuid, body });
    } catch (error) {
      if (keys === 'components.brand_media.save') console.error('Brand media save failed', error); // spec section 8: also logged
      notifyError(t(`${keys}.error`));
      return { ok: false, fieldErrors: isHttpError(error) ? error.fieldErrors : {} };
    }
    await onSaved();
    notifySuccess(t(`${keys}.success`));
    return { ok: true };
  };
  return { save, saving: update.isPending };
}
