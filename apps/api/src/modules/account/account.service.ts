import type { Account, updateAccountBodySchema } from '@app/contracts/account';
import type { Profile } from '@app/contracts/auth';
import { isPremiumPlan } from '@app/contracts/roles';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { assertActiveCaller, type AccessClaim, type AuthContext } from '../../plugins/auth.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { toAddressSummary } from '../addresses/index.ts';
import { statusExpiresAt } from '../subscriptions/index.ts';
import type { StampedAnswers } from '../../lib/stamped-answers.ts';
import { activitySectorExists } from '../addresses/index.ts';
import { discardFile, resolveImageField } from '../addresses/index.ts';
import { requirePassword } from '../auth/index.ts';
import { eraseRecruiter } from '../privacy/index.ts';
import { claimSiret } from './siret-rule.ts';
import { accountFileUrls, findAccountRow, findProfileRow, findProfileStamp, updateRecruiterColumns } from './account.repository.ts';

/**
 * The signed-in user with their recruiter (spec section 3, User and Recruiter), as the JSON bytes
 * sent (`serialize`: the route's serializer, which checks it against the contract). One statement
 * reads the caller's account and the profile: an unknown or inactive user is refused here with the
 * answer of the auth check (decision 101). The text is kept with the stamps it was read with
 * (decision 106): the next call of the same user reads only their account state and stamps, and
 * gets the kept text when nothing it was built from changed and no subscription of it has ended.
 */
export async function getProfileAnswer(
  db: Db,
  answers: StampedAnswers,
  access: AccessClaim,
  serialize: (profile: Profile) => string,
): Promise<Buffer> {
  return answers.serve(
    String(access.userId),
    async () => {
      const row = await findProfileStamp(db, access.userId);
      assertActiveCaller(row, access);
      return row.stamp;
    },
    async () => {
      const row = await findProfileRow(db, access.userId);
      assertActiveCaller(row, access);
      const now = new Date();
      const validUntil = Math.min(
        ...row.addresses.map((a) =>
          a.subscription ? statusExpiresAt(a.subscription.status, a.subscription.currentPeriodEnd, now) : Infinity,
        ),
      );
      return { stamp: row.stamp, validUntil, body: serialize(toProfile(row)) };
    },
  );
}

function toProfile(row: NonNullable<Awaited<ReturnType<typeof findProfileRow>>>): Profile {
  return {
    uuid: row.userUuid,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    recruiter: {
      uuid: row.recruiterUuid,
      company: row.company,
      manager: row.manager,
      phoneNumber: row.phoneNumber,
      maxAddresses: row.maxAddresses,
      premium: isPremiumPlan(row.maxAddresses),
      hasPayedOrders: Boolean(row.hasPayedOrders),
      affiliate: row.affiliate,
      headhunter: row.headhunter,
      headhunterPremium: row.headhunterPremium,
      displayBusinessUnitPage: row.displayBusinessUnitPage,
      displayQrCodePage: row.displayQrCodePage,
      parent: row.parentUuid,
      accountHolderName: row.accountHolderName,
      siret: row.siret,
      activitySector: row.activitySectorId !== null ? { id: row.activitySectorId, name: row.activitySectorName ?? '' } : null,
      address: row.address,
      addresses: row.addresses.map(toAddressSummary),
    },
  };
}

export interface AccountDeps {
  db: Db;
  storage: Storage;
}

function toAccount(row: NonNullable<Awaited<ReturnType<typeof findAccountRow>>>): Account {
  return {
    company: row.company,
    manager: row.manager,
    address: row.address,
    activitySector: row.activitySectorId !== null ? { id: row.activitySectorId, name: row.activitySectorName ?? '' } : null,
    logo: row.logo,
    siret: row.siret,
    headhunter: row.headhunter,
  };
}

/** GET /api/recruiter/me/: the account form's data. */
export async function getAccount(db: Db, auth: AuthContext): Promise<Account> {
  const row = await findAccountRow(db, auth.recruiterId);
  if (!row) throw notFound();
  return toAccount(row);
}

/**
 * PATCH /api/recruiter/me/ (spec section 7): company and address always; the manager (full name)
 * for everyone but head-hunters, whose manager is left as it is; head-hunters choose an activity
 * sector instead (spec section 6).
 */
export async function updateAccount(
  deps: AccountDeps,
  auth: AuthContext,
  body: z.output<typeof updateAccountBodySchema>,
): Promise<Account> {
  const { db, storage } = deps;
  const row = await findAccountRow(db, auth.recruiterId);
  if (!row) throw notFound();
  if (!auth.headhunter && body.manager === undefined) {
    throw new AppError('validation_failed', 'Manager required', { manager: ['form.validation.required'] });
  }
  if (body.activitySector != null && !(await activitySectorExists(db, body.activitySector))) {
    throw new AppError('validation_failed', 'Unknown activity sector', { activitySector: ['form.validation.invalid_choice'] });
  }
  const values: Parameters<typeof updateRecruiterColumns>[2] = { company: body.company, address: body.address };
  if (!auth.headhunter && body.manager !== undefined) values.manager = body.manager;
  if (body.activitySector !== undefined) values.activitySectorId = body.activitySector;
  const logo = await resolveImageField(storage, 'logos', body.logo, row.logo, 'logo');
  if (logo?.changed) values.logo = logo.value;
  try {
    await updateRecruiterColumns(db, auth.recruiterId, values);
  } catch (err) {
    if (logo?.changed) await discardFile(storage, logo.value);
    throw err;
  }
  if (logo?.changed) await discardFile(storage, row.logo);
  return getAccount(db, auth);
}

/**
 * PATCH /api/change-siret/: the current password (as the e-mail change asks it, decision 139), then
 * a valid SIRET (the body's schema, `siretSchema`), claimed by the SIRET rule (decision 141).
 */
export async function changeSiret(db: Db, auth: AuthContext, newSiret: string, password: string): Promise<void> {
  await requirePassword({ db }, auth.userId, password, 'password');
  await db.transaction(async (tx) => {
    await claimSiret(tx, newSiret, 'newSiret', auth.recruiterId);
    await updateRecruiterColumns(tx, auth.recruiterId, { siret: newSiret });
  });
}

/**
 * DELETE /api/recruiter/me/delete/: the current password (decision 139), then the erasure of
 * decision 093 (invoices kept), then the account's files.
 */
export async function deleteMyAccount(deps: AccountDeps, auth: AuthContext, password: string): Promise<void> {
  await requirePassword(deps, auth.userId, password, 'password');
  const files = await accountFileUrls(deps.db, auth.recruiterId);
  await eraseRecruiter(deps.db, auth);
  await Promise.all(files.map((url) => discardFile(deps.storage, url)));
}
