/**
 * The payment links of what recruiters buy outside the basket (spec section 6): address
 * subscriptions with posters and stickers, extra products, the premium head-hunter plan and the
 * affiliate kit. `grantHeadhunterPremium` is the order-paid effect of the premium plan.
 */
export { grantHeadhunterPremium } from './ecommerce.service.ts';
export { removeUnpaidDrafts } from './unpaid-drafts.ts';
