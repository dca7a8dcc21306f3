import type { AddressSummary } from '@app/contracts/auth';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAddress } from '../api/delete-address';
import '@/locales/addresses';

/** Delete modal of an address card (spec section 8: success after 300 ms reloads the profile). */
export function DeleteAddressModal({ address, opened, onClose }: { address: AddressSummary; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAddress();
  const confirm = async () => {
    try {
      await remove.mutateAsync(address.uuid);
      onClose();
      notifySuccess(t('components.address_card.delete_modal.success'));
    } catch (error) {
      // A refusal with a known reason (parent address, last address) says why.
      notifyError(
        isHttpError(error) && error.status === 409
          ? errorText(t, error, t('components.address_card.delete_modal.error'))
          : t('components.address_card.delete_modal.error'),
      );
    }
  };
  return (
    <ConfirmModal
      opened={opened}
      title={t('components.address_card.delete_modal.title')}
      confirmLabel={t('common.delete')}
      color="red"
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      testId="delete-address"
    >
      {t('components.address_card.delete_modal.text', { name: address.name })}
    </ConfirmModal>
  );
}
