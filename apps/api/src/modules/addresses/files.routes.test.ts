import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../providers/storage/local-storage.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { storeImage } from './images.ts';

/**
 * Issue 28, item 8 ("key = capability"): `GET /api/files/` serves public media only (logos and
 * pictures, cacheable); a private file (invoice, CV, payout file, anything stored elsewhere) is
 * never served by its key alone, whatever its extension: its owner reads it through an
 * owner-checked route (`private, no-store`).
 */
let ctx: TestContext;
let storage: Storage;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n% private\n%%EOF\n');

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'files-')) } });
  storage = createLocalStorage(path.join(ctx.config.dataDir, 'storage'));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(ctx.config.dataDir, { recursive: true, force: true });
});

const get = (key: string) => ctx.app.inject({ method: 'GET', url: `/api/files/${key}` });

describe('GET /api/files/: public media only', () => {
  it('never serves a private file by its key alone: invoices, CVs, payout files, any other folder, any extension', async () => {
    const privateFiles: [string, Buffer][] = [
      // The keys the product's own writers choose (invoices.service, demo-candidates, payout-file.service).
      ['invoices/f2026-000123-0a1b2c3d4e5f.pdf', PDF],
      ['demo/cv-6f1c2b8e-2a4d-4c1e-9f7a-1b2c3d4e5f60.pdf', PDF],
      ['payouts/2026-05/qrecrute-2026-05-0001.xml', Buffer.from('<Document/>')],
      // An image in a private folder stays private: the folder decides, not the extension.
      ['invoices/0a1b2c3d4e5f6a7b.png', PNG],
      ['cvs/0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d.png', PNG],
    ];
    for (const [key, body] of privateFiles) await storage.put(key, body, 'application/octet-stream');
    const answers = await Promise.all(privateFiles.map(async ([key]) => [key, (await get(key)).statusCode] as const));
    expect(answers).toEqual(privateFiles.map(([key]) => [key, 404]));
  });

  it('serves logos and pictures publicly, cacheable for a year', async () => {
    const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
    for (const folder of ['logos', 'pictures'] as const) {
      const url = await storeImage(storage, folder, dataUrl, 'logo');
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('refuses a PDF even in a public folder: only images are ever written there', async () => {
    await storage.put('logos/0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d.pdf', PDF, 'application/pdf');
    expect((await get('logos/0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d.pdf')).statusCode).toBe(404);
  });
});
