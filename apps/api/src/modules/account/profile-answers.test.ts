import { eq, sql } from 'drizzle-orm';
import type { Profile } from '@app/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitySectors, addresses, orders, recruiters, subscriptions, users } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { StampedAnswers } from '../../lib/stamped-answers.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { bearer } from '../../../test/helpers.ts';
import { createAddressActor, createAddressesApp, insertAddress, subscribe, type AddressActor } from '../../../test/addresses-fixtures.ts';
import { findProfileStamp } from './account.repository.ts';
import { getProfileAnswer } from './account.service.ts';

/**
 * The profile kept with its stamps (decision 106): after any write to a row the profile is built
 * from, whoever makes it (here plain SQL, as another instance, a worker or an operator would), the
 * next call answers what a fresh read answers; a write to another recruiter's rows leaves the kept
 * profile in use.
 */
describe('the profile kept with its stamps', () => {
  let ctx: Awaited<ReturnType<typeof createAddressesApp>>;
  let me: AddressActor;
  let other: AddressActor;
  const db = () => ctx.database.db;

  const profile = async (actor = me) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/recruiter/me/profile/', headers: bearer(actor.access) });
    return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
  };
  /** What the profile is without anything kept: built now, from the rows. */
  const fresh = async (actor = me) =>
    JSON.parse(
      (
        await getProfileAnswer(db(), new StampedAnswers(1_000_000), { userId: actor.userId, sessionId: null, version: 0 }, JSON.stringify)
      ).toString(),
    );
  const stamp = async (actor = me) => (await findProfileStamp(db(), actor.userId))?.stamp;

  /** The profile is read (and kept), `write` runs, and the next profile is the fresh one and differs as `expected` says. */
  async function afterWrite(write: () => Promise<unknown>, expected: (body: Profile) => void, actor = me) {
    await profile(actor);
    const before = await profile(actor);
    const stampBefore = await stamp(actor);
    await write();
    expect(await stamp(actor)).not.toBe(stampBefore);
    const after = await profile(actor);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(await fresh(actor));
    expect(after.body).not.toEqual(before.body);
    expected(after.body as Profile);
  }

  beforeAll(async () => {
    ctx = await createAddressesApp();
    await seedReference(ctx.database.db, TEST_REFERENCE);
    me = await createAddressActor(ctx.app, ctx.database, 'recruiter', 'Adresse A');
    other = await createAddressActor(ctx.app, ctx.database, 'recruiter', 'Adresse B');
  });
  afterAll(async () => ctx?.close());

  it('answers the same text as a fresh read, and keeps it while nothing changes', async () => {
    const first = await profile();
    expect(first.status).toBe(200);
    expect(first.body).toEqual(await fresh());
    const stampBefore = await stamp();
    expect(stampBefore).toMatch(/^\d+:(\d+|-)$/);
    // Another recruiter's writes leave this profile's stamps as they were.
    await db().update(recruiters).set({ company: 'Ailleurs' }).where(eq(recruiters.id, other.recruiterId));
    await insertAddress(ctx.database, other.recruiterId, { name: 'Autre adresse' });
    await subscribe(ctx.database, other.recruiterId, other.address.id);
    expect(await stamp()).toBe(stampBefore);
    expect((await profile()).body).toEqual(first.body);
  });

  it('sees a change of the user and refuses a deactivated one at once', async () => {
    await afterWrite(
      () => db().update(users).set({ firstName: 'Renée' }).where(eq(users.id, me.userId)),
      (body) => expect(body.firstName).toBe('Renée'),
    );
    await profile();
    await db().update(users).set({ isActive: false }).where(eq(users.id, me.userId));
    expect((await profile()).status).toBe(401);
    await db().update(users).set({ isActive: true }).where(eq(users.id, me.userId));
    expect((await profile()).status).toBe(200);
  });

  it('sees a change of the recruiter, of its orders and of the activity sectors', async () => {
    await afterWrite(
      () => db().update(recruiters).set({ company: 'Maison Neuve', maxAddresses: 3 }).where(eq(recruiters.id, me.recruiterId)),
      (body) => expect(body.recruiter).toMatchObject({ company: 'Maison Neuve', premium: true }),
    );
    await afterWrite(
      () =>
        db().insert(orders).values({
          recruiterId: me.recruiterId,
          kind: 'products',
          status: 'paid',
          totalExclVat: 100,
          vatAmount: 20,
          totalInclVat: 120,
          provider: 'test',
        }),
      (body) => expect(body.recruiter.hasPayedOrders).toBe(true),
    );
    const [sector] = await db().select().from(activitySectors).limit(1);
    await db().update(recruiters).set({ activitySectorId: sector!.id }).where(eq(recruiters.id, me.recruiterId));
    await afterWrite(
      () => db().update(activitySectors).set({ name: 'Secteur renommé' }).where(eq(activitySectors.id, sector!.id)),
      (body) => expect(body.recruiter.activitySector?.name).toBe('Secteur renommé'),
    );
  });

  it('sees its addresses added, changed, deleted, and the children another recruiter attaches', async () => {
    let added = { id: 0, uuid: '' };
    await afterWrite(
      async () => (added = await insertAddress(ctx.database, me.recruiterId, { name: 'Deuxième adresse' })),
      (body) => expect(body.recruiter.addresses.map((a: { name: string }) => a.name)).toContain('Deuxième adresse'),
    );
    await afterWrite(
      () => db().update(addresses).set({ name: 'Adresse renommée' }).where(eq(addresses.id, added.id)),
      (body) => expect(body.recruiter.addresses.map((a: { name: string }) => a.name)).toContain('Adresse renommée'),
    );
    let child = { id: 0, uuid: '' };
    await afterWrite(
      async () => (child = await insertAddress(ctx.database, other.recruiterId, { name: 'Enfant', parentId: added.id })),
      (body) =>
        expect(body.recruiter.addresses.find((a: { id: number }) => a.id === added.id)).toMatchObject({
          childrenLength: 1,
          isParent: true,
        }),
    );
    await afterWrite(
      () => db().delete(addresses).where(eq(addresses.id, child.id)),
      (body) => expect(body.recruiter.addresses.find((a: { id: number }) => a.id === added.id)).toMatchObject({ childrenLength: 0 }),
    );
    await afterWrite(
      () => db().delete(addresses).where(eq(addresses.id, added.id)),
      (body) => expect(body.recruiter.addresses.map((a: { id: number }) => a.id)).not.toContain(added.id),
    );
  });

  it('sees a subscription start, change, and end by time alone', async () => {
    const mine = () => profile().then((p) => p.body.recruiter.addresses.find((a: { id: number }) => a.id === me.address.id));
    await afterWrite(
      () => subscribe(ctx.database, me.recruiterId, me.address.id),
      (body) => expect(body.recruiter.addresses.find((a: { id: number }) => a.id === me.address.id)?.subscription?.status).toBe('active'),
    );
    await afterWrite(
      () => db().update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.addressId, me.address.id)),
      (body) =>
        expect(body.recruiter.addresses.find((a: { id: number }) => a.id === me.address.id)?.subscription?.cancelAtPeriodEnd).toBe(true),
    );
    // The period ends in a second: no write, the kept profile stops at that instant.
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: sql`now() + interval '1 second'` })
      .where(eq(subscriptions.addressId, me.address.id));
    expect((await mine()).subscription.status).toBe('active');
    const stampBefore = await stamp();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await stamp()).toBe(stampBefore);
    expect((await mine()).subscription.status).toBe('expired');
    await afterWrite(
      () => db().delete(subscriptions).where(eq(subscriptions.addressId, me.address.id)),
      (body) => expect(body.recruiter.addresses.find((a: { id: number }) => a.id === me.address.id)?.subscription).toBeNull(),
    );
  });
});
