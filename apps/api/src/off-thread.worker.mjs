// Worker entry from sources (tests, `npm start`): TypeScript is loaded through tsx, as in the main
// thread; the production build bundles off-thread.worker.ts itself as dist/off-thread.worker.js.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./off-thread.worker.ts');
export default worker.default;
