import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.ts';

/**
 * The prepared reference database (decision 127): an embedded PGlite data directory with every
 * migration applied and the reference data imported (ROME, La Poste's communes, the lists and
 * products), made once per install and copied as the `db/` of each new DATA_DIR, so that a first
 * start copies a folder (about a second) instead of running initdb, the migrations and the imports
 * (tens of seconds). `npm install` makes it (scripts/prepare.mjs); a first start makes it when it
 * is missing or out of date.
 *
 * It is kept in `node_modules/.cache/qrecrute/reference-db/<hash>/`, the hash of everything that
 * decides its content: the migrations, the Drizzle schema, the reference seed and importers, the
 * contracts, the reference files and PGlite's version. Any change gives another folder; the last
 * two are kept.
 */

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = path.resolve(apiRoot, '../..');
const cacheRoot = path.join(repoRoot, 'node_modules/.cache/qrecrute/reference-db');
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** The shipped reference files, seen from the sources (config.ts's SHIPPED_REFERENCE_DATA_DIR, without loading the configuration). */
export const SOURCE_REFERENCE_DATA_DIR = path.join(apiRoot, 'reference-data');

type Log = (message: string) => void;

function listFiles(dir: string, out: string[]): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') listFiles(full, out);
    } else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * The hash of the prepared database's inputs, or null where the sources are not beside this file
 * (the production bundle, which never uses a prepared database).
 */
export function preparedDatabaseKey(referenceDataDir: string): string | null {
  const src = path.join(apiRoot, 'src/db');
  if (!fs.existsSync(path.join(src, 'seed/reference.ts'))) return null;
  const files = [
    ...listFiles(path.join(src, 'migrations'), []),
    ...listFiles(path.join(src, 'schema'), []),
    ...listFiles(path.join(src, 'importers'), []),
    ...listFiles(path.join(src, 'seed'), []).filter((f) => /\/reference[^/]*\.ts$/.test(f)),
    ...listFiles(path.join(repoRoot, 'packages/contracts/src'), []),
    path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'),
    fileURLToPath(import.meta.url),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(repoRoot, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  for (const file of listFiles(referenceDataDir, []).sort()) {
    hash.update(path.relative(referenceDataDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

/** Where the prepared database of `key` lives (it may not exist yet). */
export const preparedDatabaseDir = (key: string, cacheDir = cacheRoot): string => path.join(cacheDir, key);

const isReady = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION')) && fs.existsSync(path.join(dir, '.prepared'));

/**
 * The prepared database's folder for these reference files, made now if it is missing: a PGlite
 * in a scratch folder, migrated and seeded, closed cleanly, then renamed into place (two processes
 * preparing at once each make their own; the first rename wins). Null in the production bundle.
 */
export async function ensurePreparedDatabase(referenceDataDir: string, log: Log, cacheDir = cacheRoot): Promise<string | null> {
  const key = preparedDatabaseKey(referenceDataDir);
  if (!key) return null;
  const dir = preparedDatabaseDir(key, cacheDir);
  if (isReady(dir)) return dir;
  fs.mkdirSync(cacheDir, { recursive: true });
  const scratch = `${dir}.tmp-${process.pid}-${Date.now()}`;
  const started = performance.now();
  log('preparing the reference database once for this install (migrations, ROME, communes)...');
  // Loaded only to prepare: checking that it is ready reads files and nothing else.
  const [{ PGlite }, { drizzle }, { migrate }, { pgliteOptions }, schema, { seedReference }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./pglite-options.ts'),
    import('./schema/index.ts'),
    import('./seed/reference.ts'),
  ]);
  try {
    const client = await PGlite.create(scratch, pgliteOptions());
    try {
      const pgliteDb = drizzle(client, { schema });
      await migrate(pgliteDb, { migrationsFolder });
      const db = pgliteDb as unknown as Db;
      log(`reference database: migrations applied in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await seedReference(db, { referenceDataDir, log });
      await client.exec('checkpoint');
    } finally {
      await client.close();
    }
    fs.writeFileSync(path.join(scratch, '.prepared'), `${new Date().toISOString()}\n`);
    try {
      fs.renameSync(scratch, dir);
    } catch (err) {
      // Another process prepared it meanwhile: keep theirs.
      if (!isReady(dir)) throw err;
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  removeOlderThan(cacheDir, dir);
  log(`reference database prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

/** Keeps `current` and the newest other prepared database (another checkout state may still copy it). */
function removeOlderThan(cacheDir: string, current: string): void {
  const others = fs
    .readdirSync(cacheDir)
    .map((name) => path.join(cacheDir, name))
    .filter((dir) => dir !== current && !dir.includes('.tmp-'))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const dir of others.slice(1)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Whether `pgliteDir` holds no database yet (a first start). */
export const isNewPgliteDir = (pgliteDir: string): boolean => !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));

/** Copies the prepared database into `pgliteDir` (a new DATA_DIR's `db/`). */
export function copyPreparedDatabase(prepared: string, pgliteDir: string): void {
  fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
  fs.cpSync(prepared, pgliteDir, {
    recursive: true,
    mode: fs.constants.COPYFILE_FICLONE,
    filter: (source) => path.basename(source) !== '.prepared',
  });
}
