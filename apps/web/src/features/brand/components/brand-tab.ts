import type { AddressDetail } from '@app/contracts/addresses';
import type { Ref } from 'react';

/** The four tabs of the brand page (spec section 2), in their order. */
export const BRAND_TABS = ['values', 'advantages', 'media', 'recruitment'] as const;
export type BrandTab = (typeof BRAND_TABS)[number];

/** What the page needs from the tab on screen to guard a tab switch (spec section 2). */
export interface BrandTabHandle {
  /** The tab holds changes that are not saved. */
  isDirty(): boolean;
  /** The changes are valid and may be saved. */
  canSave(): boolean;
  /** Saves the tab; true when it worked (the page then reloads the address). */
  save(): Promise<boolean>;
}

export interface BrandTabProps {
  address: AddressDetail;
  /** Reloads the current address after a successful save. */
  onSaved: () => Promise<void>;
  ref?: Ref<BrandTabHandle>;
}
