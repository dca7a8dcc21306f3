import type { AddressCompletion } from '@app/contracts/addresses';
import type { addressCompletionFinishBodySchema, addressCompletionStepBodySchema } from '@app/contracts/addresses';
import { qrcodeTownFromPlace } from '@app/contracts/places';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as addressRepo from './addresses.repository.ts';
import * as repo from './completion.repository.ts';

/**
 * Address completion without sign-in (spec section 2, `/app/addresses/{uuid}/complete`). The link
 * opens only an address still waiting for its completion: one created blank (no place yet) and never
 * completed. Whoever holds the link saves the SIRET, then sends the form, the jobs and the accepted
 * terms together; the address is then complete and the link reads nothing but its name
 * (docs/decisions/013-address-completion.md).
 */
async function load(db: Db, uuid: string) {
  const row = await addressRepo.findAddressRowByUuid(db, uuid);
  if (!row) throw notFound();
  const completed = isAwaitingCompletion(row) === false;
  return { row, completed };
}

/** Blank (no place) and never completed: addresses with a place were filled in by their owner. */
export const isAwaitingCompletion = (row: { completedAt: Date | null; content: unknown }): boolean =>
  row.completedAt === null && row.content === null;

export async function getCompletion(db: Db, uuid: string): Promise<AddressCompletion> {
  const { row, completed } = await load(db, uuid);
  if (completed) {
    return {
      uuid: row.uuid,
      name: row.name,
      content: null,
      logo: row.logo,
      activitySector: null,
      siret: null,
      receiveApplicationByEmail: false,
      email: null,
      frequency: 'none',
      jobs: [],
      completed: true,
    };
  }
  return {
    uuid: row.uuid,
    name: row.name,
    content: row.content,
    logo: row.logo,
    activitySector: row.activitySectorId !== null ? { id: row.activitySectorId, name: row.activitySectorName ?? '' } : null,
    siret: row.siret,
    receiveApplicationByEmail: row.receiveApplicationByEmail,
    email: row.email,
    frequency: row.frequency,
    jobs: (await addressRepo.listAddressJobItems(db, row.id)).map(({ job }) => ({ id: job.id, name: job.name })),
    completed: false,
  };
}

async function openForCompletion(db: Db, uuid: string) {
  const loaded = await load(db, uuid);
  if (loaded.completed) throw new AppError('address_completed', 'This address is already complete');
  return loaded;
}

/** Saves the SIRET step (checksum checked by the body's `siretSchema`). */
export async function saveCompletionStep(
  db: Db,
  uuid: string,
  body: z.output<typeof addressCompletionStepBodySchema>,
): Promise<AddressCompletion> {
  const { row } = await openForCompletion(db, uuid);
  await addressRepo.updateAddressColumns(db, row.id, { siret: body.siret });
  return getCompletion(db, uuid);
}

/**
 * Last step: the address form, at least one known job and the terms accepted, written in one
 * transaction; the address is then complete.
 */
export async function finishCompletion(
  db: Db,
  uuid: string,
  body: z.output<typeof addressCompletionFinishBodySchema>,
): Promise<AddressCompletion> {
  const { row } = await openForCompletion(db, uuid);
  if (!(await addressRepo.activitySectorExists(db, body.activitySector))) {
    throw new AppError('validation_failed', 'Unknown activity sector', { activitySector: ['form.validation.invalid_choice'] });
  }
  if (body.receiveApplicationByEmail && !body.email)
    throw new AppError('validation_failed', 'An e-mail is needed to receive applications', { email: ['form.validation.required'] });
  const known = await repo.existingJobIds(db, body.jobs);
  if (body.jobs.some((id) => !known.has(id)))
    throw new AppError('validation_failed', 'Unknown job', { jobs: ['form.validation.invalid_choice'] });
  await db.transaction(async (tx) => {
    await addressRepo.updateAddressColumns(tx, row.id, {
      name: body.name,
      content: body.content,
      latitude: body.content.latitude ?? null,
      longitude: body.content.longitude ?? null,
      qrcodeTown: qrcodeTownFromPlace(body.content),
      activitySectorId: body.activitySector,
      receiveApplicationByEmail: body.receiveApplicationByEmail,
      email: body.email,
      frequency: body.frequency,
      digestSentAt: new Date(),
      completedAt: new Date(),
    });
    await repo.addJobsToAddress(tx, row.id, body.jobs);
  });
  return getCompletion(db, uuid);
}
