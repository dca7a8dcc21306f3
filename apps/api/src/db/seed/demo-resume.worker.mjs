// Worker entry: TypeScript is loaded through tsx, as in the main thread (`node --import tsx`).
import { register } from 'tsx/esm/api';

register();
await import('./demo-resume.worker.ts');
