/**
 * The recruiter's addresses (spec sections 3, 5 and 6): list, detail, edition and deletion, the
 * completion form of a new address, the request for more addresses, and the uploaded files (logos,
 * photos) served from storage. Subscription status shown on an address card comes from the
 * subscriptions module (`effectiveStatus`).
 */
export { toAddressSummary } from './addresses.mapper.ts';
export {
  activitySectorExists,
  addressRowsFromJson,
  findOwnedAddressRow,
  isLiveSite,
  liveSiteSql,
  recruiterAddressRowsJson,
  recruiterShowsQrCodes,
} from './addresses.repository.ts';
export { discardFile, resolveImageField, storeImage } from './images.ts';
