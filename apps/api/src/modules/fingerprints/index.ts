export { recordVisit } from './fingerprints.service.ts';
