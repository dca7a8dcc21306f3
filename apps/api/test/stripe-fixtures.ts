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
 * (checkout sessions: create, retrieve, expire; `POST /v1/subscriptions/{id}`, `DELETE` to cancel;
 * `POST /v1/refunds`). Point STRIPE_API_BASE at `url`.
 */
export async function startFakeStripe(options: { secretKey: string }) {
  const requests: FakeStripeRequest[] = [];
  let counter = 0;
  let refunds = 0;
  const sessions = new Map<string, { id: string; status: string; url: string | null; [key: string]: unknown }>();
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
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: params.client_reference_id ?? null,
          mode: params.mode,
          status: 'open',
          payment_status: 'unpaid',
          expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
          payment_intent: params.mode === 'payment' ? `pi_fake_${id}` : null,
          // A subscription's first payment is its first invoice's (recent API versions list the invoice's payments).
          invoice: params.mode === 'subscription' ? `in_fake_${id}` : null,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      // Retrieve and expire a session (decision 116: one open checkout per thing bought).
      const sessionPath = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
      if (sessionPath) {
        const session = sessions.get(sessionPath[1]!);
        if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
        if (req.method === 'POST' && sessionPath[2]) {
          if (session.status !== 'open')
            return send(400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } });
          session.status = 'expired';
          session.url = null;
        }
        return send(200, session);
      }
      const invoice = /^\/v1\/invoices\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && invoice) {
        const payment = { type: 'payment_intent', payment_intent: `pi_fake_${invoice[1]}` };
        return send(200, {
          id: invoice[1],
          object: 'invoice',
          payments: { object: 'list', data: [{ object: 'invoice_payment', payment }] },
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        refunds += 1;
        return send(200, {
          id: `re_fake_${refunds}`,
          object: 'refund',
          status: 'succeeded',
          payment_intent: params.payment_intent ?? null,
        });
      }
      const cancelSub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (req.method === 'DELETE' && cancelSub) {
        return send(200, { id: cancelSub[1], object: 'subscription', status: 'canceled' });
      }
      const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (req.method === 'POST' && sub) {
        return send(200, {
          id: sub[1],
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: params.cancel_at_period_end === 'true',
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Marks a session paid, as Stripe does once the customer pays. */
    complete(id: string) {
      const session = sessions.get(id);
      if (session) Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
    },
    failNextWith(status: number, message: string) {
      failNext = { status, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
