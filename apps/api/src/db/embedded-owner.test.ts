import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

/**
 * One process at a time in an embedded database directory (db/client.ts): a command run while the
 * server had the directory open wrote where the server never saw it (2026-11-29).
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-owner-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the embedded database has one owner process', () => {
  it('refuses a directory a live process holds, takes over a dead one, and leaves no mark once closed', async () => {
    const dir = path.join(root, 'db');
    // Held by a live process (the one that started this test).
    fs.writeFileSync(`${dir}.owner`, String(process.ppid));
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/open in another process .*stop it first/);
    // A mark left by a process that is gone: taken over.
    fs.writeFileSync(`${dir}.owner`, '4194303');
    const database = await openDatabase({ pgliteDir: dir });
    expect(fs.readFileSync(`${dir}.owner`, 'utf8')).toBe(String(process.pid));
    expect(await database.ping()).toBe(true);
    await database.close();
    expect(fs.existsSync(`${dir}.owner`)).toBe(false);
  }, 60_000);
});
