import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers.ts';

/**
 * Compression (issue 15, decision 082): built assets are served from the .br / .gz files the web
 * build writes beside them, with Content-Encoding and Vary; JSON and HTML answers over 1 kB are
 * compressed on the fly; small answers and clients that ask for nothing get identity.
 */
let ctx: TestContext;
let webDir: string;
const script = `console.log(${JSON.stringify('QRecrute '.repeat(400))});\n`;
const page = `<!doctype html><html lang="fr"><head><title>QRecrute</title></head><body><div id="root"></div>${'<p>Recrutez grâce au QR code</p>'.repeat(60)}</body></html>`;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-compress-'));
  fs.mkdirSync(path.join(webDir, 'app'), { recursive: true });
  fs.mkdirSync(path.join(webDir, 'assets'));
  for (const file of [path.join(webDir, 'app', 'index.html'), path.join(webDir, 'index.html')]) {
    fs.writeFileSync(file, page);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(page));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(page));
  }
  const asset = path.join(webDir, 'assets', 'app-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  ctx = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression', () => {
  it('serves the brotli file of an asset to a browser that takes br, with Vary and immutable caching', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated: no validators nor ranges on the 20 to 50 files of a page.
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends a script only the headers a script uses (nosniff, resource policy), the document headers with the page (decision 098)', async () => {
    const asset = await get('/assets/app-abc123.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const html = await get('/app/jobs');
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A path that only looks like an asset gets every header.
    const other = await get('/assets/../app/jobs');
    expect(other.headers['content-security-policy']).toBeDefined();
  });

  it('serves the gzip file to a client that takes only gzip, and the plain file to one that takes nothing', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the compressed application page on every app path, and a compressed 404 page on unknown site paths', async () => {
    const html = await get('/app/login', 'gzip;q=0.5, br;q=1');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-encoding']).toBe('br');
    expect(String(html.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(html.rawPayload).toString()).toBe(page);
    const missing = await get('/no-such-page', 'gzip');
    expect(missing.statusCode).toBe(404);
    expect(zlib.gunzipSync(missing.rawPayload).toString()).toBe(page);
    expect((await get('/app/jobs')).body).toBe(page);
  });

  it('compresses JSON over 1 kB on the fly, not small answers', async () => {
    const docs = await get('/api/docs/json', 'br, gzip');
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);

    const small = await get('/api/health/live', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
