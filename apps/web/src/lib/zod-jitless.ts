/**
 * What the web app gets for `import … from 'zod'` (alias in vite.config.ts): zod itself, told never
 * to compile parsers with `new Function`. The CSP forbids eval, and zod's probe for it, though
 * caught, is reported by the browser as a CSP violation (Lighthouse best practices, issue 15;
 * decision 094). The setting is read when a schema is built: this module runs before every module
 * that imports 'zod', hence before any schema.
 */
import { config } from 'zod/v4';
import * as z from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
