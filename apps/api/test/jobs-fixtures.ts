import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import {
  addresses,
  applications,
  candidates,
  caces,
  contracts,
  experiences,
  jobs,
  languages,
  licences,
  locomotions,
  remotes,
  skills,
  workingTimes,
} from '../src/db/schema/index.ts';
import { createActorWith, type Actor, type RoleName } from './helpers.ts';
import { parisDate } from '../src/lib/time-zone.ts';

/** Ids of the seeded reference lists, for building address-job bodies. */
export interface ReferenceIds {
  contracts: number[];
  workingTimes: number[];
  remotes: number[];
  experiences: number[];
  languages: number[];
  licences: number[];
  locomotions: number[];
  caces: number[];
  personalQualities: number[];
  professionalKnowledge: number[];
  softSkills: number[];
  jobs: number[];
}

export async function referenceIds(database: Database): Promise<ReferenceIds> {
  const { db } = database;
  const ids = async (
    table:
      | typeof contracts
      | typeof workingTimes
      | typeof remotes
      | typeof experiences
      | typeof languages
      | typeof licences
      | typeof locomotions
      | typeof caces
      | typeof jobs,
  ) => (await db.select({ id: table.id }).from(table).orderBy(asc(table.id))).map((r) => r.id);
  const group = async (groupId: number) =>
    (await db.select({ id: skills.id }).from(skills).where(eq(skills.groupId, groupId)).orderBy(asc(skills.id))).map((r) => r.id);
  return {
    contracts: await ids(contracts),
    workingTimes: await ids(workingTimes),
    remotes: await ids(remotes),
    experiences: await ids(experiences),
    languages: await ids(languages),
    licences: await ids(licences),
    locomotions: await ids(locomotions),
    caces: await ids(caces),
    personalQualities: await group(1),
    professionalKnowledge: await group(2),
    softSkills: await group(3),
    jobs: await ids(jobs),
  };
}

/** Inserts an address of the recruiter. */
export async function createAddress(
  database: Database,
  recruiterId: number,
  name = 'Boulangerie du Centre',
): Promise<{ id: number; uuid: string }> {
  const [row] = await database.db
    .insert(addresses)
    .values({ recruiterId, name, qrcodeTown: 'Lyon' })
    .returning({ id: addresses.id, uuid: addresses.uuid });
  return row!;
}

export { type Actor, type RoleName } from './helpers.ts';

/** A signed-in user of the role with one address. */
export const createActor = (app: FastifyInstance, database: Database, role: RoleName): Promise<Actor> =>
  createActorWith(app, database, role, (recruiterId) => createAddress(database, recruiterId, `Adresse ${role}`));

/** A full, valid create body for the address (steps 1 to 3 of the wizard). */
export function fullJobBody(ref: ReferenceIds, address: number | string, jobIndex = 0) {
  return {
    address,
    job: ref.jobs[jobIndex]!,
    monthlySalary: 2500,
    active: true,
    urgent: false,
    contracts: [ref.contracts[0]!],
    workingTime: ref.workingTimes[0]!,
    remote: ref.remotes[0]!,
    experiences: [ref.experiences[1]!],
    languages: [ref.languages[0]!],
    licences: [ref.licences[0]!],
    locomotions: [ref.locomotions[0]!],
    caces: [],
    personalQualities: ref.personalQualities.slice(0, 2),
    professionalKnowledge: ref.professionalKnowledge.slice(0, 1),
    professionalSoftSkills: ref.softSkills.slice(0, 1),
  };
}

let candidateCounter = 0;
/** Inserts a candidate and their application on an address (optionally to one address job). */
export async function createApplication(
  database: Database,
  addressId: number,
  options: { addressJobId?: number | null; daysAgo?: number; firstName?: string } = {},
): Promise<string> {
  candidateCounter += 1;
  const [candidate] = await database.db
    .insert(candidates)
    .values({
      firstName: options.firstName ?? `Candidat${candidateCounter}`,
      lastName: 'Durand',
      email: `candidat${candidateCounter}-${Date.now()}@example.test`,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: candidates.id, firstName: candidates.firstName, lastName: candidates.lastName, email: candidates.email });
  // A day in France, as the apply page dates it (apply.service: parisDate).
  const completedAt = parisDate(new Date(Date.now() - (options.daysAgo ?? 0) * 86_400_000));
  const [application] = await database.db
    .insert(applications)
    .values({
      candidateId: candidate!.id,
      addressId,
      addressJobId: options.addressJobId ?? null,
      completedAt,
      firstName: candidate!.firstName,
      lastName: candidate!.lastName,
      email: candidate!.email,
      emailConfirmedAt: new Date(),
    })
    .returning({ uuid: applications.uuid });
  return application!.uuid;
}
