import type { AddressSummary } from '@app/contracts/auth';
import { useTranslation } from 'react-i18next';
import { DangerConfirmModal } from '@/components/ui/danger-confirm-modal';
import { DeleteButton } from '@/components/ui/delete-button';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAddress } from '../api/delete-address';
import '@/locales/addresses';

/** Delete button of an address card and its confirmation (spec section 8: success after 300 ms reloads the profile). */
export function DeleteAddressButton({ address }: { address: AddressSummary }) {
  const { t } = useTranslation();
  const remove = useDeleteAddress();
  const confirm = async (close: () => void) => {
    try {
      await remove.mutateAsync(address.uuid);
      close();
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
  const confirmation = useConfirmation({
    mutation: remove,
    title: t('components.address_card.delete_modal.title'),
    confirmLabel: t('common.delete'),
    testId: 'delete-address',
    onConfirm: (close) => void confirm(close),
  });
  return (
    <>
      <DeleteButton onClick={confirmation.open} testId="address-card-delete" />
      <DangerConfirmModal {...confirmation.modalProps}>
        {t('components.address_card.delete_modal.text', { name: address.name })}
      </DangerConfirmModal>
    </>
  );
}
