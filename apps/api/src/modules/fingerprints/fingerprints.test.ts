import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../lib/sql.ts';
import { fingerprints } from '../../db/schema/index.ts';
import { createUser } from '../../../test/helpers.ts';
import { createAddressesApp, insertAddress } from '../../../test/addresses-fixtures.ts';

describe('POST /api/fingerprint/', () => {
  let ctx: Awaited<ReturnType<typeof createAddressesApp>>;
  let address: { id: number; uuid: string };
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/fingerprint/', payload: payload as object, headers });

  beforeAll(async () => {
    // Distinct clients are told apart by X-Forwarded-For, as behind the production proxy.
    ctx = await createAddressesApp({ TRUST_PROXY: 'true' });
    address = await insertAddress(ctx.database, (await createUser(ctx.database)).recruiterId);
  });
  afterAll(async () => ctx?.close());

  it('records a visit of an address page without sign-in, hashing the visitor (no IP stored)', async () => {
    const headers = { 'user-agent': 'Mozilla/5.0 Test', 'x-forwarded-for': '203.0.113.7' };
    expect((await post({ address: address.uuid, path: `/app/addresses/${address.uuid}/complete` }, headers)).statusCode).toBe(204);
    expect((await post({ address: address.uuid }, headers)).statusCode).toBe(204);
    const rows = await ctx.database.db.select().from(fingerprints);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      addressId: address.id,
      path: `/app/addresses/${address.uuid}/complete`,
      userAgent: 'Mozilla/5.0 Test',
    });
    expect(rows[0]!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.visitorHash).toBe(rows[1]!.visitorHash); // same visitor, same day
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
    await post({ address: address.uuid }, { ...headers, 'x-forwarded-for': '198.51.100.9' });
    const third = (await ctx.database.db.select().from(fingerprints)).at(-1)!;
    expect(third.visitorHash).not.toBe(rows[0]!.visitorHash);
  });

  it('hashes a visitor by the day in France: 23:30 UTC is already the next day', async () => {
    const headers = { 'user-agent': 'Mozilla/5.0 Night', 'x-forwarded-for': '203.0.113.8' };
    const hashAt = async (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
      try {
        expect((await post({ address: address.uuid }, headers)).statusCode).toBe(204);
      } finally {
        vi.useRealTimers();
      }
      return (await ctx.database.db.select().from(fingerprints)).at(-1)!.visitorHash;
    };
    const lateEvening = await hashAt('2026-11-24T22:30:00Z'); // 23:30 in Paris, 24 November
    const night = await hashAt('2026-11-24T23:30:00Z'); // 00:30 in Paris, 25 November
    const morning = await hashAt('2026-11-25T08:00:00Z');
    expect(night).toBe(morning);
    expect(night).not.toBe(lateEvening);
  });

  it('records candidate pages, ignores unknown addresses and candidates and refuses empty or malformed bodies', async () => {
    const [candidate] = rowsOf<{ uuid: string }>(
      await ctx.database.db.execute(
        sql`insert into candidates (first_name, last_name, email) values ('Léa', 'Martin', ${`lea-${Date.now()}@example.test`}) returning uuid::text as uuid`,
      ),
    );
    const before = (await ctx.database.db.select().from(fingerprints)).length;
    expect((await post({ candidate: candidate!.uuid, path: `/app/resumes-shop/${candidate!.uuid}` })).statusCode).toBe(204);
    // Unknown pages answer the same and write nothing: a visit row names only what exists.
    expect((await post({ candidate: '11111111-1111-4111-8111-111111111111' })).statusCode).toBe(204);
    expect((await post({ address: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(204);
    expect((await ctx.database.db.select().from(fingerprints)).length).toBe(before + 1);
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ address: 'nope' })).statusCode).toBe(400);
    expect((await post({ address: address.uuid, path: 'p'.repeat(301) })).statusCode).toBe(400);
    expect((await post({ address: address.uuid, extra: 1 })).statusCode).toBe(400);
  });

  it("takes one page per visit and a path of the product, never text for someone's data download", async () => {
    const [candidate] = rowsOf<{ uuid: string }>(
      await ctx.database.db.execute(
        sql`insert into candidates (first_name, last_name, email) values ('Jean', 'Morel', ${`jean-${Date.now()}@example.test`}) returning uuid::text as uuid`,
      ),
    );
    const before = (await ctx.database.db.select().from(fingerprints)).length;
    // Both an address and a candidate is what the server writes when the candidate applies: theirs.
    expect((await post({ address: address.uuid, candidate: candidate!.uuid })).statusCode).toBe(400);
    expect((await post({ candidate: candidate!.uuid, path: '/Call me at 06 12 34 56 78, www.evil.example' })).statusCode).toBe(400);
    expect((await post({ candidate: candidate!.uuid, path: 'https://evil.example/' })).statusCode).toBe(400);
    expect((await ctx.database.db.select().from(fingerprints)).length).toBe(before);
  });
});
