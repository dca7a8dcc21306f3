import type { AddressSummary } from '@app/contracts/auth';
import type { PlaceColumn } from '../../db/schema/types.ts';
import { effectiveStatus } from '../subscriptions/index.ts';

export interface AddressRow {
  id: number;
  uuid: string;
  name: string;
  content: PlaceColumn | null;
  logo: string | null;
  activitySectorId: number | null;
  activitySectorName: string | null;
  qrcodeTown: string | null;
  siret: string | null;
  active: boolean;
  recruiterUuid: string;
  recruiterMaxAddresses: number;
  parentId: number | null;
  parentUuid: string | null;
  childrenLength: number;
  receiveApplicationByEmail: boolean;
  email: string | null;
  frequency: 'none' | 'daily' | 'weekly';
  freeApplication: boolean;
  completedAt: Date | null;
  subscription: {
    status: string;
    priceId: number;
    productId: number;
    currentPeriodEnd: Date;
    cancelAtPeriodEnd: boolean;
  } | null;
}

/** Maps a row to the spec's Address shape; column names never reach JSON. */
export function toAddressSummary(row: Omit<AddressRow, 'completedAt'>): AddressSummary {
  const sub = row.subscription;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    content: row.content,
    logo: row.logo,
    activitySector: row.activitySectorId !== null ? { id: row.activitySectorId, name: row.activitySectorName ?? '' } : null,
    qrcodeTown: row.qrcodeTown,
    siret: row.siret,
    active: row.active,
    recruiter_uuid: row.recruiterUuid,
    isParent: row.parentId === null && row.childrenLength > 0,
    parent: row.parentId,
    parentUuid: row.parentUuid,
    childrenLength: row.childrenLength,
    subscription: sub
      ? {
          status: effectiveStatus(sub.status, sub.currentPeriodEnd),
          plan: { id: sub.priceId, product: sub.productId },
          currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        }
      : null,
    premium: row.recruiterMaxAddresses > 0,
    receiveApplicationByEmail: row.receiveApplicationByEmail,
    email: row.email,
    frequency: row.frequency,
    freeApplication: row.freeApplication,
  };
}
