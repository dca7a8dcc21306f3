export { toAddressSummary } from './addresses.mapper.ts';
export { activitySectorExists, findAddressRowById, findOwnedAddressRow, listRecruiterAddressRows, recruiterShowsQrCodes } from './addresses.repository.ts';
export { discardFile, resolveImageField, storeImage } from './images.ts';
