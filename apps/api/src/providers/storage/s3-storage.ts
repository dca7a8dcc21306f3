import { createHash, createHmac } from 'node:crypto';
import { assertKey, contentTypeOfKey, type Storage } from './storage.ts';

/**
 * S3-compatible bucket (AWS S3, Scaleway, OVHcloud, MinIO...) through plain `fetch` requests signed
 * with AWS Signature Version 4: no SDK is installed, and three calls (PUT, GET, DELETE object) are
 * all the product needs.
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

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (slashes kept in paths). */
const encodeRfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const encodePath = (path: string) => path.split('/').map(encodeRfc3986).join('/');

export interface SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** ISO basic format, `20130524T000000Z`. */
  amzDate: string;
  service?: string;
}

/** The Authorization header of a SigV4 request; `headers` must already hold host, x-amz-date and x-amz-content-sha256. */
export function signatureV4(input: SignInput): { authorization: string; signature: string } {
  const service = input.service ?? 's3';
  const date = input.amzDate.slice(0, 8);
  const headerEntries = Object.entries(input.headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headerEntries.map(([k]) => k).join(';');
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    encodePath(decodeURIComponent(input.url.pathname)),
    query,
    headerEntries.map(([k, v]) => `${k}:${v}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${date}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, date), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

const amzDateOf = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function createS3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): Storage {
  const base = new URL(settings.endpoint);
  const urlOf = (key: string) => {
    assertKey(key);
    if (settings.pathStyle) return new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}/${settings.bucket}/${key}`);
    return new URL(`${base.protocol}//${settings.bucket}.${base.host}/${key}`);
  };

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = urlOf(key);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-date': amzDateOf(new Date()),
      'x-amz-content-sha256': payloadHash,
    };
    if (contentType) headers['content-type'] = contentType;
    const { authorization } = signatureV4({
      method,
      url,
      headers,
      payloadHash,
      region: settings.region,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      amzDate: headers['x-amz-date']!,
    });
    const { host: _host, ...sent } = headers;
    return fetchImpl(url, { method, headers: { ...sent, authorization }, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(10_000) });
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
