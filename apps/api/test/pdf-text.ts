import zlib from 'node:zlib';

// The standard PDF fonts are WinAnsi-encoded: latin-1, except 0x80 which is the euro sign.
const winAnsi = { decode: (b: Buffer) => b.toString('latin1').replace(/\u0080/g, '€') };

/** The text a PDF made by pdfkit shows (inflates its streams and decodes the hex strings of TJ). */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = Buffer.from(raw.slice(start, end), 'latin1');
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      out.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => winAnsi.decode(Buffer.from(h[1]!, 'hex'))).join(''));
    }
  }
  return out.join('\n');
}
