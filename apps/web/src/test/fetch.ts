import { vi } from 'vitest';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** Replaces fetch by a router of `METHOD /path` to answers; records every call. */
export function mockApi(routes: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, body, authorization: new Headers(init.headers).get('Authorization') });
      const handler = routes[`${method} ${url.pathname}`];
      return handler ? handler(body) : jsonResponse(404, { code: 'not_found', message: 'Not found' });
    }),
  );
  return calls;
}
