import { fingerprintsRecordVisit } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import type { FingerprintBody } from '@app/contracts/qr-codes';
import { useEffect } from 'react';

/** POST /api/fingerprint/: counts a visit; a failure is ignored (it is only a count). */
export const postFingerprint = (body: FingerprintBody): Promise<void> => call(fingerprintsRecordVisit, { body }).catch(() => undefined);

/**
 * Posts the fingerprint of a visit to an address page or a candidate page (spec section 2), once
 * per page and uuid: the apply page, the franchise completion page, the public resume and the
 * resume pages of the shop and of the applications.
 */
export function useVisitFingerprint(kind: 'address' | 'candidate', uuid: string | undefined): void {
  useEffect(() => {
    if (uuid) void postFingerprint({ [kind]: uuid, path: window.location.pathname });
  }, [kind, uuid]);
}
