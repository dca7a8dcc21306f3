/**
 * Visit counting (spec section 2): a visit to an address, candidate or uuid URL is posted as a hash
 * of the visitor that changes every day; no IP address is stored.
 */
export { recordVisit } from './fingerprints.service.ts';
