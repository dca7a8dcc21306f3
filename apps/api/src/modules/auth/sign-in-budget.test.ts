import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { passwordChecks } from '../../lib/password.ts';
import { cookieOf, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';

/**
 * Issue 28, item 6 (decision 117): the sign-in budget is taken before the password is checked, so
 * N parallel attempts check at most the budget's passwords, on the memory store and on Redis. The
 * count is of argon2 evaluations (`passwordChecks`), not of answers or time.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUDGET = 10;

const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'memory', env: {} },
  { name: 'Redis', env: { REDIS_URL: redisUrl } },
];

describe.each(stores)('sign-in budget under concurrency ($name)', ({ env }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: String(BUDGET), TRUST_PROXY: '1', ...env } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  // Redis keeps its counts between runs: each run signs in from addresses of its own.
  const run = `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const ip = (n: number) => `${run}.${n}`;
  const attempt = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { email, password }, headers: { 'x-forwarded-for': ip, ...headers } });
  /** Runs `calls` at once; answers their statuses and how many passwords were checked meanwhile. */
  const parallel = async (calls: (() => Promise<{ statusCode: number }>)[]) => {
    const before = passwordChecks.count;
    const statuses = (await Promise.all(calls.map((call) => call()))).map((r) => r.statusCode);
    return { statuses, checked: passwordChecks.count - before };
  };

  it('60 parallel wrong passwords from one address check at most 10 passwords', async () => {
    const owner = await createUser(ctx.database, { email: unique('one-address') });
    const { statuses, checked } = await parallel(Array.from({ length: 60 }, () => () => attempt(owner.email, 'wrong-pass', ip(1))));
    expect(checked).toBeLessThanOrEqual(BUDGET);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checked);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - checked);
  });

  it('150 parallel wrong passwords from 15 addresses check at most 50 passwords of the account', async () => {
    const owner = await createUser(ctx.database, { email: unique('many-addresses') });
    const calls = Array.from({ length: 150 }, (_, i) => () => attempt(owner.email, 'wrong-pass', ip(10 + (i % 15))));
    const { statuses, checked } = await parallel(calls);
    expect(checked).toBeLessThanOrEqual(BUDGET * 5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checked);
    // The owner is mailed an unlock link once, when the account's budget is spent.
    const mails = await ctx.database.db.select().from(emailOutbox);
    expect(mails.filter((m) => m.toAddress === owner.email && m.template === 'sign-in-unlock')).toHaveLength(1);
  });

  it('a success gives its unit back: the owner who types the right password is not counted', async () => {
    const owner = await createUser(ctx.database, { email: unique('success') });
    const statuses: number[] = [];
    for (let i = 0; i < 2 * BUDGET; i++)
      statuses.push((await attempt(owner.email, i % 2 ? 'wrong-pass' : owner.password, ip(2))).statusCode);
    // Each success clears the address's failures; the account's budget only keeps the failures.
    expect(statuses).toEqual(Array.from({ length: 2 * BUDGET }, (_, i) => (i % 2 ? 401 : 200)));
  });

  it.runIf(Object.keys(env).length === 0)(
    'a stranger who spends the account budget does not lock the owner out of a proven device: a known one, or one unlocked from the mailed link',
    async () => {
      const owner = await createUser(ctx.database, { email: unique('owner') });
      // The owner signed in on a laptop before: the API gave it a device proof.
      const laptop = cookieOf(await attempt(owner.email, owner.password, ip(3)), 'qr_device');
      expect(laptop).toBeTruthy();
      // A stranger spends the account's budget from many addresses.
      const { checked } = await parallel(Array.from({ length: 80 }, (_, i) => () => attempt(owner.email, 'wrong-pass', ip(100 + (i % 8)))));
      expect(checked).toBeLessThanOrEqual(BUDGET * 5);
      // From a new address without proof: refused, as the stranger is.
      expect((await attempt(owner.email, owner.password, ip(4))).statusCode).toBe(429);
      // The laptop still signs in.
      expect((await attempt(owner.email, owner.password, ip(5), { cookie: `qr_device=${laptop}` })).statusCode).toBe(200);
      // A fresh phone: the unlock link mailed to the owner proves it.
      const mails = await ctx.database.db.select().from(emailOutbox);
      const mail = mails.filter((m) => m.toAddress === owner.email && m.template === 'sign-in-unlock').at(-1);
      const link = /\/api\/token\/unlock\/\?token=([A-Za-z0-9._-]+)/.exec(mail?.text ?? '')?.[1];
      expect(link).toBeTruthy();
      const unlocked = await ctx.app.inject({ method: 'GET', url: `/api/token/unlock/?token=${link}` });
      expect(unlocked.statusCode).toBe(303);
      expect(unlocked.headers.location).toBe('/app/login');
      const phone = cookieOf(unlocked, 'qr_device');
      expect((await attempt(owner.email, owner.password, ip(6), { cookie: `qr_device=${phone}` })).statusCode).toBe(200);
      // A device proof is for its own e-mail only, and a proven device has its own budget.
      const other = await createUser(ctx.database, { email: unique('other') });
      const { statuses } = await parallel(
        Array.from({ length: 2 * BUDGET }, () => () => attempt(other.email, 'wrong-pass', ip(7), { cookie: `qr_device=${phone}` })),
      );
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(BUDGET);
    },
  );
});
