export { issuePair } from './auth.service.ts';
