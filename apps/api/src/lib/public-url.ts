import net from 'node:net';
import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The origin of the links that leave the product and come back (checkout return, e-mails,
 * affiliate sign-up links, QR codes) (issue 11, item 2). With PUBLIC_URL set, always PUBLIC_URL.
 * Without it (development), the origin the request reached the server on, so that a visitor on
 * http://127.0.0.1:3000 comes back to 127.0.0.1 (and to the cookies set there) and not to
 * localhost: the Host header is believed only when it names the address the socket was reached
 * on, or localhost; a made-up Host gives the socket's own address, never the attacker's name.
 */
declare module '@fastify/request-context' {
  interface RequestContextData {
    origin: string;
  }
}

const bare = (address: string | undefined): string => (address ?? '127.0.0.1').replace(/^::ffff:/, '');

/** The origin a request reached this server on, from a Host header it can trust. */
export function requestOrigin(request: FastifyRequest): string {
  const socket = request.raw.socket;
  const local = bare(socket.localAddress);
  const hostPort = `${net.isIPv6(local) ? `[${local}]` : local}:${socket.localPort}`;
  const host = request.host;
  let hostname = '';
  try {
    hostname = new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    // an unreadable Host: the socket's own address below
  }
  const believed = hostname === 'localhost' || (net.isIP(hostname) !== 0 && bare(hostname) === local);
  return `${request.protocol}://${believed ? host : hostPort}`;
}

/** Registers the per-request origin when no PUBLIC_URL is configured. */
export async function registerRequestOrigin(app: FastifyInstance, configured: string | undefined): Promise<void> {
  if (configured) return;
  await app.register(fastifyRequestContext, { hook: 'onRequest' });
  app.addHook('onRequest', async (request) => {
    request.requestContext.set('origin', requestOrigin(request));
  });
}

/** The origin of links made outside a request (jobs, command-line tools): PUBLIC_URL, else this machine's server. */
export const configuredPublicUrl = (config: { publicUrl: string | undefined; port: number }): string =>
  config.publicUrl || `http://localhost:${config.port}`;

/** The base of outgoing links: the request's origin in development, else the configured PUBLIC_URL. */
export const linkBase = (deps: { publicUrl: string }): string =>
  (requestContext.getStore() ? requestContext.get('origin') : undefined) ?? deps.publicUrl;
