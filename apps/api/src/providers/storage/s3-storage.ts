import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertKey, contentTypeOfKey, type Storage } from './storage.ts';

/**
 * S3-compatible bucket (AWS S3, Scaleway, OVHcloud, MinIO...) through plain `fetch` requests signed
 * with AWS Signature Version 4 by aws4fetch (decision 079): no SDK is installed, and three calls
 * (PUT, GET, DELETE object) are all the product needs.
 */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` (MinIO and most providers) rather than `https://bucket.endpoint/key`. */
  pathStyle: boolean;
}

/** The payload is signed (its SHA-256 in `x-amz-content-sha256`), so the bucket refuses a body changed on the way. */
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export function createS3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): Storage {
  const base = new URL(settings.endpoint);
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
  });
  const urlOf = (key: string) => {
    assertKey(key);
    if (settings.pathStyle) return `${base.origin}${base.pathname.replace(/\/+$/, '')}/${settings.bucket}/${key}`;
    return `${base.protocol}//${settings.bucket}.${base.host}/${key}`;
  };

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const headers: Record<string, string> = { 'x-amz-content-sha256': sha256Hex(body ?? '') };
    if (contentType) headers['content-type'] = contentType;
    const request = await client.sign(urlOf(key), {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    return fetchImpl(request);
  }

  return {
    driver: 's3',
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      // The type comes from the key the API chose, never from what the bucket says.
      return { body: Buffer.from(await res.arrayBuffer()), contentType: contentTypeOfKey(key) };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
  };
}
