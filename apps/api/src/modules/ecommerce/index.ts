export { grantHeadhunterPremium } from './ecommerce.service.ts';
