import fs from 'node:fs';
import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * How every PGlite of the product opens (in its thread or in the caller's): with the extensions the
 * migrations create, and from `template` when given, a data directory saved by `savePgliteTemplate`
 * (db/client.ts) instead of a new one.
 */
export const pgliteOptions = (template?: string): PGliteOptions => ({
  extensions: { pg_trgm, unaccent },
  ...(template && { loadDataDir: new Blob([fs.readFileSync(template)]) }),
});
