import { and, asc, eq, sql } from 'drizzle-orm';
import type { BusinessUnit } from '@app/contracts/business-units';
import type { Db } from '../../db/client.ts';
import { addresses, businessUnits } from '../../db/schema/index.ts';
import { addressOwnedBy } from '../../access/ownership.ts';

type UnitJob = BusinessUnit['jobs'][number];

/** Business units of an address with their jobs, by name. */
export async function listBusinessUnits(db: Db, addressId: number): Promise<BusinessUnit[]> {
  const rows = await db
    .select({
      id: businessUnits.id,
      name: businessUnits.name,
      address: businessUnits.addressId,
      jobs: sql<
        UnitJob[]
      >`(select coalesce(json_agg(json_build_object('id', aj.id, 'uuid', aj.uuid, 'name', j.name, 'active', aj.active) order by j.name, aj.id), '[]'::json)
        from address_jobs aj join jobs j on j.id = aj.job_id where aj.business_unit_id = "business_units"."id")`,
    })
    .from(businessUnits)
    .where(eq(businessUnits.addressId, addressId))
    .orderBy(asc(sql`lower(${businessUnits.name})`), asc(businessUnits.id));
  return rows;
}

/** `{ id, name }` of the business units of an address, by name (resume filters). */
export const listBusinessUnitNames = (db: Db, addressId: number) =>
  db
    .select({ id: businessUnits.id, name: businessUnits.name })
    .from(businessUnits)
    .where(eq(businessUnits.addressId, addressId))
    .orderBy(asc(sql`lower(${businessUnits.name})`), asc(businessUnits.id));

/** Whether the address already has a unit of that name, ignoring case and surrounding spaces. */
export async function nameTaken(db: Db, addressId: number, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: businessUnits.id })
    .from(businessUnits)
    .where(and(eq(businessUnits.addressId, addressId), sql`lower(${businessUnits.name}) = lower(${name.trim()})`))
    .limit(1);
  return rows.length > 0;
}

export async function insertBusinessUnit(db: Db, addressId: number, name: string): Promise<BusinessUnit> {
  const [row] = await db
    .insert(businessUnits)
    .values({ addressId, name })
    .returning({ id: businessUnits.id, name: businessUnits.name, address: businessUnits.addressId });
  return { ...row!, jobs: [] };
}

/** A business unit of the recruiter's addresses, or `undefined`. */
export async function findOwnedBusinessUnit(
  db: Db,
  recruiterId: number,
  id: number,
): Promise<{ id: number; addressId: number } | undefined> {
  const [row] = await db
    .select({ id: businessUnits.id, addressId: businessUnits.addressId })
    .from(businessUnits)
    .innerJoin(addresses, eq(addresses.id, businessUnits.addressId))
    .where(and(eq(businessUnits.id, id), addressOwnedBy(recruiterId)))
    .limit(1);
  return row;
}

/** Deletes the unit; its jobs stay, without a unit (foreign key `on delete set null`). */
export async function deleteBusinessUnitRow(db: Db, id: number): Promise<void> {
  await db.delete(businessUnits).where(eq(businessUnits.id, id));
}
