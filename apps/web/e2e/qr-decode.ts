import { createRequire } from 'node:module';

/**
 * A small QR code reader for the browser journeys: it decodes the straight, clean PNGs the API
 * draws (no perspective, no noise), independently of the library that drew them. jsQR is not
 * installed here; pngjs comes with the `qrcode` package. Steps: binarize, find the symbol and its
 * module size from the top-left finder pattern, sample the grid, read the format information,
 * unmask, read the codewords in zigzag order, de-interleave the blocks, check the Reed-Solomon
 * syndromes, then parse numeric, alphanumeric and byte segments.
 */
interface PngImage {
  width: number;
  height: number;
  data: Buffer;
}
const { PNG } = createRequire(import.meta.url)('pngjs') as { PNG: { sync: { read(bytes: Buffer): PngImage } } };

const EC_BITS = { L: 1, M: 0, Q: 3, H: 2 } as const;
type EcLevel = keyof typeof EC_BITS;

/** Error-correction blocks per version (1 to 10): [count, data codewords] groups and EC codewords per block. */
const BLOCKS: Record<EcLevel, { ec: number; groups: [number, number][] }[]> = {
  L: [
    { ec: 7, groups: [[1, 19]] }, { ec: 10, groups: [[1, 34]] }, { ec: 15, groups: [[1, 55]] }, { ec: 20, groups: [[1, 80]] }, { ec: 26, groups: [[1, 108]] },
    { ec: 18, groups: [[2, 68]] }, { ec: 20, groups: [[2, 78]] }, { ec: 24, groups: [[2, 97]] }, { ec: 30, groups: [[2, 116]] }, { ec: 18, groups: [[2, 68], [2, 69]] },
  ],
  M: [
    { ec: 10, groups: [[1, 16]] }, { ec: 16, groups: [[1, 28]] }, { ec: 26, groups: [[1, 44]] }, { ec: 18, groups: [[2, 32]] }, { ec: 24, groups: [[2, 43]] },
    { ec: 16, groups: [[4, 27]] }, { ec: 18, groups: [[4, 31]] }, { ec: 22, groups: [[2, 38], [2, 39]] }, { ec: 22, groups: [[3, 36], [2, 37]] }, { ec: 26, groups: [[4, 43], [1, 44]] },
  ],
  Q: [
    { ec: 13, groups: [[1, 13]] }, { ec: 22, groups: [[1, 22]] }, { ec: 18, groups: [[2, 17]] }, { ec: 26, groups: [[2, 24]] }, { ec: 18, groups: [[2, 15], [2, 16]] },
    { ec: 24, groups: [[4, 19]] }, { ec: 18, groups: [[2, 14], [4, 15]] }, { ec: 22, groups: [[4, 18], [2, 19]] }, { ec: 20, groups: [[4, 16], [4, 17]] }, { ec: 24, groups: [[6, 19], [2, 20]] },
  ],
  H: [
    { ec: 17, groups: [[1, 9]] }, { ec: 28, groups: [[1, 16]] }, { ec: 22, groups: [[2, 13]] }, { ec: 16, groups: [[4, 9]] }, { ec: 22, groups: [[2, 11], [2, 12]] },
    { ec: 28, groups: [[4, 15]] }, { ec: 26, groups: [[4, 13], [1, 14]] }, { ec: 26, groups: [[4, 14], [2, 15]] }, { ec: 24, groups: [[4, 12], [4, 13]] }, { ec: 28, groups: [[6, 15], [2, 16]] },
  ],
};
const ALIGNMENT: number[][] = [[], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50]];

const MASKS: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_i, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
];

/** The 15-bit format word of an EC level and mask (BCH(15,5), XOR 0x5412). */
const formatWord = (level: EcLevel, mask: number): number => {
  const data = (EC_BITS[level] << 3) | mask;
  let rem = data << 10;
  for (let bit = 14; bit >= 10; bit--) if (rem & (1 << bit)) rem ^= 0x537 << (bit - 10);
  return ((data << 10) | rem) ^ 0x5412;
};

const popcount = (n: number) => n.toString(2).replaceAll('0', '').length;

// GF(256) for the Reed-Solomon syndrome check.
const EXP = new Array<number>(512);
const LOG = new Array<number>(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}
const gfMul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!);
const syndromesZero = (block: number[], ecCount: number) => {
  for (let i = 0; i < ecCount; i++) {
    let s = 0;
    for (const c of block) s = gfMul(s, EXP[i]!) ^ c;
    if (s !== 0) return false;
  }
  return true;
};

