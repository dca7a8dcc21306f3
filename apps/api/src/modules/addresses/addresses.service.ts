import type { AddressSummary } from '@app/contracts/auth';
import type { AddressDetail, AddressListAnswer, AddressListQuery, UpdateAddressBody } from '@app/contracts/addresses';
import { qrcodeTownFromPlace } from '@app/contracts/places';
import { mayUseBrand } from '@app/contracts/roles';
import type { z } from 'zod';
import type { askAddressBodySchema, updateAddressBodySchema } from '@app/contracts/addresses';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { toAddressSummary } from './addresses.mapper.ts';
import * as repo from './addresses.repository.ts';
import { askAddressMail } from './addresses.mails.ts';
import { discardFile, resolveImageField } from './images.ts';

export interface AddressesDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  /** Where requests for more addresses are sent (sales team). */
  salesEmail: string;
}

type UpdateBody = z.output<typeof updateAddressBodySchema>;

/** GET /api/addresses/: the caller's addresses, paginated, filtered by name or place. */
export async function listAddresses(db: Db, auth: AuthContext, query: AddressListQuery): Promise<AddressListAnswer> {
  const where = repo.ownedAddressesWhere(auth.recruiterId, query.search);
  const pageSize = query.page_size ?? 10;
  const total = await repo.countAddresses(db, where);
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const page = query.page ?? 1;
  const rows = page > totalPages ? [] : await repo.selectAddressRows(db, where, { limit: pageSize, offset: (page - 1) * pageSize });
  return {
    count: total,
    totalPages,
    pageSize,
    previousPageNumber: page > 1 ? Math.min(page - 1, totalPages) : null,
    nextPageNumber: page < totalPages ? page + 1 : null,
    results: rows.map(toAddressSummary),
  };
}

async function ownedRow(db: Db, auth: AuthContext, uuid: string) {
  const row = await repo.findOwnedAddressRow(db, auth.recruiterId, uuid);
  if (!row) throw notFound();
  return row;
}

/** GET /api/addresses/{uuid}/: the address with its jobs and brand page. */
export async function getAddress(db: Db, auth: AuthContext, uuid: string): Promise<AddressDetail> {
  const row = await ownedRow(db, auth, uuid);
  const summary = toAddressSummary(row);
  const [extras, jobs, advantages, recruitmentSteps, products, subscriptionPrices] = await Promise.all([
    repo.findAddressExtras(db, row.id),
    repo.listAddressJobItems(db, row.id),
    repo.listAddressAdvantages(db, row.id),
    repo.listAddressRecruitmentSteps(db, row.id),
    repo.listAddressProducts(db, row.id),
    summary.subscription?.plan ? repo.listProductPrices(db, summary.subscription.plan.product) : Promise.resolve([]),
  ]);
  return {
    ...summary,
    subscription: summary.subscription ? { ...summary.subscription, prices: subscriptionPrices } : null,
    products,
    deliveryAddress: row.content ? row.content.description || row.content.placeName || null : null,
    jobs,
    advantages,
    recruitmentSteps,
    youtubeLink: extras?.youtubeLink ?? null,
    picture: extras?.picture ?? null,
    pictureTwo: extras?.pictureTwo ?? null,
    pictureThree: extras?.pictureThree ?? null,
    values: extras?.values ?? null,
    description: extras?.description ?? null,
    // Waiting for completion: created blank and never completed (docs/decisions/013).
    completed: !(row.completedAt === null && row.content === null),
  };
}

/** Brand page fields: only for premium recruiters and premium head-hunters (spec section 6, "Brand"). */
const BRAND_FIELDS = [
  'advantages',
  'recruitmentSteps',
  'youtubeLink',
  'picture',
  'pictureTwo',
  'pictureThree',
  'values',
  'description',
] as const;

/**
 * PATCH /api/addresses/{uuid}/: applies whichever partial form was sent (spec section 7). Every
 * reference is checked (sector, advantages, steps) and every upload goes through the image checks
 * before anything is written; the writes then happen in one transaction.
 */
