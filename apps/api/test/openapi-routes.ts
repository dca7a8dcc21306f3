import type { FastifyInstance } from 'fastify';
import type { Policy } from '@app/contracts/roles';

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
  /** The route's policy (`x-policy`, decision 146). */
  policy: Policy;
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
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: OpenApiParameter[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          security?: unknown[];
          'x-policy'?: Policy;
        }
      >
    >;
  };
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
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        secured: (op.security ?? []).length > 0,
        policy: op['x-policy'] ?? missingPolicy(upper, path),
      });
    }
  }
  return operations;
}

/** The URL of an operation with its path parameters filled in (encoded). */
export const fillPath = (path: string, values: Record<string, string>): string =>
  path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? 'x'));

/** A plausible value of a schema (names such as email, phone, path or name get a value of their kind). */
export function plausible(schema: JsonSchema, depth = 0, name = ''): unknown {
  const variant = (schema.anyOf ?? schema.oneOf)?.find((v) => v.type !== 'null');
  if (variant) return plausible(variant, depth, name);
  const n = name.toLowerCase();
  if (schema.type === 'string' && !schema.enum && !schema.format) {
    if (n.includes('email')) return 'pirate@example.test';
    if (n.includes('phone')) return '06 12 34 56 78';
    if (n.includes('path') || schema.pattern?.startsWith('^\\/')) return '/dashboard';
    if (n.includes('manager') || n.endsWith('name')) return 'Jean Pirate';
  }
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return depth > 3 ? [] : [plausible(schema.items ?? {}, depth + 1)];
  if (type === 'object')
    return depth > 3 ? {} : Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v, depth + 1, k)]));
  if (schema.format === 'email') return 'pirate@example.test';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'Pirate';
}

const missingPolicy = (method: string, path: string): never => {
  throw new Error(`${method} ${path}: no x-policy in the OpenAPI document (decision 146)`);
};
