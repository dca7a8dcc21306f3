import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
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

/**
 * A tiny S3-compatible endpoint keeping objects in memory: PUT, GET, HEAD and DELETE of
 * `/bucket/key`. Like a bucket, it refuses (403) a request without a SigV4 `Authorization` header
 * for the test's access key or without `x-amz-content-sha256`, and (400) a body whose SHA-256 is
 * not the announced one. It answers with the type the object was stored with.
 */
const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
let s3Url = '';
const s3 = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const url = req.url!;
    seen.push({ method: req.method!, url, headers: req.headers, body });
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/') || typeof payloadHash !== 'string')
      return void res.writeHead(403).end();
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return void res.writeHead(400).end();
    const found = objects.get(url);
    switch (req.method) {
      case 'PUT':
        objects.set(url, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
        return void res.writeHead(200).end();
      case 'DELETE':
        objects.delete(url);
        return void res.writeHead(204).end();
      case 'GET':
      case 'HEAD':
        if (!found) return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length });
        return void res.end(req.method === 'GET' ? found.body : undefined);
      default:
        return void res.writeHead(405).end();
    }
  });
});
beforeAll(async () => {
  await new Promise<void>((r) => s3.listen(0, '127.0.0.1', r));
  s3Url = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => s3.close(() => r())));
const s3Settings = () => ({
  endpoint: s3Url,
  region: 'eu-west-3',
  bucket: 'bucket',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'secret',
  pathStyle: true,
});
storageContract('S3 (signed fetch)', () => createS3Storage(s3Settings()));

describe('S3 driver details', () => {
  /** Signed calls the driver never makes: looking at the bucket itself. */
  const bucket = new AwsClient({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', service: 's3', region: 'eu-west-3', retries: 0 });

  it('sends signed path-style requests with the payload hash, and the bucket holds the bytes and their type', async () => {
    const storage = createS3Storage(s3Settings());
    const body = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await storage.put('logos/abcdef0123456789.svg', body, 'image/svg+xml');
    const put = seen.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', url: '/bucket/logos/abcdef0123456789.svg', body });
    expect(put.headers['x-amz-content-sha256']).toBe(sha256Hex(body));
    expect(put.headers['content-type']).toBe('image/svg+xml');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-3\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );

    const head = await bucket.fetch(`${s3Url}/bucket/logos/abcdef0123456789.svg`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), head.headers.get('content-length')]).toEqual([
      200,
      'image/svg+xml',
      String(body.length),
    ]);
    expect(await storage.get('logos/abcdef0123456789.svg')).toEqual({ body, contentType: 'image/svg+xml' });
    const get = seen.at(-1)!;
    expect(get.method).toBe('GET');
    expect(get.headers['x-amz-content-sha256']).toBe(sha256Hex(Buffer.alloc(0)));

    await storage.delete('logos/abcdef0123456789.svg');
    expect(seen.at(-1)!.method).toBe('DELETE');
    expect((await bucket.fetch(`${s3Url}/bucket/logos/abcdef0123456789.svg`, { method: 'HEAD' })).status).toBe(404);
    expect(await storage.get('logos/abcdef0123456789.svg')).toBeNull();
  });

  it('keeps the type of the key over the bucket\u2019s', async () => {
    await bucket.fetch(`${s3Url}/bucket/logos/0123456789abcdef.png`, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: 'PNG',
    });
    expect(await createS3Storage(s3Settings()).get('logos/0123456789abcdef.png')).toEqual({
      body: Buffer.from('PNG'),
      contentType: 'image/png',
    });
  });

  it('fails on a refused request (the stand-in refuses unsigned ones and other keys)', async () => {
    expect((await fetch(`${s3Url}/bucket/logos/0123456789abcdef.png`, { method: 'PUT', body: 'x' })).status).toBe(403);
    const stranger = createS3Storage({ ...s3Settings(), accessKeyId: 'AKIDOTHER' });
    await expect(stranger.put('logos/0123456789abcdef.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'S3 PUT logos/0123456789abcdef.png failed: 403',
    );
    await expect(stranger.get('logos/0123456789abcdef.png')).rejects.toThrow('S3 GET logos/0123456789abcdef.png failed: 403');
    await expect(stranger.delete('logos/0123456789abcdef.png')).rejects.toThrow('S3 DELETE logos/0123456789abcdef.png failed: 403');
  });

  it('puts the bucket in the host name when path style is off', async () => {
    const requests: Request[] = [];
    const storage = createS3Storage(
      { ...s3Settings(), endpoint: 'https://s3.fr-par.scw.cloud', region: 'fr-par', pathStyle: false },
      async (input) => {
        requests.push(input as Request);
        return new Response(null, { status: 404 });
      },
    );
    expect(await storage.get('logos/0123456789abcdef.png')).toBeNull();
    expect(requests.map((r) => r.url)).toEqual(['https://bucket.s3.fr-par.scw.cloud/logos/0123456789abcdef.png']);
    expect(requests[0]!.headers.get('authorization')).toMatch(/Credential=AKIDEXAMPLE\/\d{8}\/fr-par\/s3\/aws4_request, /);
  });

  it("aws4fetch signs AWS's published SigV4 example (GET Bucket, list objects) as AWS does", async () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Bucket (List Objects)"
    const signed = await new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J',
      headers: { 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      service: 's3',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      datetime: '20130524T000000Z',
    }).sign();
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });
});

describe('storage settings', () => {
  it('defaults to DATA_DIR/storage and validates the S3 settings', () => {
    expect(storageSettingsFromEnv({}, '/data')).toEqual({ driver: 'local', dir: '/data/storage' });
    expect(() => storageSettingsFromEnv({ STORAGE_DRIVER: 's3' }, '/data')).toThrow(/S3_ENDPOINT/);
    expect(
      storageSettingsFromEnv(
        {
          STORAGE_DRIVER: 's3',
          S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
          S3_BUCKET: 'b',
          S3_ACCESS_KEY_ID: 'k',
          S3_SECRET_ACCESS_KEY: 's',
          S3_REGION: 'fr-par',
          S3_FORCE_PATH_STYLE: 'false',
        },
        '/data',
      ),
    ).toMatchObject({ driver: 's3', region: 'fr-par', pathStyle: false });
  });
});
