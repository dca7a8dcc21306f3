import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { allows, isPremiumPlan, isStaffPolicy, POLICY_NAMES, type Policy, type PolicyCaller } from '@app/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_PENDING_SITE_EMAIL, seedDemo } from '../db/seed/demo.ts';
import { seedReference } from '../db/seed/reference.ts';
import { createLocalStorage } from '../providers/storage/local-storage.ts';
import { TEST_REFERENCE } from '../../test/reference-catalogue.ts';
import { bearer, createTestApp, login, TEST_JWT_SECRET, type TestContext } from '../../test/helpers.ts';
import { fillPath, listOperations, plausible, type JsonSchema, type Operation } from '../../test/openapi-routes.ts';
import { rowsOf } from '../lib/sql.ts';
import { TokenSigner } from '../lib/tokens.ts';
import { monthToClose } from '../modules/affiliates/monthly-payouts.ts';
import { inviteRecruiter } from '../modules/invitations/invitations.service.ts';
import { issueMissingInvoices, treatInvoice } from '../modules/invoices/index.ts';
import { createOutboxMailer } from '../providers/mail/mailer.ts';

/**
 * Permission matrix (issue 10): every operation of the OpenAPI document x anonymous and the six
 * demo roles, with ANOTHER tenant's ids in the path, and in the query and the body wherever a
 * parameter or field names a tenant's object (filled from the operation's own schema). It fails on any 5xx, any 2xx that reads a
 * tenant-scoped object of another tenant, any write that changes another tenant's rows, and any
 * candidate contact detail in a 2xx answer to a caller who may not see it (decision 043).
 *
 * And each answer follows the operation's policy, read from the document (`x-policy`, decision 146):
 * a caller the policy refuses gets 401 (anonymous) or 403, or 400 when the input is refused first;
 * a caller it admits is never answered 401, nor a policy's 403. A new route is covered as it is added.
 */

/** Readable by anyone who has the link, by design. */
const PUBLIC_BY_DESIGN: Record<string, string> = {
  'GET /api/apply/{uuid}/': 'the candidate apply page behind an address QR code',
  'POST /api/apply/{uuid}/': 'candidates apply without an account',
  'GET /api/public-resume/{uuid}/': 'the public resume: never contact details (checked below)',
  'GET /api/addresses/{uuid}/completion/': 'the franchisee completion link: the uuid is the secret (spec)',
  'PATCH /api/addresses/{uuid}/completion/': 'the franchisee completion link: the uuid is the secret (spec)',
  'POST /api/addresses/{uuid}/completion/': 'the franchisee completion link: the uuid is the secret (spec)',
  'GET /api/files/{folder}/{name}': 'logos and pictures shown on public pages',
  'GET /api/candidate/{uuid}/': 'the resume shop shows every candidate; contact details are checked below',
  'POST /api/addresses/{uuid}/ask/': 'a visitor asks the recruiter for a QR code poster: a message, no data read',
};

/** The 403 texts of the policies (access/policies.ts): never the answer to a caller the policy admits. */
const POLICY_REFUSALS = [
  'Forbidden',
  'The resume shop is for head-hunters and recruiters without premium',
  'Premium head-hunters already have every resume',
  'The brand page needs a premium account',
  'Business units are not available for this account',
];

/**
 * What a refused caller may be answered: 400 when its input is refused first, else 401 (anonymous)
 * or 403. A staff route (decision 152) answers 404 to every caller, before even reading the input.
 */
const refusals = (policy: Policy, caller: string): number[] => (isStaffPolicy(policy) ? [404] : [400, caller === 'anonymous' ? 401 : 403]);

type Caller = 'anonymous' | 'recruiter' | 'premium' | 'headhunter' | 'headhunterPremium' | 'affiliate' | 'franchise';
const EMAILS: Record<Exclude<Caller, 'anonymous'>, string> = { ...DEMO_EMAILS, franchise: DEMO_PENDING_SITE_EMAIL };

interface Foreign {
  /** Every uuid of another tenant's addresses, address jobs, orders, subscriptions and applications. */
  uuids: string[];
  address: string[];
  addressId: number[];
  addressJob: string[];
  businessUnit: number[];
  advantage: number[];
  order: string[];
  orderSession: string[];
  invoice: number[];
  subscription: string[];
  application: string[];
}

