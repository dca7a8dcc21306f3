import { qrCodesContactSales } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import type { QrCodeContactBody } from '@app/contracts/qr-codes';
import { useMutation } from '@tanstack/react-query';

/** POST /qr-code-contact/ (spec section 7): e-mail and message. */
export const sendQrCodeContact = (body: QrCodeContactBody): Promise<void> => call(qrCodesContactSales, { body });

export const useSendQrCodeContact = () => useMutation({ mutationFn: sendQrCodeContact });
