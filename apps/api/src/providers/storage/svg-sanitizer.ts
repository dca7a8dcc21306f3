import sanitizeHtml from 'sanitize-html';

/**
 * SVG logos and pictures are cleaned by sanitize-html (htmlparser2) on an allowlist of drawing
 * elements and attributes; what is stored and served is the cleaned file (decision 072).
 *
 * The parser's work grows with the nesting of what it reads (htmlparser2 keeps its open elements
 * with `unshift`: quadratic in the depth), so the elements and the depth are bounded. They are
 * counted by the parser itself, from its own open and close events, and the parse stops at the
 * first element past a bound (decision 115): a separate pre-scan read `<g a=x"` as an open quote
 * where the parser does not, and let 160,000 nested elements through as 2 (issue 28). Every other
 * step is linear in the file; the whole cleaning runs in a worker thread with a time budget
 * (`images.ts`, `lib/off-thread.ts`).
 */
export const SVG_MAX_ELEMENTS = 5_000;
export const SVG_MAX_DEPTH = 64;

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Elements that draw, group or describe; nothing that runs code, embeds HTML or animates attributes. */
const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'switch',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'image',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

/** Geometry, presentation and structure attributes; no event handler can be among them. */
const ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'id',
  'class',
  'style',
  'lang',
  'xml:lang',
  'xml:space',
  'version',
  'baseProfile',
  'href',
  'xlink:href',
  'xlink:title',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'd',
  'points',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'pathLength',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'display',
  'visibility',
  'overflow',
  'paint-order',
  'vector-effect',
  'shape-rendering',
  'text-rendering',
  'image-rendering',
  'color-interpolation',
  'color-interpolation-filters',
  'marker-start',
  'marker-mid',
  'marker-end',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'offset',
  'stop-color',
  'stop-opacity',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'font-stretch',
  'letter-spacing',
  'word-spacing',
  'text-anchor',
  'text-decoration',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'writing-mode',
  'direction',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'rotate',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'edgeMode',
  'order',
  'kernelMatrix',
  'divisor',
  'bias',
  'targetX',
  'targetY',
  'preserveAlpha',
  'surfaceScale',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'kernelUnitLength',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'flood-color',
  'flood-opacity',
  'lighting-color',
  'radius',
  'azimuth',
  'elevation',
  'z',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'limitingConeAngle',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
];

/** Blanks and control characters removed, entities decoded, lower case: `java&#x9;script:` -> `javascript:`. */
const squeeze = (value: string) =>
  value
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_m, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#(\d{1,7});?/g, (_m, d: string) => String.fromCodePoint(Math.min(parseInt(d, 10), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    // eslint-disable-next-line no-control-regex
    .replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, '')
    .toLowerCase();

const ACTIVE_VALUE =
  /javascript:|vbscript:|livescript:|data:(?!image\/(?:png|jpe?g|gif|webp);base64,)|@import|expression\(|behavior:|-moz-binding/;

/** Every `url(...)` points inside the file (`#id`); nothing active. */
function safeValue(value: string): boolean {
  const squeezed = squeeze(value);
  if (ACTIVE_VALUE.test(squeezed)) return false;
  // Every `url(`, closed or not, must point inside the file. One split, linear: a regex looking for
  // the closing parenthesis from each `url(` was quadratic on `url(url(url(...` (200 kB: 14 s).
  return squeezed
    .split('url(')
    .slice(1)
    .every((rest) => rest.replace(/^['"]/, '').startsWith('#'));
}

/** A link inside the file (`#id`) or an embedded raster image; nothing external, nothing active. */
const safeReference = (value: string) => {
  const squeezed = squeeze(value);
  return squeezed.startsWith('#') || /^data:image\/(?:png|jpe?g|gif|webp);base64,/.test(squeezed);
};

function cleanAttributes(attribs: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'xmlns' ? value !== SVG_NS : name === 'xmlns:xlink' ? value !== XLINK_NS : false) continue;
    if (name === 'href' || name === 'xlink:href' ? !safeReference(value) : !safeValue(value)) continue;
    kept[name] = value;
  }
  return kept;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ELEMENTS,
  allowedAttributes: { '*': ATTRIBUTES },
  // <style> is kept (designers' files colour through classes) when its CSS is inert.
  allowVulnerableTags: true,
  nonTextTags: ['script', 'foreignObject', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'metadata'],
  exclusiveFilter: (frame) => frame.tag === 'style' && !safeValue(frame.text),
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: cleanAttributes(attribs) }) },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  parser: { xmlMode: true, decodeEntities: true },
};

/** Thrown from the parser's own events to stop it at the first element past a bound. */
class TooComplex extends Error {}

/** The cleaned SVG, or null when the file is too complex or nothing drawable is left. */
export function sanitizeSvg(svg: string): string | null {
  let elements = 0;
  let depth = 0;
  const bounded: sanitizeHtml.IOptions = {
    ...OPTIONS,
    onOpenTag: () => {
      elements += 1;
      depth += 1;
      if (elements > SVG_MAX_ELEMENTS || depth > SVG_MAX_DEPTH) throw new TooComplex();
    },
    onCloseTag: () => {
      depth -= 1;
    },
  };
  let cleaned: string;
  try {
    cleaned = sanitizeHtml(svg, bounded).trim();
  } catch (error) {
    if (error instanceof TooComplex) return null;
    throw error;
  }
  return /^<svg[\s>]/.test(cleaned) ? cleaned : null;
}

/** What the worker answers for an uploaded SVG's bytes (`images.ts`). */
export type SvgCleaning = { ok: true; svg: string } | { ok: false; reason: 'format' | 'svg_too_complex' };

/** The worker's task (`off-thread.worker.ts`): UTF-8 bytes in, the cleaned file out. */
export function sanitizeSvgBytes(bytes: Uint8Array): SvgCleaning {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'format' };
  }
  const svg = sanitizeSvg(text);
  return svg === null ? { ok: false, reason: 'svg_too_complex' } : { ok: true, svg };
}
