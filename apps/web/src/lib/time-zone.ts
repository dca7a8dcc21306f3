/**
 * The product's time zone (issue 11, "One time zone"): every date the app shows or groups by is a
 * calendar day in France, whatever the browser's own time zone. The API uses the same constant
 * (apps/api/src/lib/time-zone.ts).
 */
import { PRODUCT_TIME_ZONE } from '@app/contracts/time-zone';

export { PRODUCT_TIME_ZONE };
