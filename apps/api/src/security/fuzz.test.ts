import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, login, type TestContext } from '../../test/helpers.ts';
import { fillPath, listOperations, type JsonSchema, type Operation } from '../../test/openapi-routes.ts';

/**
 * Property-based fuzzing of every operation that takes input (issue 10): bodies, queries and path
 * parameters generated from the operation's own schema, mixed with hostile values, sent
 * anonymously and as a signed-in premium head-hunter. No answer may be a 5xx.
 * FUZZ_RUNS sets the inputs per operation (`npm run fuzz` runs 2,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(2_147_483_648, -2_147_483_649, 2 ** 53, -1, 0, 1.5, 1e308, -0),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '\uFFFF',
    '\uD800',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    'null',
    '9'.repeat(40),
  ),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.constant('x'.repeat(20_000)),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [[[[[]]]]], { a: { b: { c: { d: {} } } } }),
);

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** Values shaped by the schema most of the time, hostile ones otherwise, at every level. */
function fromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return hostile;
  const variants = schema.anyOf ?? schema.oneOf;
  let typed: fc.Arbitrary<unknown>;
  if (variants?.length) typed = fc.oneof(...variants.map((v) => fromSchema(v, depth + 1)));
  else if (schema.allOf?.length) typed = fromSchema(schema.allOf[0]!, depth + 1);
  else if (schema.enum?.length) typed = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) typed = fc.constant(schema.const);
  else {
    switch (typeOf(schema)) {
      case 'object': {
        const properties = schema.properties ?? {};
        const keys = Object.keys(properties);
        typed = keys.length
          ? fc.record(Object.fromEntries(keys.map((k) => [k, fromSchema(properties[k]!, depth + 1)])), {
              requiredKeys: schema.required?.filter((k) => keys.includes(k)) ?? [],
            })
          : fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 3 });
        break;
      }
      case 'array':
        typed = fc.array(schema.items ? fromSchema(schema.items, depth + 1) : hostile, { maxLength: 4 });
        break;
      case 'integer':
        typed = fc.oneof(
          fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1000, 2 ** 31 + 10) }),
          fc.constantFrom(schema.maximum ?? 2 ** 31, (schema.maximum ?? 2 ** 31) + 1),
        );
        break;
      case 'number':
        typed = fc.double({ noNaN: true, min: -1e9, max: 1e9 });
        break;
      case 'boolean':
        typed = fc.boolean();
        break;
      case 'string':
        typed =
          schema.format === 'uuid'
            ? fc.uuid()
            : schema.format === 'email'
              ? fc.emailAddress()
              : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
        break;
      default:
        typed = hostile;
    }
  }
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: hostile });
}

/** A query value as a string, as a browser sends it. */
const asQueryValue = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const pathValue: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.integer({ min: -1, max: 2 ** 32 }).map(String),
  fc.constantFrom('0', '2147483648', '99999999999999999999', 'null', '%00', 'a\u0000b', '..', ' '),
  fc.string({ maxLength: 30 }),
);

interface Input {
  signedIn: boolean;
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

const inputFor = (op: Operation): fc.Arbitrary<Input> =>
  fc.record({
    signedIn: fc.boolean(),
    path: fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue]))) as fc.Arbitrary<Record<string, string>>,
    query: fc.record(Object.fromEntries(op.queryParams.map((p) => [p.name, fromSchema(p.schema)])), { requiredKeys: [] }) as fc.Arbitrary<
      Record<string, unknown>
    >,
    body: op.body ? fromSchema(op.body) : fc.constant(undefined),
  });

/** Operations whose input is only a path or nothing are fuzzed through their path parameters. */
const takesInput = (op: Operation) => op.body !== null || op.queryParams.length > 0 || op.pathParams.length > 0;

describe('fuzzing every operation from its contract', () => {
  let ctx: TestContext;
  let access: string;
  let operations: Operation[];
  const tried: { route: string; inputs: number }[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '100000', RATE_LIMIT_RESET_MAX: '100000' } });
    const user = await createUser(ctx.database, { headhunter: true, headhunterPremium: true });
    access = (await login(ctx.app, user.email, user.password)).access;
    operations = (await listOperations(ctx.app)).filter(takesInput);
  });
  afterAll(async () => {
    console.log(`fuzzed ${tried.length} operations, ${tried.reduce((n, t) => n + t.inputs, 0)} inputs (${RUNS} each), 0 answers 5xx`);
    await ctx.close();
  });

  it('lists the operations of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('answers every generated input without a 5xx', { timeout: 600_000 }, async () => {
    for (const op of operations) {
      let inputs = 0;
      await fc.assert(
        fc.asyncProperty(inputFor(op), async (input) => {
          inputs += 1;
          const query = new URLSearchParams(Object.entries(input.query).map(([k, v]): [string, string] => [k, asQueryValue(v)])).toString();
          const url = fillPath(op.path, input.path) + (query ? `?${query}` : '');
          const res = await ctx.app.inject({
            method: op.method,
            url,
            headers: input.signedIn ? bearer(access) : {},
            ...(op.body && input.body !== undefined
              ? {
                  payload: JSON.stringify(input.body),
                  headers: { ...(input.signedIn ? bearer(access) : {}), 'content-type': 'application/json' },
                }
              : {}),
          });
          if (res.statusCode >= 500) throw new Error(`${op.method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      tried.push({ route: `${op.method} ${op.path}`, inputs });
      if (process.env.FUZZ_REPORT) console.log(`${op.method} ${op.path}: ${inputs} inputs, 0 x 5xx`);
    }
    expect(tried).toHaveLength(operations.length);
  });
});
