import type { FastifyInstance } from 'fastify';

/** Where the embedded checkout delivers its events: over HTTP when listening, else through inject. */
export function loopbackDeliverer(app: FastifyInstance) {
  return async (payload: string, signature: string): Promise<boolean> => {
    const address = app.server.listening ? app.server.address() : null;
    if (address && typeof address === 'object') {
      const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/api/payments/webhook/`;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature, 'user-agent': 'embedded-checkout/1.0' },
        body: payload,
        signal: AbortSignal.timeout(15_000),
      });
      return res.ok;
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    return res.statusCode >= 200 && res.statusCode < 300;
  };
}
