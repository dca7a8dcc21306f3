import { z } from 'zod';

/**
 * File storage (architecture: "file storage: S3-compatible bucket | a local directory").
 * Keys are `<folder>/<name>.<ext>`, chosen by the API, never by the caller.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

/** Keys of files this product serves publicly (logos, pictures): folder, random name, image extension. */
export const STORAGE_KEY = /^[a-z0-9-]{1,40}\/[a-z0-9-]{8,80}\.(png|jpg|svg|pdf)$/;

/**
 * The folders of public media: the logos and pictures shown on public pages, written only by
 * `storeImage` (modules/addresses/images.ts) after its image check. Only these are served by key
 * alone (GET /api/files/, cacheable). Every other folder is private (decision 120): invoices, candidate
 * documents, payout files, demo CVs, and any folder a feature adds later, unless listed here. The
 * feature that stores a file chooses its folder (a caller never chooses a key), so the folder says
 * where the key belongs; a private file is read through a route that checks its owner.
 */
export const PUBLIC_FOLDERS = ['logos', 'pictures'] as const;
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number];

/** A key GET /api/files/ may serve: a public folder and an image, as `storeImage` writes them. */
const PUBLIC_KEY = new RegExp(`^(?:${PUBLIC_FOLDERS.join('|')})\\/[a-z0-9-]{8,80}\\.(?:png|jpg|svg)$`);
export const isPublicKey = (key: string): boolean => PUBLIC_KEY.test(key);

/** Any key a driver accepts: relative, no `..`, plain characters (other features choose their own names). */
export const SAFE_KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
};

export const contentTypeOfKey = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

export function assertKey(key: string): void {
  if (key.length > 300 || !SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** Storage settings, read once from the environment (README lists them). */
const storageEnvSchema = z.object({
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('true'),
});

export type StorageSettings =
  | { driver: 'local'; dir: string }
  | { driver: 's3'; endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; pathStyle: boolean };

export function storageSettingsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StorageSettings {
  const e = storageEnvSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local', dir: `${dataDir.replace(/\/+$/, '')}/storage` };
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration: STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    pathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
  };
}
