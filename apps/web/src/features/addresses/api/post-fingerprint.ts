import type { FingerprintBody } from '@app/contracts/qr-codes';
import { http } from '@/lib/http';

/** POST /api/fingerprint/: records the visit of an address page; failures are ignored (it is only a count). */
export const postFingerprint = (body: FingerprintBody): Promise<void> => http.post<void>('/api/fingerprint/', body).catch(() => undefined);
