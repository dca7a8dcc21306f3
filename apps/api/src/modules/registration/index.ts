export { activitySectorExists, insertAddress } from './registration.repository.ts';
export { affiliateKitLines } from './registration.service.ts';
