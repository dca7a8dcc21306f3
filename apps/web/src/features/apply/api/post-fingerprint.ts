import type { FingerprintBody } from '@app/contracts/qr-codes';
import { http } from '@/lib/http';

/** POST /api/fingerprint/: counts the visit of the apply page; failures are ignored (it is only a count). */
export const postFingerprint = (body: FingerprintBody): Promise<void> => http.post<void>('/api/fingerprint/', body).catch(() => undefined);
