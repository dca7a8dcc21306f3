import type { QrCodeContactBody } from '@app/contracts/qr-codes';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /qr-code-contact/ (spec section 7): e-mail and message. */
export const sendQrCodeContact = (body: QrCodeContactBody): Promise<void> => http.post<void>('/qr-code-contact/', body);

export const useSendQrCodeContact = () => useMutation({ mutationFn: sendQrCodeContact });
