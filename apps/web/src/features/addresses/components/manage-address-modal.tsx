import type { UpdateAddressBody } from '@app/contracts/addresses';
import type { AddressSummary } from '@app/contracts/auth';
import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateAddress } from '@/api/update-address';
import { AddressForm } from './address-form';
import '@/locales/addresses';
import { apiFieldErrors } from '@/lib/field-errors';

/**
 * Manage modal of an address card: the address form. Spec section 8: an error whose body names the
 * logo shows the first logo message, otherwise components.address_card.update.error; success shows
 * components.address_card.update.success and closes the modal.
 */
export function ManageAddressModal({ address, opened, onClose }: { address: AddressSummary; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAddress();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const submit = async (body: UpdateAddressBody) => {
    setServerErrors({});
    try {
      await update.mutateAsync({ uuid: address.uuid, body });
      notifySuccess(t('components.address_card.update.success'));
      onClose();
    } catch (error) {
      const next = apiFieldErrors(t, error);
      setServerErrors(next);
      notifyError(next.logo ?? t('components.address_card.update.error'));
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={<Text fw={700}>{t('components.address_card.manage_title', { name: address.name })}</Text>}
      data-testid="manage-address-modal"
    >
      {opened ? <AddressForm address={address} onSubmit={submit} onCancel={onClose} serverErrors={serverErrors} /> : null}
    </Modal>
  );
}
