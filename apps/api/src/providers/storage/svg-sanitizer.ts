import sanitizeHtml from 'sanitize-html';

/**
 * SVG logos and pictures are cleaned by sanitize-html (htmlparser2, one linear pass) on an
 * allowlist of drawing elements and attributes; what is stored and served is the cleaned file
 * (decision 072). A parser's cost grows with the nesting of what it reads, so a linear scan first
 * refuses files with too many elements or too deep a tree: no logo needs either.
 */
export const SVG_MAX_ELEMENTS = 5_000;
export const SVG_MAX_DEPTH = 64;

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Elements that draw, group or describe; nothing that runs code, embeds HTML or animates attributes. */
const ELEMENTS = [
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'switch', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'image',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA',
  'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology',
  'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
];

/** Geometry, presentation and structure attributes; no event handler can be among them. */
const ATTRIBUTES = [
  'xmlns', 'xmlns:xlink', 'id', 'class', 'style', 'lang', 'xml:lang', 'xml:space', 'version', 'baseProfile',
  'href', 'xlink:href', 'xlink:title',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'dx', 'dy', 'd', 'points',
  'width', 'height', 'viewBox', 'preserveAspectRatio', 'transform', 'pathLength',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap',
  'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'filter',
  'filterUnits', 'primitiveUnits', 'display', 'visibility', 'overflow', 'paint-order', 'vector-effect',
  'shape-rendering', 'text-rendering', 'image-rendering', 'color-interpolation', 'color-interpolation-filters',
  'marker-start', 'marker-mid', 'marker-end', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'stop-color', 'stop-opacity',
  'patternUnits', 'patternContentUnits', 'patternTransform',
  'font-family', 'font-size', 'font-style', 'font-weight', 'font-variant', 'font-stretch', 'letter-spacing',
  'word-spacing', 'text-anchor', 'text-decoration', 'dominant-baseline', 'alignment-baseline',
  'baseline-shift', 'writing-mode', 'direction', 'textLength', 'lengthAdjust', 'startOffset', 'rotate',
  'in', 'in2', 'result', 'mode', 'type', 'values', 'operator', 'k1', 'k2', 'k3', 'k4', 'stdDeviation',
  'edgeMode', 'order', 'kernelMatrix', 'divisor', 'bias', 'targetX', 'targetY', 'preserveAlpha',
  'surfaceScale', 'diffuseConstant', 'specularConstant', 'specularExponent', 'kernelUnitLength',
  'scale', 'xChannelSelector', 'yChannelSelector', 'flood-color', 'flood-opacity', 'lighting-color',
  'radius', 'azimuth', 'elevation', 'z', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle',
  'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'tableValues', 'slope', 'intercept',
  'amplitude', 'exponent',
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

const ACTIVE_VALUE = /javascript:|vbscript:|livescript:|data:(?!image\/(?:png|jpe?g|gif|webp);base64,)|@import|expression\(|behavior:|-moz-binding/;

/** Every `url(...)` points inside the file (`#id`); nothing active. */
function safeValue(value: string): boolean {
  const squeezed = squeeze(value);
  if (ACTIVE_VALUE.test(squeezed)) return false;
  for (const match of squeezed.matchAll(/url\(([^)]*)\)/g)) {
    if (!(match[1] ?? '').replace(/^['"]/, '').startsWith('#')) return false;
  }
  return true;
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

/**
 * Counts elements and the deepest nesting in one pass, reading quoted attribute values as such
 * (so `<g a="/>">` still counts as an open element). Stops as soon as a bound is passed.
 */
export function svgWithinBounds(svg: string): boolean {
  let elements = 0;
  let depth = 0;
  let i = svg.indexOf('<');
  while (i !== -1 && i < svg.length) {
    const next = svg[i + 1];
    if (next === '/') depth -= 1;
    else if (next === '!' || next === '?') {
      // comment, CDATA, doctype or processing instruction: skipped to its end
      const end = svg.startsWith('<!--', i) ? svg.indexOf('-->', i + 4) : svg.indexOf('>', i + 2);
      if (end === -1) break;
      i = svg.indexOf('<', end);
      continue;
    } else {
      elements += 1;
      let j = i + 1;
      let quote = '';
      for (; j < svg.length; j++) {
        const c = svg[j];
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>' || c === '<') break;
      }
      if (svg[j] === '>' && svg[j - 1] !== '/') depth += 1;
      if (elements > SVG_MAX_ELEMENTS || depth > SVG_MAX_DEPTH) return false;
      i = svg.indexOf('<', svg[j] === '<' ? j : j + 1);
      continue;
    }
    i = svg.indexOf('<', i + 1);
  }
  return true;
}

/** The cleaned SVG, or null when the file is too complex or nothing drawable is left. */
export function sanitizeSvg(svg: string): string | null {
  if (!svgWithinBounds(svg)) return null;
  const cleaned = sanitizeHtml(svg, OPTIONS).trim();
  return /^<svg[\s>]/.test(cleaned) ? cleaned : null;
}
