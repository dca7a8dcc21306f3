export { appLink, type CommerceDeps } from './commerce-deps.ts';
