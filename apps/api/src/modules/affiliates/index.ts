export { recordResumeSaleEarnings } from './affiliate-earnings.ts';
