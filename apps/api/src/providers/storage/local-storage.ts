import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, contentTypeOfKey, type Storage } from './storage.ts';

/** Files in a local directory (`DATA_DIR/storage` by default); writes are atomic (temp file + rename). */
export function createLocalStorage(dir: string): Storage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    driver: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        return { body: await fs.readFile(fileOf(key)), contentType: contentTypeOfKey(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
