import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, signatureV4 } from './s3-storage.ts';
import { storageSettingsFromEnv, type Storage } from './storage.ts';

/** The same cases against every driver that can run here. */
function storageContract(name: string, make: () => Storage) {
  describe(`${name} storage`, () => {
    it('puts, gets and deletes; a missing key is null', async () => {
      const storage = make();
      const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      await storage.put('logos/0123456789abcdef.png', body, 'image/png');
      expect(await storage.get('logos/0123456789abcdef.png')).toEqual({ body, contentType: 'image/png' });
      await storage.delete('logos/0123456789abcdef.png');
      expect(await storage.get('logos/0123456789abcdef.png')).toBeNull();
      await storage.delete('logos/0123456789abcdef.png'); // deleting twice is fine
    });

    it('refuses keys that leave its root', async () => {
      const storage = make();
      for (const key of ['../secret.png', 'a/../../b.png', '/etc/passwd', 'logos//x.png', '']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
storageContract('local', () => createLocalStorage(tmp));

/** An S3 stand-in keeping objects in memory; it checks that each request is signed. */
const objects = new Map<string, Buffer>();
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
let s3Url = '';
const s3 = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    if (!String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/')) return void res.writeHead(403).end();
    const key = req.url!;
    if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
    if (req.method === 'DELETE') objects.delete(key);
    if (req.method === 'GET') {
      const found = objects.get(key);
      if (!found) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(found);
    }
    res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
  });
});
beforeAll(async () => {
  await new Promise<void>((r) => s3.listen(0, '127.0.0.1', r));
  s3Url = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => s3.close(() => r())));
storageContract('S3 (signed fetch)', () =>
  createS3Storage({ endpoint: s3Url, region: 'eu-west-3', bucket: 'bucket', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', pathStyle: true }),
);

describe('S3 driver details', () => {
  it('uses path-style URLs, signs the payload hash, and keeps the type of the key over the bucket\u2019s', async () => {
    const storage = createS3Storage({ endpoint: s3Url, region: 'eu-west-3', bucket: 'bucket', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', pathStyle: true });
    await storage.put('logos/abcdef0123456789.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    const put = seen.at(-1)!;
    expect(put.url).toBe('/bucket/logos/abcdef0123456789.svg');
    expect(put.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(put.headers.authorization).toMatch(/Credential=AKIDEXAMPLE\/\d{8}\/eu-west-3\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);
    expect((await storage.get('logos/abcdef0123456789.svg'))?.contentType).toBe('image/svg+xml');
  });

  it("matches AWS's published SigV4 example (GET Object)", () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object"
    const { signature } = signatureV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      amzDate: '20130524T000000Z',
    });
    expect(signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

describe('storage settings', () => {
  it('defaults to DATA_DIR/storage and validates the S3 settings', () => {
    expect(storageSettingsFromEnv({}, '/data')).toEqual({ driver: 'local', dir: '/data/storage' });
    expect(() => storageSettingsFromEnv({ STORAGE_DRIVER: 's3' }, '/data')).toThrow(/S3_ENDPOINT/);
    expect(
      storageSettingsFromEnv({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://s3.fr-par.scw.cloud', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'fr-par', S3_FORCE_PATH_STYLE: 'false' }, '/data'),
    ).toMatchObject({ driver: 's3', region: 'fr-par', pathStyle: false });
  });
});