describe('permission matrix: every operation x every role, with another tenant’s ids', () => {
  let ctx: TestContext;
  let operations: Operation[];
  const access: Partial<Record<Caller, string>> = {};
  const recruiterOf: Partial<Record<Caller, number>> = {};
  /** What the policies read of each caller's account (null: anonymous). */
  const flagsOf: Partial<Record<Caller, PolicyCaller | null>> = { anonymous: null };
  let checked = 0;

  const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(text));

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '1000', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'matrix-')) } });
    await seedReference(ctx.database.db, TEST_REFERENCE);
    await seedDemo(ctx.database.db, { candidates: 30, storage: createLocalStorage(path.join(ctx.config.dataDir, 'storage')) });
    for (const [caller, email] of Object.entries(EMAILS) as [Exclude<Caller, 'anonymous'>, string][]) {
      access[caller] = (await login(ctx.app, email, DEMO_PASSWORD)).access;
      const [row] = await query<{
        id: number;
        max_addresses: number;
        is_headhunter: boolean;
        headhunter_premium: boolean;
        is_affiliate: boolean;
        display_business_unit_page: boolean;
      }>(
        sql`SELECT r.id, r.max_addresses, r.is_headhunter, r.headhunter_premium, r.is_affiliate, r.display_business_unit_page
          FROM recruiters r JOIN users u ON u.id = r.user_id WHERE lower(u.email) = ${email}`,
      );
      recruiterOf[caller] = Number(row!.id);
      flagsOf[caller] = {
        premium: isPremiumPlan(Number(row!.max_addresses)),
        headhunter: row!.is_headhunter,
        headhunterPremium: row!.headhunter_premium,
        affiliate: row!.is_affiliate,
        displayBusinessUnitPage: row!.display_business_unit_page,
      };
    }
    operations = await listOperations(ctx.app);
  }, 120_000);
  afterAll(async () => {
    console.log(`permission matrix: ${operations.length} operations x 7 callers = ${checked} requests checked`);
    await ctx.close();
    fs.rmSync(ctx.config.dataDir, { recursive: true, force: true });
  });

  /** Objects of every tenant but the caller's. */
  const foreignOf = (recruiterId: number | null): Promise<Foreign> => objectsOf(recruiterId, '<>');
  /** The caller's own objects (to reach past the path check with another tenant's ids in the body). */
  const ownOf = (recruiterId: number | null): Promise<Foreign> => objectsOf(recruiterId, '=');

  async function objectsOf(recruiterId: number | null, op: '<>' | '='): Promise<Foreign> {
    const other = recruiterId ?? -1;
    const cmp = sql.raw(op);
    const col = async <T>(text: ReturnType<typeof sql>) => (await query<{ v: T }>(text)).map((r) => r.v);
    const uuids = await col<string>(sql`
      SELECT a.uuid::text AS v FROM addresses a WHERE a.recruiter_id ${cmp} ${other}
      UNION ALL SELECT aj.uuid::text FROM address_jobs aj JOIN addresses a ON a.id = aj.address_id WHERE a.recruiter_id ${cmp} ${other}
      UNION ALL SELECT o.uuid::text FROM orders o WHERE o.recruiter_id ${cmp} ${other}
      UNION ALL SELECT s.uuid::text FROM subscriptions s WHERE s.recruiter_id ${cmp} ${other}
      UNION ALL SELECT ap.uuid::text FROM applications ap JOIN addresses a ON a.id = ap.address_id WHERE a.recruiter_id ${cmp} ${other}`);
    return {
      uuids,
      address: await col(sql`SELECT uuid::text AS v FROM addresses WHERE recruiter_id ${cmp} ${other} ORDER BY id LIMIT 3`),
      addressId: await col(sql`SELECT id AS v FROM addresses WHERE recruiter_id ${cmp} ${other} ORDER BY id LIMIT 3`),
      addressJob: await col(
        sql`SELECT aj.uuid::text AS v FROM address_jobs aj JOIN addresses a ON a.id = aj.address_id WHERE a.recruiter_id ${cmp} ${other} ORDER BY aj.id LIMIT 2`,
      ),
      businessUnit: await col(
        sql`SELECT b.id AS v FROM business_units b JOIN addresses a ON a.id = b.address_id WHERE a.recruiter_id ${cmp} ${other} ORDER BY b.id LIMIT 2`,
      ),
      advantage: await col(
        sql`SELECT v.id AS v FROM advantages v JOIN addresses a ON a.id = v.address_id WHERE a.recruiter_id ${cmp} ${other} ORDER BY v.id LIMIT 2`,
      ),
      order: await col(sql`SELECT uuid::text AS v FROM orders WHERE recruiter_id ${cmp} ${other} ORDER BY id LIMIT 2`),
      orderSession: await col(
        sql`SELECT provider_session_id AS v FROM orders WHERE recruiter_id ${cmp} ${other} AND provider_session_id IS NOT NULL ORDER BY id LIMIT 2`,
      ),
      invoice: await col(sql`SELECT id AS v FROM invoices WHERE recruiter_id ${cmp} ${other} ORDER BY id LIMIT 2`),
      subscription: await col(sql`SELECT uuid::text AS v FROM subscriptions WHERE recruiter_id ${cmp} ${other} ORDER BY id LIMIT 2`),
      application: await col(
        sql`SELECT ap.uuid::text AS v FROM applications ap JOIN addresses a ON a.id = ap.address_id WHERE a.recruiter_id ${cmp} ${other} ORDER BY ap.id LIMIT 2`,
      ),
    };
  }

  /** Path parameter values of another tenant for an operation (several tries each). */
  function foreignPaths(op: Operation, foreign: Foreign): Record<string, string>[] {
    const p = op.path;
    if (op.pathParams.length === 0) return [{}];
    const pick = (values: (string | number)[], name: string) => values.map((v) => ({ [name]: String(v) }));
    if (p.startsWith('/api/addresses-jobs/')) return pick(foreign.addressJob, 'uuid');
    if (p.startsWith('/api/addresses/')) return pick(foreign.address, 'uuid');
    if (p.startsWith('/api/business-units/')) return pick(foreign.businessUnit, 'id');
    if (p.startsWith('/api/advantages/')) return pick(foreign.advantage, 'id');
    if (p.startsWith('/api/orders/session/')) return pick(foreign.orderSession, 'sessionId');
    if (p.startsWith('/api/orders/') || p.startsWith('/api/basket/orders/')) return pick(foreign.order, 'uuid');
    if (p.startsWith('/api/invoices/')) return pick(foreign.invoice, 'id');
    if (p.startsWith('/api/subscriptions/')) return pick(foreign.subscription, 'uuid');
    if (p.startsWith('/api/applications/')) return pick(foreign.application, 'uuid');
    if (p.startsWith('/api/apply/')) return pick(foreign.address, 'uuid');
    return [{}];
  }

  /** Another tenant's value for a query parameter or body field named after a tenant's object, if it is one. */
  function foreignValue(name: string, schema: JsonSchema, foreign: Foreign): unknown {
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type === 'array') {
      const item = foreignValue(name, schema.items ?? {}, foreign);
      return item === undefined ? undefined : [item];
    }
    const n = name.toLowerCase();
    const numeric = type === 'integer' || type === 'number';
    // A text field names an object only when it holds a uuid.
    if (!numeric && (type !== 'string' || (schema.format !== 'uuid' && !n.endsWith('uuid')))) return undefined;
    const pick = <T>(values: T[]) => values[0];
    if (n.includes('application')) return numeric ? undefined : pick(foreign.application);
    if (n.includes('businessunit') || n === 'unit') return numeric ? pick(foreign.businessUnit) : undefined;
    if (n.includes('advantage')) return numeric ? pick(foreign.advantage) : undefined;
    if (n.includes('invoice')) return numeric ? pick(foreign.invoice) : undefined;
    if (n.includes('subscription')) return numeric ? undefined : pick(foreign.subscription);
    if (n.includes('order')) return numeric ? undefined : pick(foreign.order);
    if ((n.includes('addressjob') || n === 'job' || n === 'jobuuid') && schema.format === 'uuid') return pick(foreign.addressJob);
    if (n.includes('address') || n.includes('parent') || n === 'site' || n === 'uuid')
      return numeric ? pick(foreign.addressId) : pick(foreign.address);
    return undefined;
  }

  /** The query and the body of an operation with another tenant's ids wherever a field names one; null when none does. */
  function foreignInputs(op: Operation, foreign: Foreign): { query: Record<string, string>; body: unknown; injected: string[] } | null {
    const injected: string[] = [];
    const query: Record<string, string> = {};
    for (const param of op.queryParams) {
      const value = foreignValue(param.name, param.schema, foreign);
      if (value !== undefined) {
        query[param.name] = String(Array.isArray(value) ? value[0] : value);
        injected.push(String(query[param.name]));
      }
    }
    const fill = (schema: JsonSchema, depth: number): unknown => {
      if (depth > 3 || schema.type !== 'object' || !schema.properties) return plausible(schema, depth);
      const required = new Set(schema.required ?? []);
      const entries: [string, unknown][] = [];
      for (const [name, prop] of Object.entries(schema.properties)) {
        const value = foreignValue(name, prop, foreign);
        if (value !== undefined) {
          injected.push(...(Array.isArray(value) ? value : [value]).map(String));
          entries.push([name, value]);
        } else if (required.has(name)) {
          // Optional fields stay out: the fewer invented values, the likelier the request passes validation.
          entries.push([name, prop.type === 'object' ? fill(prop, depth + 1) : plausible(prop, depth + 1, name)]);
        }
      }
      return Object.fromEntries(entries);
    };
    const body = op.body ? fill(op.body, 0) : undefined;
    return injected.length ? { query, body, injected } : null;
  }

  /** A digest of every tenant-owned row that is not the caller's: any change shows. */
  const foreignDigest = async (recruiterId: number | null) => {
    const other = recruiterId ?? -1;
    const [row] = await query<{ d: string }>(sql`SELECT md5(concat_ws('|',
      (SELECT string_agg(a::text, ',' ORDER BY a.id) FROM addresses a WHERE a.recruiter_id <> ${other}),
      (SELECT string_agg(j::text, ',' ORDER BY j.id) FROM address_jobs j JOIN addresses a ON a.id = j.address_id WHERE a.recruiter_id <> ${other}),
      (SELECT string_agg(b::text, ',' ORDER BY b.id) FROM business_units b JOIN addresses a ON a.id = b.address_id WHERE a.recruiter_id <> ${other}),
      (SELECT string_agg(v::text, ',' ORDER BY v.id) FROM advantages v JOIN addresses a ON a.id = v.address_id WHERE a.recruiter_id <> ${other}),
      (SELECT string_agg(s::text, ',' ORDER BY s.id) FROM subscriptions s WHERE s.recruiter_id <> ${other}),
      (SELECT string_agg(o::text, ',' ORDER BY o.id) FROM orders o WHERE o.recruiter_id <> ${other}),
      (SELECT string_agg(ap::text, ',' ORDER BY ap.id) FROM applications ap JOIN addresses a ON a.id = ap.address_id WHERE a.recruiter_id <> ${other}),
      (SELECT string_agg(r::text, ',' ORDER BY r.id) FROM recruiters r WHERE r.id <> ${other})
    )) AS d`);
    return row!.d;
  };

  /** E-mails and phones of the candidates whose contact details this caller may not see. */
  async function hiddenContacts(caller: Caller): Promise<string[]> {
    if (caller === 'headhunterPremium') return [];
    const recruiterId = recruiterOf[caller as Exclude<Caller, 'anonymous'>] ?? -1;
    const rows = await query<{ email: string; phone: string | null }>(sql`
      SELECT c.email, c.phone_number AS phone FROM candidates c
      WHERE NOT EXISTS (SELECT 1 FROM purchases p WHERE p.candidate_id = c.id AND p.recruiter_id = ${recruiterId})
        AND NOT EXISTS (SELECT 1 FROM applications ap JOIN addresses a ON a.id = ap.address_id WHERE ap.candidate_id = c.id AND a.recruiter_id = ${recruiterId})`);
    return rows.flatMap((r) => [r.email, ...(r.phone && r.phone.length > 6 ? [r.phone] : [])]);
  }

  it('finds no 5xx, no read or change of another tenant’s data, and no hidden contact detail', { timeout: 600_000 }, async () => {
    const problems: string[] = [];
    let scopedChecks = 0;
    let injectedChecks = 0;
    const injectedStatuses: Record<number, number> = {};
    const policyAnswers: Record<string, Set<number>> = {};
    const callers: Caller[] = ['anonymous', 'recruiter', 'premium', 'headhunter', 'headhunterPremium', 'affiliate', 'franchise'];
    // Reads first, then writes, so that a write that slipped through cannot hide a later read.
    const ordered = [...operations].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const caller of callers) {
      const recruiterId = caller === 'anonymous' ? null : recruiterOf[caller]!;
      const foreign = await foreignOf(recruiterId);
      const own = await ownOf(recruiterId);
      const hidden = await hiddenContacts(caller);
      for (const op of ordered) {
        const key = `${op.method} ${op.path}`;
        if (op.path.startsWith('/api/health') || op.path === '/api/token/' || op.path === '/api/token/refresh/') continue;
        // Deleting one's own account touches only one's own data (account tests); it would sign the caller out here.
        if (key === 'DELETE /api/recruiter/me/delete/') continue;
        const bare =
          op.method === 'GET' || op.method === 'DELETE' ? undefined : op.path.startsWith('/api/addresses/') ? { name: 'Pirate' } : {};
        const variants: {
          params: Record<string, string>;
          query: Record<string, string>;
          body: unknown;
          injected: string[];
          ownPath: boolean;
        }[] = foreignPaths(op, foreign).map((params) => ({
          params,
          query: {},
          body: bare,
          injected: [],
          ownPath: false,
        }));
        const inputs = foreignInputs(op, foreign);
        if (inputs) {
          // The caller's own ids in the path, so that the request reaches the query and body it carries.
          variants.push({ params: foreignPaths(op, own)[0] ?? {}, ...inputs, body: inputs.body ?? bare, ownPath: true });
          injectedChecks += 1;
        }
        // A caller the policy refuses, with well-formed input (the caller's own ids, a plausible body
        // and query): the policy answers, not the validation.
        if (!allows(op.policy, flagsOf[caller]!)) {
          const required = Object.fromEntries(
            op.queryParams.filter((q) => q.required).map((q) => [q.name, String(plausible(q.schema, 1, q.name))]),
          );
          const search = new URLSearchParams(required).toString();
          const res = await ctx.app.inject({
            method: op.method,
            url: fillPath(op.path, foreignPaths(op, own)[0] ?? {}) + (search ? `?${search}` : ''),
            headers: access[caller as Exclude<Caller, 'anonymous'>] ? bearer(access[caller as Exclude<Caller, 'anonymous'>]!) : {},
            ...(op.body ? { payload: plausible(op.body) as object } : {}),
          });
          checked += 1;
          (policyAnswers[`${op.policy} refuses well-formed`] ??= new Set()).add(res.statusCode);
          if (!refusals(op.policy, caller).includes(res.statusCode))
            problems.push(
              `${caller} ${op.method} ${op.path}: policy ${op.policy} refuses ${caller}, answered ${res.statusCode} (well-formed input)`,
            );
        }
        for (const { params, query: queryString, body, injected, ownPath } of variants) {
          const before = op.method === 'GET' ? null : await foreignDigest(recruiterId);
          const search = new URLSearchParams(queryString).toString();
          const url = fillPath(op.path, params) + (search ? `?${search}` : '');
          const res = await ctx.app.inject({
            method: op.method,
            url,
            headers: access[caller as Exclude<Caller, 'anonymous'>] ? bearer(access[caller as Exclude<Caller, 'anonymous'>]!) : {},
            ...(body ? { payload: body as object } : {}),
          });
          checked += 1;
          if (ownPath) injectedStatuses[res.statusCode] = (injectedStatuses[res.statusCode] ?? 0) + 1;
          const who = `${caller} ${op.method} ${url}${injected.length && body ? ` ${JSON.stringify(body).slice(0, 200)}` : ''}`;
          if (res.statusCode >= 500) problems.push(`${who}: ${res.statusCode}`);
          const admitted = allows(op.policy, flagsOf[caller]!);
          (policyAnswers[`${op.policy} ${admitted ? 'admits' : 'refuses'}`] ??= new Set()).add(res.statusCode);
          if (!admitted && !refusals(op.policy, caller).includes(res.statusCode))
            problems.push(`${who}: policy ${op.policy} refuses ${caller}, answered ${res.statusCode}`);
          if (admitted && res.statusCode === 401) problems.push(`${who}: policy ${op.policy} admits ${caller}, answered 401`);
          if (admitted && res.statusCode === 403 && POLICY_REFUSALS.includes(res.json<{ message?: string }>().message ?? ''))
            problems.push(`${who}: policy ${op.policy} admits ${caller}, answered its refusal ${res.body}`);
          const scoped = !ownPath && Object.keys(params).length > 0 && !(key in PUBLIC_BY_DESIGN);
          if (scoped) scopedChecks += 1;
          if (scoped && op.method === 'GET' && res.statusCode < 300)
            problems.push(`${who}: read another tenant's object (${res.statusCode})`);
          if (!(key in PUBLIC_BY_DESIGN) && res.statusCode < 300) {
            const seen = foreign.uuids.find(
              (uuid) => res.body.includes(uuid) && !Object.values(params).includes(uuid) && !injected.includes(uuid),
            );
            if (seen) problems.push(`${who}: answer holds another tenant's ${seen}`);
          }
          if (before !== null && before !== (await foreignDigest(recruiterId)))
            problems.push(`${who}: changed another tenant's rows (${res.statusCode})`);
          if (res.statusCode < 300 && hidden.length > 0 && String(res.headers['content-type'] ?? '').includes('json')) {
            const leaked = hidden.find((value) => res.body.includes(value));
            if (leaked) problems.push(`${who}: contact detail ${leaked} in the answer`);
          }
        }
      }
    }
    console.log(
      `permission matrix: answers by policy: ${JSON.stringify(Object.fromEntries(Object.entries(policyAnswers).map(([k, v]) => [k, [...v].sort()])))}`,
    );
    expect(problems).toEqual([]);
    // Not vacuous: every policy is on some route, and refuses some caller there (but public).
    expect(new Set(operations.map((op) => op.policy))).toEqual(new Set(POLICY_NAMES));
    for (const policy of POLICY_NAMES.filter((p) => p !== 'public' && p !== 'signedIn'))
      expect([...(policyAnswers[`${policy} refuses well-formed`] ?? [])], policy).toContain(isStaffPolicy(policy) ? 404 : 403);
    // The back office (decision 152): 0 staff routes reachable by another role, whatever the input.
    for (const policy of POLICY_NAMES.filter(isStaffPolicy)) expect([...(policyAnswers[`${policy} refuses`] ?? [])], policy).toEqual([404]);
    expect(checked).toBeGreaterThan(operations.length * 6);
    expect(scopedChecks).toBeGreaterThan(150);
    // Operations x callers that got another tenant's ids in their query or body.
    console.log(
      `permission matrix: ${injectedChecks} operation x caller pairs with another tenant's ids in the query or the body; answers ${JSON.stringify(injectedStatuses)}`,
    );
    expect(injectedChecks).toBeGreaterThan(7 * 10);
  });

  it('never serves a private file by its key alone: every caller x other people’s invoice, CV and payout keys (issue 28, items 8-9)', async () => {
    // Real keys, made by the product's own writers: the demo's CVs, invoices of paid orders, a month's SEPA payout file.
    await issueMissingInvoices(ctx.app.commerce);
    for (const { id } of await query<{ id: number }>(sql`SELECT id FROM invoices ORDER BY id LIMIT 2`))
      await treatInvoice(ctx.app.commerce, Number(id));
    // A SEPA payout file where payout-file.service.ts stores them (its writer needs a threshold of sales the demo lacks).
    const month = monthToClose(new Date());
    await ctx.app.commerce.storage.put(
      `payouts/${month.slice(0, 7)}/QR-PAY-${month.slice(0, 4)}${month.slice(5, 7)}-0A1B2C3D4E.xml`,
      Buffer.from('<Document/>'),
      'application/xml',
    );
    const keys = await query<{ kind: string; key: string; owner: number | null }>(sql`
      (SELECT 'cv' AS kind, file_key AS key, NULL::int AS owner FROM candidate_documents ORDER BY id LIMIT 3)
      UNION ALL (SELECT 'invoice', pdf_key, recruiter_id FROM invoices WHERE pdf_key IS NOT NULL ORDER BY id LIMIT 2)
      UNION ALL (SELECT 'payout', storage_key, NULL FROM affiliate_payout_files ORDER BY id LIMIT 1)`);
    if (!keys.some((k) => k.kind === 'payout'))
      keys.push({
        kind: 'payout',
        key: `payouts/${month.slice(0, 7)}/QR-PAY-${month.slice(0, 4)}${month.slice(5, 7)}-0A1B2C3D4E.xml`,
        owner: null,
      });
    expect([...new Set(keys.map((k) => k.kind))]).toEqual(['cv', 'invoice', 'payout']);
    const served: string[] = [];
    for (const { kind, key } of keys) {
      // Not vacuous: the file is there, and the route would have found it by this key.
      expect(await ctx.app.commerce.storage.get(key), key).not.toBeNull();
      const [folder, ...rest] = key.split('/');
      for (const caller of ['anonymous', 'recruiter', 'premium', 'headhunter', 'headhunterPremium', 'affiliate', 'franchise'] as const) {
        const token = caller === 'anonymous' ? undefined : access[caller];
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/files/${folder}/${rest.map(encodeURIComponent).join('%2F')}`,
          headers: token ? bearer(token) : {},
        });
        checked += 1;
        if (res.statusCode !== 404) served.push(`${caller} ${kind} ${key}: ${res.statusCode} ${String(res.headers['cache-control'])}`);
      }
    }
    expect(served).toEqual([]);
    console.log(`permission matrix: ${keys.length} private files (${keys.map((k) => k.kind).join(', ')}) x 7 callers by key: none served`);
  });

  it('a reset, invitation or data link acts on its own person only, once, and not after it expires (issue 28, item 9)', async () => {
    const mailedToken = async (to: string, name: string) => {
      const [mail] = await query<{ text: string }>(
        sql`SELECT text FROM email_outbox WHERE lower(to_address) = lower(${to}) ORDER BY id DESC LIMIT 1`,
      );
      const token = new RegExp(`[?&]${name}=([^\\s&"<>]+)`).exec(mail?.text ?? '')?.[1];
      expect(token, `${name} link mailed to ${to}`).toBeTruthy();
      return decodeURIComponent(token!);
    };
    const status = (res: { statusCode: number }) => res.statusCode;
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
    const signsIn = async (email: string, password: string) => status(await post('/api/token/', { email, password })) === 200;
    const NEW = 'Matrix-Reset-2026!';

    // Reset: the holder's link sets the holder's password only; used once; an expired one is refused.
    const [victim, other] = [DEMO_EMAILS.recruiter, DEMO_EMAILS.premium];
    expect(status(await post('/api/password-reset/', { email: victim }))).toBe(204);
    const reset = await mailedToken(victim, 'token');
    expect(status(await post('/api/invitations/accept/', { token: reset, password: NEW }))).toBe(400);
    expect(status(await post('/api/password-reset/confirm/', { token: reset, password: NEW }))).toBe(204);
    expect([await signsIn(victim, NEW), await signsIn(other, DEMO_PASSWORD), await signsIn(other, NEW)]).toEqual([true, true, false]);
    expect(status(await post('/api/password-reset/confirm/', { token: reset, password: 'Matrix-Again-2026!' }))).toBe(400);
    expect(status(await post('/api/password-reset/', { email: victim }))).toBe(204);
    const expired = await mailedToken(victim, 'token');
    await ctx.database.db.execute(sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    expect(status(await post('/api/password-reset/confirm/', { token: expired, password: 'Matrix-Late-2026!' }))).toBe(400);
    expect(await signsIn(victim, NEW)).toBe(true);
    access.recruiter = (await login(ctx.app, victim, NEW)).access;

    // Invitation: its tokens are the invited account's, never another's; used once; refused when expired.
    const invited = `matrix-invited-${Date.now()}@example.test`;
    const invite = (email: string) =>
      inviteRecruiter(
        { db: ctx.database.db, mailer: createOutboxMailer(ctx.database.db, ctx.config.mailFrom), publicUrl: 'http://localhost:3000' },
        { email, company: 'Matrix', manager: 'Ines Matrix' },
      );
    await invite(invited);
    const invitation = await mailedToken(invited, 'invitation');
    expect(status(await post('/api/password-reset/confirm/', { token: invitation, password: NEW }))).toBe(400);
    const accepted = await post('/api/invitations/accept/', { token: invitation, password: NEW });
    expect(status(accepted)).toBe(200);
    // The session answered is the invited account's (the access token's subject), and it works.
    const sessionAccess = accepted.json<{ access: string }>().access;
    const subject = (JSON.parse(Buffer.from(sessionAccess.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    const [invitedUser] = await query<{ id: number }>(sql`SELECT id FROM users WHERE lower(email) = lower(${invited})`);
    expect(subject).toBe(String(invitedUser!.id));
    expect(status(await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: bearer(sessionAccess) }))).toBe(200);
    expect(status(await post('/api/invitations/accept/', { token: invitation, password: 'Matrix-Again-2026!' }))).toBe(400);
    const late = `matrix-late-${Date.now()}@example.test`;
    await invite(late);
    const lateToken = await mailedToken(late, 'invitation');
    await ctx.database.db.execute(sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    expect(status(await post('/api/invitations/accept/', { token: lateToken, password: NEW }))).toBe(400);

    // Data link: it reads and erases its own candidate only; refused once expired, and after the erasure.
    const [x, y] = await query<{ id: number; uuid: string; email: string; first_name: string }>(
      sql`SELECT id, uuid::text AS uuid, email, first_name FROM candidates WHERE anonymized_at IS NULL ORDER BY id LIMIT 2`,
    );
    expect(status(await post('/api/candidate-data/link/', { email: x!.email }))).toBe(204);
    const dataToken = await mailedToken(x!.email, 'token');
    const read = await post('/api/candidate-data/', { token: dataToken });
    expect([status(read), read.json<{ firstName: string }>().firstName]).toEqual([200, x!.first_name]);
    // Never a session: the data link is no bearer token, and an access token is no data link.
    expect(status(await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/', headers: bearer(dataToken) }))).toBe(401);
    expect(status(await post('/api/candidate-data/', { token: access.premium! }))).toBe(400);
    const old = new Date(Date.now() - 61 * 24 * 3600 * 1000);
    const stale = await new TokenSigner(TEST_JWT_SECRET).signCandidateData(y!.uuid, 60 * 24 * 3600, old);
    expect(status(await post('/api/candidate-data/', { token: stale }))).toBe(400);
    expect(status(await post('/api/candidate-data/erase/', { token: dataToken }))).toBe(204);
    // By id: an erased candidate's row takes a new uuid (decision 133).
    const left = await query<{ id: number; gone: boolean }>(
      sql`SELECT id, anonymized_at IS NOT NULL AS gone FROM candidates WHERE id IN (${x!.id}, ${y!.id})`,
    );
    expect(Object.fromEntries(left.map((r) => [Number(r.id), r.gone]))).toEqual({ [x!.id]: true, [y!.id]: false });
    expect(status(await post('/api/candidate-data/', { token: dataToken }))).toBeGreaterThanOrEqual(400);
  });

  it('is no vacuous pass: with its own ids, the same caller reads and changes its objects', async () => {
    const own = await query<{ uuid: string }>(
      sql`SELECT uuid::text AS uuid FROM addresses WHERE recruiter_id = ${recruiterOf.premium!} ORDER BY id LIMIT 1`,
    );
    const read = await ctx.app.inject({ method: 'GET', url: `/api/addresses/${own[0]!.uuid}/`, headers: bearer(access.premium!) });
    expect(read.statusCode).toBe(200);
    const foreign = await foreignOf(recruiterOf.premium!);
    const before = await foreignDigest(recruiterOf.recruiter!);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/business-units/${foreign.businessUnit[0] ?? 0}/`,
      headers: bearer(access.premium!),
    });
    expect(deleted.statusCode).toBeGreaterThanOrEqual(400);
    // The digest does see a change of another tenant's rows.
    await ctx.database.db.execute(sql`UPDATE addresses SET name = name || ' ' WHERE recruiter_id = ${recruiterOf.premium!}`);
    expect(await foreignDigest(recruiterOf.recruiter!)).not.toBe(before);
  });
});
