import { allows, PAGE_POLICIES, type Policy, type PolicyCaller } from '@app/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

/** Every state of the flags the rules read (2^5). */
const callers: PolicyCaller[] = [];
for (const premium of [false, true])
  for (const headhunter of [false, true])
    for (const headhunterPremium of [false, true])
      for (const affiliate of [false, true])
        for (const displayBusinessUnitPage of [false, true])
          callers.push({ premium, headhunter, headhunterPremium, affiliate, displayBusinessUnitPage });

describe("the web's page policies and the routes' (issue 30, item 2; decision 146)", () => {
  let ctx: TestContext;
  const routePolicies = new Map<string, Policy>();

  beforeAll(async () => {
    ctx = await createTestApp();
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId?: string; 'x-policy'?: Policy }>>;
    }>();
    for (const operations of Object.values(doc.paths))
      for (const op of Object.values(operations)) if (op.operationId && op['x-policy']) routePolicies.set(op.operationId, op['x-policy']);
  });
  afterAll(async () => ctx?.close());

  it.each(Object.entries(PAGE_POLICIES))('%s opens for no caller its first call refuses', (_page, { policy, operation }) => {
    const routePolicy = routePolicies.get(operation);
    expect(routePolicy, operation).toBeDefined();
    const refusedByApi = callers.filter((c) => allows(policy, c) && !allows(routePolicy!, c));
    expect(refusedByApi).toEqual([]);
    // Not vacuous: the page's policy refuses someone.
    expect(callers.some((c) => !allows(policy, c))).toBe(true);
  });
});
