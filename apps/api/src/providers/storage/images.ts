import { IMAGE_MAX_BYTES, type ImageFormat } from '@app/contracts/constants';

/**
 * Uploaded images (logos, brand pictures): the format comes from the bytes (magic numbers), never
 * from the declared type or the name; SVG must pass an allowlist so that no script can run when
 * the file is opened (docs/decisions/011-uploads.md).
 */
export type ImageCheck =
  | { ok: true; format: ImageFormat; extension: 'png' | 'jpg' | 'svg'; contentType: string; bytes: Buffer }
  | { ok: false; reason: 'format' | 'size' | 'unsafe_svg' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

/** UTF-8 text whose first element (after the XML declaration, comments and blanks) is `<svg`. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.length < bytes.length ? trimPartialUtf8(head) : head);
  } catch {
    return false;
  }
  const rest = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>/]/i.test(rest);
}

/** Drops a multi-byte character cut at the end of a slice, so the fatal decoder does not fail on it. */
function trimPartialUtf8(buf: Buffer): Buffer {
  let end = buf.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = buf[end - i]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte
    if (b >= 0xc0) end -= i; // a lead byte whose sequence may be incomplete
    break;
  }
  return buf.subarray(0, end);
}

export function checkImage(bytes: Buffer, maxBytes = IMAGE_MAX_BYTES): ImageCheck {
  if (bytes.length > maxBytes) return { ok: false, reason: 'size' };
  const format = detectImageFormat(bytes);
  if (!format) return { ok: false, reason: 'format' };
  if (format === 'png') return { ok: true, format, extension: 'png', contentType: 'image/png', bytes };
  if (format === 'jpeg') return { ok: true, format, extension: 'jpg', contentType: 'image/jpeg', bytes };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'format' };
  }
  if (findSvgHazard(text) !== null) return { ok: false, reason: 'unsafe_svg' };
  return { ok: true, format, extension: 'svg', contentType: 'image/svg+xml', bytes };
}

// ---------------------------------------------------------------------------------------------
// SVG allowlist

/** Elements that draw, group or describe; nothing that runs code, embeds HTML or animates attributes. */
const SVG_ELEMENTS = new Set(
  [
    'svg', 'g', 'defs', 'title', 'desc', 'metadata', 'symbol', 'use', 'switch',
    'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
    'text', 'tspan', 'textpath',
    'lineargradient', 'radialgradient', 'stop', 'pattern', 'clippath', 'mask', 'marker', 'image', 'style',
    'filter', 'feblend', 'fecolormatrix', 'fecomponenttransfer', 'fecomposite', 'feconvolvematrix',
    'fediffuselighting', 'fedisplacementmap', 'fedistantlight', 'fedropshadow', 'feflood', 'fefunca',
    'fefuncb', 'fefuncg', 'fefuncr', 'fegaussianblur', 'feimage', 'femerge', 'femergenode',
    'femorphology', 'feoffset', 'fepointlight', 'fespecularlighting', 'fespotlight', 'fetile', 'feturbulence',
  ],
);

/** Editors (Inkscape, Illustrator) write metadata in their own namespaces; inert unless bound to (X)HTML. */
const METADATA_PREFIXES = new Set(['rdf', 'cc', 'dc', 'sodipodi', 'inkscape', 'i', 'x', 'a', 'graph', 'sfw', 'ns', 'xmp', 'serif']);
const DANGEROUS_LOCAL_NAMES = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'html', 'body', 'a', 'set', 'animate', 'handler', 'listener', 'form', 'input', 'link', 'meta', 'base']);

