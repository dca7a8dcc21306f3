import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Route parameters that carry a secret although their name does not say so (e.g. a checkout
     * session id named `id`): written `[redacted]` in the request log (decision 120).
     */
    secretParams?: readonly string[];
  }
}

/**
 * What the request log writes of a URL (issue 28, item 8; decision 120). Links mailed by the product
 * carry capabilities in their URL: the candidate's data link (60 days, allows erasure), invitation
 * and reset links, checkout sessions, signed file links. Whoever reads the logs must not be able to
 * use them, so every log line's URL is written with:
 * - each query parameter whose name holds a secret word (`token`, `code`, `key`, `invitation`,
 *   `reset`, `link`, `session`...; camelCase, snake_case and kebab-case split into words) redacted;
 * - each path segment holding a route parameter named so, or listed in the route's
 *   `config.secretParams`, redacted;
 * - each path segment shaped like a JWT (three base64url parts) redacted, whatever route took it.
 * The rest stays as it was, for the logs to stay useful.
 */
export const REDACTED = '[redacted]';

const SECRET_WORDS = new Set([
  'token',
  'tokens',
  'secret',
  'password',
  'passwd',
  'code',
  'key',
  'sig',
  'signature',
  'invitation',
  'invite',
  'reset',
  'link',
  'proof',
  'session',
  'otp',
  'auth',
  'jwt',
  'refresh',
  'access',
  'unlock',
  'confirm',
  'verify',
  'verification',
  // Not secrets but a person's whereabouts: the phone's position of "jobs near me" (issue 33, decision 156).
  'lat',
  'lng',
  'latitude',
  'longitude',
]);

/** Whether a parameter's name says it carries a secret: one of its words is a secret word. */
export const isSecretName = (name: string): boolean =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => SECRET_WORDS.has(word));

const JWT_SHAPED = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$/;

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

/** The URL with its secrets redacted; `secretValues` are the values of the route's secret parameters. */
export function redactUrl(url: string, secretValues: ReadonlySet<string> = new Set()): string {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  const path = pathname
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      const value = decode(segment);
      return secretValues.has(value) || JWT_SHAPED.test(value) ? REDACTED : segment;
    })
    .join('/');
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      const value = eq === -1 ? '' : pair.slice(eq + 1);
      return isSecretName(decode(name)) || JWT_SHAPED.test(decode(value)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The values of the request's route parameters that carry a secret (by name, or listed by the route). */
function secretParamValues(request: FastifyRequest): Set<string> {
  const values = new Set<string>();
  const params = request.params as Record<string, unknown> | undefined;
  if (!params || typeof params !== 'object') return values;
  const listed = request.routeOptions?.config?.secretParams ?? [];
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && value !== '' && (listed.includes(name) || isSecretName(name))) values.add(value);
  }
  return values;
}

/**
 * The logger's serializers: Fastify's own request serializer (method, url, host, client address),
 * with the URL redacted. Given to Fastify's logger options in app.ts, so every line that logs a
 * request (incoming request, errors with `req`) goes through it.
 */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    const version = request.headers?.['accept-version'];
    return {
      method: request.method,
      url: redactUrl(request.url, secretParamValues(request)),
      version: Array.isArray(version) ? version.join(', ') : version,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
