export { resolveDefaultPrice, resolvePrice } from './products.service.ts';