/** Decodes character references, so that `&#106;avascript:` is seen as `javascript:`. */
const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCodePoint(Math.min(parseInt(d, 10), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');

/** Lower case, without blanks and control characters: `java\tscript :` -> `javascript:`. */
const squeeze = (value: string) =>
  [...decodeEntities(value)]
    .filter((c) => {
      const code = c.codePointAt(0)!;
      return !/\s/.test(c) && code > 0x1f && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();

const UNSAFE_VALUE = /(?:javascript|vbscript|livescript|data:text|data:application|data:image\/svg)/;
const URL_FUNCTION = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

function unsafeCss(css: string): boolean {
  const s = squeeze(css);
  if (s.includes('@import') || s.includes('expression(') || s.includes('behavior:') || s.includes('-moz-binding') || UNSAFE_VALUE.test(s)) return true;
  for (const match of decodeEntities(css).matchAll(URL_FUNCTION)) {
    if (!(match[2] ?? '').trim().startsWith('#')) return true; // only references inside the file
  }
  return false;
}

/** A link inside the file (`#id`) or an embedded PNG/JPEG; nothing external, nothing active. */
function safeReference(value: string): boolean {
  const s = squeeze(value);
  return s.startsWith('#') || /^data:image\/(?:png|jpe?g|gif|webp);base64,/.test(s);
}

const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/**
 * The first reason the SVG could run code or reach outside, or null when it is safe to serve.
 * Rejecting (rather than stripping) keeps the stored file exactly what the user sent.
 */
export function findSvgHazard(svg: string): string | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(svg)) return 'doctype'; // entities can hide markup and blow up parsers
  if (/<\?(?!xml[\s?])/i.test(svg)) return 'processing-instruction';
  if (/http:\/\/www\.w3\.org\/1999\/xhtml/i.test(decodeEntities(svg))) return 'xhtml-namespace';
  // Text content cannot run code, but `<` must only ever open a tag we can read.
  const withoutComments = svg.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_m, inner: string) => inner.replace(/</g, '&lt;'));
  let matched = 0;
  let styleOpen = false;
  let styleStart = 0;
  for (const tag of withoutComments.matchAll(TAG)) {
    matched += 1;
    const closing = tag[1] === '/';
    const qualified = tag[2]!.toLowerCase();
    const [prefix, local] = qualified.includes(':') ? (qualified.split(':', 2) as [string, string]) : [null, qualified];
    if (DANGEROUS_LOCAL_NAMES.has(local)) return `element ${qualified}`;
    if (prefix === null ? !SVG_ELEMENTS.has(local) : prefix === 'svg' ? !SVG_ELEMENTS.has(local) : !METADATA_PREFIXES.has(prefix)) {
      return `element ${qualified}`;
    }
    if (local === 'style' && prefix === null) {
      if (!closing && tag[4] !== '/') {
        styleOpen = true;
        styleStart = (tag.index ?? 0) + tag[0].length;
      } else if (closing && styleOpen) {
        styleOpen = false;
        if (unsafeCss(withoutComments.slice(styleStart, tag.index))) return 'style';
      }
    }
    if (closing) continue;
    for (const attr of (tag[3] ?? '').matchAll(ATTRIBUTE)) {
      const name = attr[1]!.toLowerCase();
      const raw = attr[2] ?? '';
      const value = raw.startsWith('"') || raw.startsWith("'") ? raw.slice(1, -1) : raw;
      const localName = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
      if (localName.startsWith('on')) return `attribute ${name}`;
      if (name === 'xmlns' || name.startsWith('xmlns:')) continue; // namespace URIs are checked above
      if (localName === 'href' || name === 'src') {
        if (!safeReference(value)) return `attribute ${name}`;
        continue;
      }
      if (localName === 'style') {
        if (unsafeCss(value)) return `attribute ${name}`;
        continue;
      }
      if (UNSAFE_VALUE.test(squeeze(value))) return `attribute ${name}`;
      for (const match of decodeEntities(value).matchAll(URL_FUNCTION)) {
        if (!(match[2] ?? '').trim().startsWith('#')) return `attribute ${name}`;
      }
    }
  }
  if (styleOpen) return 'style';
  // Every `<` must have been a tag we read: anything else is markup we could not check.
  const opens = (withoutComments.match(/</g) ?? []).length - (withoutComments.match(/<\?xml[^>]*\?>/gi) ?? []).length;
  if (opens !== matched) return 'unreadable-markup';
  if (matched === 0) return 'empty';
  return null;
}
