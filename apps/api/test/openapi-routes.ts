import type { FastifyInstance } from 'fastify';

/** A JSON schema as @fastify/swagger writes it from the zod contracts (the parts the tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** OpenAPI path, e.g. `/api/addresses/{uuid}/`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
  secured: boolean;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** Every operation of the OpenAPI document the app builds from its route schemas. */
export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(upper)) continue;
      const parameters = op.parameters ?? [];
      operations.push({
        method: upper,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** The URL of an operation with its path parameters filled in (encoded). */
export const fillPath = (path: string, values: Record<string, string>): string =>
  path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? 'x'));