export function decodeQrPng(png: Buffer): string {
  const image = PNG.sync.read(png);
  const dark = (x: number, y: number) => {
    const o = (y * image.width + x) * 4;
    return image.data[o + 3]! > 0 && image.data[o]! + image.data[o + 1]! + image.data[o + 2]! < 384;
  };
  let minX = image.width, minY = image.height, maxX = -1, maxY = -1;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!dark(x, y)) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  if (maxX < 0) throw new Error('no QR code in the image');
  let run = 0;
  while (dark(minX + run, minY)) run++;
  const module = run / 7; // the finder pattern's top edge is 7 modules
  const size = Math.round((maxX - minX + 1) / module);
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 10) throw new Error(`unsupported QR size ${size}`);
  const grid: boolean[][] = [];
  for (let r = 0; r < size; r++) {
    grid.push([]);
    for (let c = 0; c < size; c++) grid[r]!.push(dark(Math.floor(minX + (c + 0.5) * module), Math.floor(minY + (r + 0.5) * module)));
  }
  const bit = (r: number, c: number) => (grid[r]![c] ? 1 : 0);

  // Format information around the top-left finder: row 8 (columns 0..8 but 6), then column 8 (rows 7..0 but 6).
  let format = 0;
  for (let c = 0; c <= 8; c++) if (c !== 6) format = (format << 1) | bit(8, c);
  for (let r = 7; r >= 0; r--) if (r !== 6) format = (format << 1) | bit(r, 8);
  let best: { level: EcLevel; mask: number; distance: number } | null = null;
  for (const level of Object.keys(EC_BITS) as EcLevel[]) {
    for (let mask = 0; mask < 8; mask++) {
      const distance = popcount(formatWord(level, mask) ^ format);
      if (!best || distance < best.distance) best = { level, mask, distance };
    }
  }
  if (!best || best.distance > 3) throw new Error('unreadable format information');

  // Function patterns, which carry no data.
  const reserved = grid.map((row) => row.map(() => false));
  const reserve = (r0: number, c0: number, h: number, w: number) => {
    for (let r = Math.max(0, r0); r < Math.min(size, r0 + h); r++) for (let c = Math.max(0, c0); c < Math.min(size, c0 + w); c++) reserved[r]![c] = true;
  };
  reserve(0, 0, 9, 9);
  reserve(0, size - 8, 9, 8);
  reserve(size - 8, 0, 8, 9);
  reserve(6, 0, 1, size);
  reserve(0, 6, size, 1);
  const centres = ALIGNMENT[version - 1]!;
  for (const r of centres) {
    for (const c of centres) {
      if ((r === 6 && c === 6) || (r === 6 && c === size - 7) || (r === size - 7 && c === 6)) continue;
      reserve(r - 2, c - 2, 5, 5);
    }
  }
  if (version >= 7) {
    reserve(0, size - 11, 6, 3);
    reserve(size - 11, 0, 3, 6);
  }

  // Codewords in zigzag order from the bottom-right corner, unmasked.
  const maskFn = MASKS[best.mask]!;
  const bits: number[] = [];
  let upward = true;
  for (let right = size - 1; right > 0; right -= 2) {
    if (right === 6) right = 5;
    for (let k = 0; k < size; k++) {
      const r = upward ? size - 1 - k : k;
      for (const c of [right, right - 1]) {
        if (reserved[r]![c]) continue;
        bits.push(bit(r, c) ^ (maskFn(r, c) ? 1 : 0));
      }
    }
    upward = !upward;
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));

  // De-interleave the blocks; every block must have zero syndromes.
  const spec = BLOCKS[best.level][version - 1]!;
  const blocks = spec.groups.flatMap(([count, data]) => Array.from({ length: count }, () => ({ data, words: [] as number[] })));
  const maxData = Math.max(...blocks.map((b) => b.data));
  let index = 0;
  for (let i = 0; i < maxData; i++) for (const b of blocks) if (i < b.data) b.words.push(codewords[index++]!);
  for (let i = 0; i < spec.ec; i++) for (const b of blocks) b.words.push(codewords[index++]!);
  for (const b of blocks) if (!syndromesZero(b.words, spec.ec)) throw new Error('Reed-Solomon check failed');
  const data = blocks.flatMap((b) => b.words.slice(0, b.data));

  // Segments.
  const stream = data.flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1));
  let pos = 0;
  const read = (n: number) => {
    let v = 0;
    for (let i = 0; i < n; i++) v = (v << 1) | (stream[pos++] ?? 0);
    return v;
  };
  const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
  const small = version <= 9;
  const bytes: number[] = [];
  while (pos + 4 <= stream.length) {
    const mode = read(4);
    if (mode === 0) break;
    if (mode === 1) {
      let count = read(small ? 10 : 12);
      while (count >= 3) {
        bytes.push(...[...String(read(10)).padStart(3, '0')].map((c) => c.charCodeAt(0)));
        count -= 3;
      }
      if (count === 2) bytes.push(...[...String(read(7)).padStart(2, '0')].map((c) => c.charCodeAt(0)));
      if (count === 1) bytes.push(String(read(4)).charCodeAt(0));
    } else if (mode === 2) {
      let count = read(small ? 9 : 11);
      while (count >= 2) {
        const v = read(11);
        bytes.push(ALNUM.charCodeAt(Math.floor(v / 45)), ALNUM.charCodeAt(v % 45));
        count -= 2;
      }
      if (count === 1) bytes.push(ALNUM.charCodeAt(read(6)));
    } else if (mode === 4) {
      const count = read(small ? 8 : 16);
      for (let i = 0; i < count; i++) bytes.push(read(8));
    } else {
      throw new Error(`unsupported QR segment mode ${mode}`);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
