import type { AnswersOf, BodyOf, OperationId } from '@app/contracts/operation';
import type { ErrorAnswer } from '@app/contracts/errors';
import * as operations from '@app/contracts/operations.gen';
import { vi } from 'vitest';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type JsonOf<A> = A extends { content: { 'application/json': infer B } } ? B : undefined;

/**
 * A mocked answer of an operation, typed by the generated document (decision 145): one of its
 * declared statuses and that status's JSON body, so that a renamed field or an answer the route does
 * not declare breaks the test at compile time. `{ raw: Response }` for what the document cannot type
 * (a binary file, a body that is not JSON, a network failure's stand-in).
 */
export type MockAnswer<Id extends OperationId> =
  // Any route may fail on the server's side, declared or not.
  | { [S in keyof AnswersOf<Id>]: { status: S; body: JsonOf<AnswersOf<Id>[S]>; headers?: Record<string, string> } }[keyof AnswersOf<Id>]
  | { status: 500 | 502 | 503 | 504; body: ErrorAnswer; headers?: Record<string, string> }
  | { raw: Response };

export interface MockRequest<Id extends OperationId> {
  /** The JSON body sent (undefined for none or a FormData). */
  body: BodyOf<Id> | undefined;
  /** The path parameters read from the concrete path. */
  params: Record<string, string>;
  query: URLSearchParams;
}

export type MockRoutes = {
  [Id in OperationId]?: (request: MockRequest<Id>) => MockAnswer<Id> | Promise<MockAnswer<Id>>;
};

/** The former `METHOD /path` keys, untyped: only while tests are moved to operations (decision 145). */
type LegacyRoutes = { [key: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`]: (body: unknown) => Response | Promise<Response> };

interface Route {
  id: OperationId;
  method: string;
  pattern: RegExp;
  names: string[];
}

const ROUTES: Route[] = Object.values(operations)
  .map((op) => {
    const names: string[] = [];
    const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a?: string, b?: string) => {
      names.push((a ?? b)!);
      return '([^/]+)';
    });
    return { id: op.id, method: op.method, pattern: new RegExp(`^${source}$`), names };
  })
  // As the server's router does, a static segment wins over a parameter: /api/addresses/parent/ is
  // getParentAddress, not getAddress with the uuid 'parent'.
  .sort((a, b) => a.names.length - b.names.length);

/** The operation a request is for, with its path parameters. */
export const matchOperation = (method: string, path: string): { id: OperationId; params: Record<string, string> } | undefined => {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return { id: route.id, params: Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) };
  }
  return undefined;
};

const toResponse = (answer: MockAnswer<OperationId>): Response => {
  if ('raw' in answer) return answer.raw;
  const status = Number(answer.status);
  if (answer.body === undefined) return new Response(null, { status, headers: answer.headers });
  return new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json', ...answer.headers } });
};

/**
 * Replaces fetch by a router of operations (by operationId, the generated table's keys) to typed
 * answers; records every call. A call no route answers gets a 404 `not_found`.
 */
export function mockApi(routes: MockRoutes & LegacyRoutes) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const matched = matchOperation(method, url.pathname);
      calls.push({
        method,
        path: url.pathname,
        body,
        authorization: new Headers(init.headers).get('Authorization'),
      });
      const legacy = (routes as LegacyRoutes)[`${method} ${url.pathname}` as keyof LegacyRoutes];
      if (legacy) return legacy(body);
      const handler =
        matched &&
        (routes[matched.id] as
          ((request: MockRequest<OperationId>) => MockAnswer<OperationId> | Promise<MockAnswer<OperationId>>) | undefined);
      if (!handler) return jsonResponse(404, { code: 'not_found', message: 'Not found' });
      return toResponse(await handler({ body: body as never, params: matched.params, query: url.searchParams }));
    }),
  );
  return calls;
}

/** The recorded calls of one operation. */
export const callsOf = (calls: RecordedCall[], id: OperationId): RecordedCall[] =>
  calls.filter((call) => matchOperation(call.method, call.path)?.id === id);
