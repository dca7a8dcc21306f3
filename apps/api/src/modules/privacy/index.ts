export { eraseRecruiter } from './privacy.service.ts';
