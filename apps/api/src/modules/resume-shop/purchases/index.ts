/**
 * Bought resumes (spec sections 2, 3, 7 and 9): the list by searched job, and `fulfilResumeOrder`,
 * the order-paid effect that writes one purchase per resume line.
 */
export { fulfilResumeOrder, revokeResumeOrder } from './purchases.service.ts';
