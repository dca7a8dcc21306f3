import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { savePgliteTemplate } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that each test database starts from (decision 110). */
    pgliteTemplate: string | null;
  }
}

/**
 * On PGlite, initdb and the migrations run once per run instead of once per test file: every test
 * database (`openTestDatabase`) starts from this copy. On PostgreSQL each file still creates and
 * migrates its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'migrated.tar.gz');
  await savePgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
