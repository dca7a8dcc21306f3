import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { Database, Db } from '../src/db/client.ts';
import { addresses, prices, products, subscriptions } from '../src/db/schema/index.ts';
import { createActorWith, createTestApp, type Actor, type RoleName, type TestContext } from './helpers.ts';

/** pngjs comes with qrcode and has no type declarations: the few members used here. */
interface PngImage {
  width: number;
  height: number;
  data: Buffer;
}
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { new (opts: { width: number; height: number }): PngImage; sync: { write(png: PngImage): Buffer; read(bytes: Buffer): PngImage } };
};

/** A test app whose files go to a fresh temporary DATA_DIR (removed by close). */
export async function createAddressesApp(env: Record<string, string> = {}): Promise<TestContext & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'addresses-test-'));
  const ctx = await createTestApp({ env: { DATA_DIR: dataDir, ...env } });
  return {
    ...ctx,
    dataDir,
    close: async () => {
      await ctx.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The place object of the place search for Lyon, as a form sends it. */
export const LYON_PLACE = {
  placeName: 'Lyon (69001)',
  place_name: 'Lyon (69001)',
  featureName: 'Lyon',
  context: '69, Rhône, Auvergne-Rhône-Alpes',
  description: '69001 Lyon, Rhône, Auvergne-Rhône-Alpes',
  latitude: 45.764,
  longitude: 4.8357,
  postalCode: '69001',
  inseeCode: '69123',
};

export { ROLES, type RoleName } from './helpers.ts';

export async function insertAddress(
  database: Database,
  recruiterId: number,
  values: Partial<typeof addresses.$inferInsert> = {},
): Promise<{ id: number; uuid: string }> {
  const [row] = await database.db
    .insert(addresses)
    .values({ recruiterId, name: 'Boulangerie du Centre', qrcodeTown: 'Lyon', content: LYON_PLACE, completedAt: new Date(), ...values })
    .returning({ id: addresses.id, uuid: addresses.uuid });
  return row!;
}

export type AddressActor = Actor;

/** A signed-in user of the role with one address (and a second one, so that one can be deleted). */
export const createAddressActor = (
  app: FastifyInstance,
  database: Database,
  role: RoleName,
  name = `Adresse ${role}`,
): Promise<AddressActor> => createActorWith(app, database, role, (recruiterId) => insertAddress(database, recruiterId, { name }));

/** An active (or other status) subscription of an address, on the seeded address product. */
export async function subscribe(
  database: Database | Db,
  recruiterId: number,
  addressId: number,
  status = 'active',
  days = 30,
): Promise<void> {
  const db = 'db' in database ? database.db : database;
  const [product] = await db.select().from(products).where(eq(products.code, 'address_subscription')).limit(1);
  const [price] = product ? await db.select().from(prices).where(eq(prices.productId, product.id)).limit(1) : [];
  if (!product || !price) throw new Error('seed the reference data first (address_subscription product)');
  const now = Date.now();
  await db.insert(subscriptions).values({
    recruiterId,
    addressId,
    productId: product.id,
    priceId: price.id,
    status,
    currentPeriodStart: new Date(now - 86_400_000),
    currentPeriodEnd: new Date(now + days * 86_400_000),
  });
}

// ---------------------------------------------------------------------------------------------
// Files

/** A real PNG of the given side, optionally padded with trailing bytes up to `totalBytes`. */
export function pngBytes(side = 8, totalBytes?: number): Buffer {
  const png = new PNG({ width: side, height: side });
  png.data.fill(200);
  const bytes = PNG.sync.write(png);
  if (totalBytes === undefined) return bytes;
  if (totalBytes < bytes.length) throw new Error('PNG larger than wanted');
  return Buffer.concat([bytes, Buffer.alloc(totalBytes - bytes.length)]);
}

/** The start of a JPEG (SOI + APP0 JFIF): enough for detection by content. */
export function jpegBytes(totalBytes = 64): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, totalBytes - head.length - 2)), Buffer.from([0xff, 0xd9])]);
}

export const SAFE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" width="64" height="64">
  <title>Logo</title>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#1c7ed6"/><stop offset="1" stop-color="#4dabf7"/></linearGradient></defs>
  <style>.a { fill: url(#g); }</style>
  <rect class="a" width="64" height="64" rx="12"/>
  <use xlink:href="#g"/>
  <text x="32" y="40" text-anchor="middle" fill="#fff" style="font: bold 24px sans-serif">B</text>
</svg>`;

export const dataUrl = (bytes: Buffer | string, mime = 'image/png'): string =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

// ---------------------------------------------------------------------------------------------
// QR codes

/**
 * Whether a PNG shows exactly the QR code of `text`: the modules the `qrcode` package computes for
 * the text are compared with the dark and light cells of the image, sampled at their centres.
 */
export function pngShowsQrCode(png: Buffer, text: string, margin = 4): boolean {
  const image = PNG.sync.read(png);
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const cell = image.width / (size + 2 * margin);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const x = Math.floor((col + margin + 0.5) * cell);
      const y = Math.floor((row + margin + 0.5) * cell);
      const dark = image.data[(y * image.width + x) * 4]! < 128;
      if (dark !== Boolean(qr.modules.get(row, col))) return false;
    }
  }
  return true;
}
