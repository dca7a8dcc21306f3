import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

/**
 * A tiny fake of the Stripe API on loopback: the few endpoints the Stripe driver calls
 * (`POST /v1/checkout/sessions`, `POST /v1/subscriptions/{id}`). Point STRIPE_API_BASE at `url`.
 */
export async function startFakeStripe(options: { secretKey: string }) {
  const requests: FakeStripeRequest[] = [];
  let counter = 0;
  let failNext: { status: number; message: string } | null = null;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const params = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? 'GET', path, params, headers: req.headers });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (failNext) {
        const f = failNext;
        failNext = null;
        return send(f.status, { error: { type: 'invalid_request_error', message: f.message } });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        counter += 1;
        const id = `cs_test_fake${counter}`;
        return send(200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: params.client_reference_id ?? null,
          mode: params.mode,
          status: 'open',
          payment_status: 'unpaid',
          success_url: params.success_url,
          cancel_url: params.cancel_url,
        });
      }
      const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (req.method === 'POST' && sub) {
        return send(200, { id: sub[1], object: 'subscription', status: 'active', cancel_at_period_end: params.cancel_at_period_end === 'true' });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNextWith(status: number, message: string) {
      failNext = { status, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
