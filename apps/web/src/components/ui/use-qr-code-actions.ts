import type { QrCodeType } from '@app/contracts/qr-codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { downloadQrCode, printQrCode } from '@/lib/qr-codes';
import '@/locales/shared';

type QrCodeAction = 'download' | 'print';

/** Download or print one QR code of an address; `busy` names the action under way, a failure is notified. */
export function useQrCodeActions(address: { uuid: string; name: string }, type: QrCodeType) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<QrCodeAction | null>(null);
  const run = async (action: QrCodeAction) => {
    setBusy(action);
    try {
      if (action === 'download') await downloadQrCode(address.uuid, type);
      else await printQrCode(address.uuid, type, address.name);
    } catch {
      // Product decisions: the French message everywhere.
      notifyError(t(action === 'download' ? 'components.qrcode.download_error' : 'components.qrcode.print_error'));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
