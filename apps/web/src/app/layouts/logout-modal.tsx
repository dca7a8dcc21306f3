import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ui/confirm-modal';

interface LogoutModalProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirm-logout modal of both layouts (`logout-modal`, `logout-confirm`, `logout-cancel`). */
export function LogoutModal({ opened, onCancel, onConfirm }: LogoutModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={opened}
      title={t('components.logout_modal.title')}
      confirmLabel={t('components.logout_modal.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      color="red"
      testId="logout"
    >
      {t('components.logout_modal.text')}
    </ConfirmModal>
  );
}