export async function updateAddress(
  deps: AddressesDeps,
  auth: AuthContext,
  uuid: string,
  input: UpdateAddressBody,
): Promise<AddressSummary> {
  const body = input as UpdateBody;
  const { db, storage } = deps;
  const row = await ownedRow(db, auth, uuid);
  if (BRAND_FIELDS.some((f) => body[f] !== undefined) && !mayUseBrand(auth)) {
    throw new AppError('forbidden', 'The brand page needs a premium account');
  }
  if ((body.values === undefined) !== (body.description === undefined)) {
    // Spec section 5: saving needs both texts, non-blank after trimming.
    const missing = body.values === undefined ? 'values' : 'description';
    throw new AppError('validation_failed', 'Values and description go together', { [missing]: ['form.validation.required'] });
  }
  if (body.receiveApplicationByEmail === true) {
    const email = body.email !== undefined ? body.email : row.email;
    if (!email)
      throw new AppError('validation_failed', 'An e-mail is needed to receive applications', { email: ['form.validation.required'] });
  }
  if (body.activitySector != null && !(await repo.activitySectorExists(db, body.activitySector))) {
    throw new AppError('validation_failed', 'Unknown activity sector', { activitySector: ['form.validation.invalid_choice'] });
  }
  if (body.advantages) {
    const allowed = await repo.selectableAdvantageIds(db, row.id, body.advantages);
    if (body.advantages.some((id) => !allowed.has(id))) {
      throw new AppError('validation_failed', 'Unknown advantage', { advantages: ['form.validation.invalid_choice'] });
    }
  }
  if (body.recruitmentSteps) {
    const known = await repo.existingRecruitmentStepIds(db, body.recruitmentSteps);
    if (body.recruitmentSteps.some((id) => !known.has(id))) {
      throw new AppError('validation_failed', 'Unknown recruitment step', { recruitmentSteps: ['form.validation.invalid_choice'] });
    }
  }

  const extras = await repo.findAddressExtras(db, row.id);
  const currentImages = {
    logo: row.logo,
    picture: extras?.picture ?? null,
    pictureTwo: extras?.pictureTwo ?? null,
    pictureThree: extras?.pictureThree ?? null,
  };
  const values: repo.AddressUpdate = {};
  const replaced: (string | null)[] = [];
  const stored: string[] = [];
  try {
    for (const field of ['logo', 'picture', 'pictureTwo', 'pictureThree'] as const) {
      const resolved = await resolveImageField(storage, field === 'logo' ? 'logos' : 'pictures', body[field], currentImages[field], field);
      if (!resolved?.changed) continue;
      values[field] = resolved.value;
      replaced.push(currentImages[field]);
      if (resolved.value) stored.push(resolved.value);
    }
  } catch (err) {
    await Promise.all(stored.map((url) => discardFile(storage, url)));
    throw err;
  }

  if (body.name !== undefined) values.name = body.name;
  if (body.content !== undefined) {
    values.content = body.content;
    values.latitude = body.content.latitude ?? null;
    values.longitude = body.content.longitude ?? null;
    // The town under the QR code follows the place unless the form sets it (spec section 5).
    if (body.qrcodeTown === undefined) values.qrcodeTown = qrcodeTownFromPlace(body.content);
  }
  if (body.qrcodeTown !== undefined) values.qrcodeTown = body.qrcodeTown || null;
  if (body.activitySector !== undefined) values.activitySectorId = body.activitySector;
  if (body.receiveApplicationByEmail !== undefined) values.receiveApplicationByEmail = body.receiveApplicationByEmail;
  if (body.email !== undefined) values.email = body.email;
  if (body.frequency !== undefined) values.frequency = body.frequency;
  // A digest covers the applications that arrive once digests start, not those mailed before
  // or never announced (decision 071).
  const digestsStart =
    (body.frequency !== undefined && body.frequency !== row.frequency) ||
    (body.receiveApplicationByEmail === true && !row.receiveApplicationByEmail);
  if (digestsStart) values.digestSentAt = new Date();
  if (body.active !== undefined) values.active = body.active;
  if (body.freeApplication !== undefined) values.freeApplication = body.freeApplication;
  if (body.youtubeLink !== undefined) values.youtubeLink = body.youtubeLink;
  if (body.values !== undefined) values.values = body.values;
  if (body.description !== undefined) values.description = body.description;

  try {
    await db.transaction(async (tx) => {
      await repo.updateAddressColumns(tx, row.id, values);
      if (body.advantages) await repo.replaceAdvantages(tx, row.id, body.advantages);
      if (body.recruitmentSteps) await repo.replaceRecruitmentSteps(tx, row.id, body.recruitmentSteps);
    });
  } catch (err) {
    await Promise.all(stored.map((url) => discardFile(storage, url)));
    throw err;
  }
  await Promise.all(replaced.map((url) => discardFile(storage, url)));
  const updated = await repo.findAddressRowById(db, row.id);
  return toAddressSummary(updated!);
}

/**
 * DELETE /api/addresses/{uuid}/: a parent address cannot be deleted (spec section 4), nor the
 * account's last address (every screen works on a current address).
 */
export async function deleteAddress(deps: AddressesDeps, auth: AuthContext, uuid: string): Promise<void> {
  const { db, storage } = deps;
  const row = await ownedRow(db, auth, uuid);
  if (row.childrenLength > 0) throw new AppError('parent_address_delete', 'A parent address cannot be deleted');
  if ((await repo.countAddresses(db, repo.ownedAddressesWhere(auth.recruiterId))) <= 1) {
    throw new AppError('last_address_delete', 'The last address of an account cannot be deleted');
  }
  const extras = await repo.findAddressExtras(db, row.id);
  await repo.deleteAddressById(db, row.id);
  await Promise.all([row.logo, extras?.picture, extras?.pictureTwo, extras?.pictureThree].map((url) => discardFile(storage, url)));
}

/**
 * GET /api/addresses/parent/: the address heading the caller's group (spec section 4): their own
 * address that has children, else the parent of one of their addresses (which may belong to the
 * account that manages them), else none (204).
 */
export async function getParentAddress(db: Db, auth: AuthContext): Promise<AddressSummary | null> {
  const own = await repo.selectAddressRows(db, repo.ownedAddressesWhere(auth.recruiterId));
  const head = own.find((a) => a.parentId === null && a.childrenLength > 0);
  if (head) return toAddressSummary(head);
  const child = own.find((a) => a.parentId !== null);
  if (!child?.parentId) return null;
  const parent = await repo.findAddressRowById(db, child.parentId);
  return parent ? toAddressSummary(parent) : null;
}

/** POST /api/addresses/{uuid}/ask/: a request for more addresses, kept and mailed to the sales team. */
export async function askAddresses(
  deps: AddressesDeps,
  auth: AuthContext,
  uuid: string,
  body: z.output<typeof askAddressBodySchema>,
): Promise<void> {
  const row = await ownedRow(deps.db, auth, uuid);
  await repo.insertContactMessage(deps.db, {
    kind: 'ask_address',
    recruiterId: auth.recruiterId,
    addressId: row.id,
    email: body.email,
    message: body.message,
    quantity: body.number,
  });
  await deps.mailer.send(
    await askAddressMail(deps.salesEmail, {
      address: row.name,
      addressUuid: row.uuid,
      number: body.number,
      email: body.email,
      message: body.message,
    }),
  );
}
