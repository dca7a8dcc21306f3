import zlib from 'node:zlib';

// The standard PDF fonts are WinAnsi-encoded: latin-1, except 0x80 which is the euro sign.
const winAnsi = { decode: (b: Buffer) => b.toString('latin1').replace(/\u0080/g, '€') };

const inflate = (bytes: Buffer): string | null => {
  try {
    return zlib.inflateSync(bytes).toString('latin1');
  } catch {
    return null;
  }
};

/** The indirect objects of a PDF without object streams: number -> [dictionary text, stream text (inflated when it can be)]. */
function pdfObjects(raw: string): Map<string, { dict: string; stream: string | null }> {
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    const body = m[2]!;
    const s = /stream\r?\n/.exec(body);
    if (!s) {
      objects.set(m[1]!, { dict: body, stream: null });
      continue;
    }
    const end = body.lastIndexOf('endstream');
    const bytes = Buffer.from(body.slice(s.index + s[0].length, end), 'latin1');
    objects.set(m[1]!, { dict: body.slice(0, s.index), stream: inflate(bytes) ?? bytes.toString('latin1') });
  }
  return objects;
}

const utf16 = (hex: string): string => {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
};

/** A ToUnicode CMap (bfchar and bfrange, as pdfkit writes them): glyph code -> text. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(r[1]!, 16);
      const to = parseInt(r[2]!, 16);
      if (r[3]!.startsWith('[')) {
        // One entry a glyph; a ligature's entry holds several code points (<0066 0069>).
        [...r[3]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((d, i) => map.set(from + i, utf16(d[1]!.replace(/\s/g, ''))));
      } else {
        const start = parseInt(r[3]!.slice(1, -1), 16);
        for (let c = from; c <= to; c++) map.set(c, String.fromCharCode(start + c - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const c of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(c[1]!, 16), utf16(c[2]!));
  }
  return map;
}

/**
 * The text a PDF made by pdfkit shows (inflates its streams and decodes the hex strings of TJ):
 * standard fonts as WinAnsi, embedded fonts (Identity-H, two bytes a glyph) through their
 * ToUnicode map, the font being followed by its Tf operator.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const objects = pdfObjects(pdf.toString('latin1'));
  // Resource name (/F1) -> the font's ToUnicode map, for fonts that have one (pdfkit names fonts once a document).
  const cmaps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const fonts of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const f of fonts[1]!.matchAll(/\/([^\s/]+)\s+(\d+)\s+0\s+R/g)) {
        const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(objects.get(f[2]!)?.dict ?? '');
        const cmap = toUnicode && objects.get(toUnicode[1]!)?.stream;
        if (cmap) cmaps.set(f[1]!, parseToUnicode(cmap));
      }
    }
  }
  for (const { stream } of objects.values()) {
    if (!stream || !/T[Jf]\b/.test(stream)) continue;
    let cmap: Map<number, string> | undefined;
    for (const op of stream.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        cmap = cmaps.get(op[1]);
        continue;
      }
      const strings = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!);
      out.push(
        strings
          .map((hex) =>
            cmap
              ? [...hex.matchAll(/[0-9a-fA-F]{4}/g)].map((code) => cmap!.get(parseInt(code[0], 16)) ?? '').join('')
              : winAnsi.decode(Buffer.from(hex, 'hex')),
          )
          .join(''),
      );
    }
  }
  return out.join('\n');
}
