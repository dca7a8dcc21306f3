export { fulfilResumeOrder } from './purchases.service.ts';
