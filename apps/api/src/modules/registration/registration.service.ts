import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TokenPair } from '@app/contracts/auth';
import { APP_PATHS } from '@app/contracts/routes';
import type {
  HeadhunterFirstSiteBody,
  HeadhunterRegistrationBody,
  RecruiterRegistrationBody,
  RegistrationAnswer,
  RegistrationJob,
} from '@app/contracts/registration';
import { ADDRESS_JOB_ERRORS } from '@app/contracts/address-jobs';
import { ADDRESS_NAME_MAX, DEFAULT_LANGUAGE, type Language } from '@app/contracts/constants';
import { qrcodeTownFromPlace, type FrenchPlace } from '@app/contracts/places';
import { SKILL_GROUP } from '@app/contracts/reference-lists';
import type { z } from 'zod';
import type { affiliateRegistrationBodySchema } from '@app/contracts/registration';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { TokenSigner } from '../../lib/tokens.ts';
import * as jobsRepo from '../jobs/index.ts';
import { claimSiret } from '../account/index.ts';
import { discardFile, storeImage } from '../addresses/index.ts';
import { issuePair } from '../auth/index.ts';
import { appLink, type CommerceDeps } from '../checkout/index.ts';
import { claimOpenCheckouts, createPendingOrder, startCheckout, thingKey, type OrderLineInput } from '../orders/index.ts';
import { resolveDefaultPrice, resolvePrice } from '../products/index.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { assertEmailProof } from './email-proof.ts';
import { welcomeMail } from './registration.mails.ts';
import type { WelcomeProps, WelcomeRole } from './mails/welcome.tsx';
import {
  activitySectorExists,
  emailExists,
  insertAddress,
  insertRecruiter,
  insertUser,
  lockHeadhunterOwner,
} from './registration.repository.ts';

export type RegistrationDeps = CommerceDeps & { signer: TokenSigner; mailer: Mailer };

/** Only a caller who proved the mailbox reaches this (a replayed proof, or two registrations racing). */
const emailTaken = () => new AppError('email_taken', 'E-mail already used', { email: ['errors.email_taken'] });

const issueTokens = (deps: RegistrationDeps, userId: number) => issuePair(deps, userId);

const splitName = (manager: string): { firstName: string; lastName: string } => {
  const [first, ...rest] = manager.trim().split(/\s+/);
  return { firstName: first ?? '', lastName: rest.join(' ') };
};

const placeColumn = (place: FrenchPlace) => ({ ...place, place_name: place.place_name ?? place.placeName });

async function checkCommon(deps: RegistrationDeps, body: { email: string; emailProof: string; activitySector?: number }) {
  const { db } = deps;
  await assertEmailProof(deps.signer, body.email, body.emailProof);
  if (await emailExists(db, body.email)) throw emailTaken();
  if (body.activitySector !== undefined && !(await activitySectorExists(db, body.activitySector))) {
    throw new AppError('validation_failed', 'Unknown activity sector', { activitySector: ['form.validation.invalid_choice'] });
  }
}

/** Checks the job draft's ids against the reference lists (same rules as the add-job wizard). */
async function checkJob(db: Db, job: RegistrationJob): Promise<void> {
  const errors: Record<string, string[]> = {};
  const invalid = (field: string) => (errors[`addressJob.${field}`] = [ADDRESS_JOB_ERRORS.invalidChoice]);
  if (!(await jobsRepo.allExist(db, 'job', [job.job]))) invalid('job');
  if (!(await jobsRepo.allExist(db, 'workingTime', [job.workingTime]))) invalid('workingTime');
  if (!(await jobsRepo.allExist(db, 'remote', [job.remote]))) invalid('remote');
  if (!(await jobsRepo.allExist(db, 'contracts', job.contracts))) invalid('contracts');
  if (!(await jobsRepo.allExist(db, 'experiences', job.experiences))) invalid('experiences');
  for (const [field, group] of [
    ['personalQualities', SKILL_GROUP.personalQualities],
    ['professionalKnowledge', SKILL_GROUP.professionalKnowledge],
    ['professionalSoftSkills', SKILL_GROUP.professionalSoftSkills],
  ] as const) {
    if (!(await jobsRepo.allSkillsInGroup(db, group, job[field]))) invalid(field);
  }
  if (Object.keys(errors).length) throw new AppError('validation_failed', 'Invalid choice', errors);
}

async function writeJob(tx: Tx, addressId: number, job: RegistrationJob): Promise<void> {
  const row = await jobsRepo.insertAddressJob(tx, addressId, {
    jobId: job.job,
    monthlySalary: job.monthlySalary ?? null,
    active: true,
    urgent: false,
    workingTimeId: job.workingTime,
    remoteId: job.remote,
    businessUnitId: null,
    jobDescription: job.jobDescription || null,
  });
  await jobsRepo.replaceLinks(tx, row.id, 'contracts', job.contracts);
  await jobsRepo.replaceLinks(tx, row.id, 'experiences', job.experiences);
  await jobsRepo.replaceSkills(tx, row.id, SKILL_GROUP.personalQualities, job.personalQualities);
  await jobsRepo.replaceSkills(tx, row.id, SKILL_GROUP.professionalKnowledge, job.professionalKnowledge);
  await jobsRepo.replaceSkills(tx, row.id, SKILL_GROUP.professionalSoftSkills, job.professionalSoftSkills);
}

/** Opens the checkout of a registration order; a provider failure leaves the account unpaid (reset screen pays later). */
async function checkoutOrNull(
  deps: RegistrationDeps,
  order: Parameters<typeof startCheckout>[1],
  email: string,
  successPath: string,
  cancelPath: string,
  log?: (err: unknown) => void,
): Promise<string | null> {
  try {
    const { url } = await startCheckout(deps, order, {
      customerEmail: email,
      successUrl: appLink(deps, successPath),
      cancelUrl: appLink(deps, cancelPath),
    });
    return url;
  } catch (err) {
    log?.(err);
    return null;
  }
}

/**
 * Runs the account creation in one transaction; an e-mail taken meanwhile (the unique index of
 * users, not the earlier check) answers `email_taken`.
 */
async function createAccount<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

type CompanyAccountBody = {
  email: string;
  manager: string;
  company: string;
  phoneNumber: string | null;
  siret?: string | null | undefined;
};

/**
 * The user and the company account of a recruiter or an affiliate (the manager's name split on the
 * user). No password hash: an account created by the sales team, whose holder sets it (decision 097).
 */
async function insertCompanyAccount(
  tx: Tx,
  body: CompanyAccountBody,
  passwordHash: string | null,
  place: ReturnType<typeof placeColumn> | null,
  extra: Omit<Parameters<typeof insertRecruiter>[1], 'userId'>,
  language: Language = DEFAULT_LANGUAGE,
) {
  await claimSiret(tx, body.siret, 'siret');
  const user = await insertUser(tx, { email: body.email, passwordHash, language, ...splitName(body.manager) });
  const recruiter = await insertRecruiter(tx, {
    userId: user.id,
    company: body.company,
    manager: body.manager,
    phoneNumber: body.phoneNumber,
    siret: body.siret ?? null,
    address: place,
    ...extra,
  });
  return { user, recruiter };
}

/** Where each new account starts (decision 125): the recruiter's QR codes, the resume shop, the affiliate dashboard. */
const FIRST_STEP: Record<WelcomeRole, string> = {
  recruiter: APP_PATHS.myQrCodes,
  headhunter: APP_PATHS.resumesShop,
  affiliate: APP_PATHS.affiliateDashboard,
};

/**
 * The welcome mail of an account just created (decision 125), in the language of the site at
 * sign-up. The account exists: a mail failure is logged (the outbox keeps it as failed), never answered.
 */
async function sendWelcome(
  deps: RegistrationDeps,
  to: string,
  props: Omit<WelcomeProps, 'link'>,
  log?: (err: unknown) => void,
): Promise<void> {
  await welcomeMail(to, { ...props, link: appLink(deps, FIRST_STEP[props.role]) })
    .then((mail) => deps.mailer.send(mail))
    .catch((err: unknown) => log?.(err));
}

/**
 * POST /api/recruiter/: user, recruiter, address and job draft in one transaction, with the pending
 * order of the chosen subscription; answers the tokens and the checkout URL.
 */
export async function registerRecruiter(
  deps: RegistrationDeps,
  body: RecruiterRegistrationBody,
  log?: (err: unknown) => void,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RegistrationAnswer & TokenPair> {
  const { db } = deps;
  await checkCommon(deps, body);
  await checkJob(db, body.addressJob);
  const price = body.price
    ? await resolvePrice(db, body.price, ['address_subscription'])
    : await resolveDefaultPrice(db, 'address_subscription');
  const sticker = body.stickers > 0 ? await resolveDefaultPrice(db, 'additional_sticker') : null;
  const passwordHash = await hashPassword(body.password);
  const logo = body.logo ? await storeImage(deps.storage, 'logos', body.logo, 'logo', { noSvg: true }) : null;
  const place = placeColumn(body.place);

  // A logo stored for an account that is not created after all is removed (issue 28).
  const created = await createAccount(db, async (tx) => {
    const { user, recruiter } = await insertCompanyAccount(
      tx,
      body,
      passwordHash,
      place,
      { activitySectorId: body.activitySector, logo },
      language,
    );
    const address = await insertAddress(tx, {
      recruiterId: recruiter.id,
      name: body.addressName,
      content: place,
      latitude: place.latitude ?? null,
      longitude: place.longitude ?? null,
      logo,
      activitySectorId: body.activitySector,
      qrcodeTown: body.qrcodeTown,
      siret: body.siret ?? null,
      email: body.email,
      // Waits for the registration's payment like any new address: no QR code, poster nor apply page
      // until paid (decisions 131, 141); the paying transaction clears it.
      unpaidDraftAt: new Date(),
    });
    await writeJob(tx, address.id, body.addressJob);
    const line: OrderLineInput = {
      productId: price.productId,
      priceId: price.priceId,
      label: `${price.label} – ${body.addressName}`,
      quantity: 1,
      unitAmount: price.unitAmount,
      addressId: address.id,
    };
    const stickerLines: OrderLineInput[] =
      body.stickers > 0 && sticker
        ? [
            {
              productId: sticker.productId,
              priceId: sticker.priceId,
              label: sticker.label,
              quantity: body.stickers,
              unitAmount: sticker.unitAmount,
              addressId: address.id,
            },
          ]
        : [];
    const order = await createPendingOrder(tx, {
      recruiterId: recruiter.id,
      kind: 'registration',
      lines: [line, ...stickerLines],
      metadata: { type: body.type ?? 'decouverte', fingerprint: body.fingerprint ?? null },
    });
    // The address's one open checkout (decision 116): the reset screen's link hands it back or replaces it.
    await claimOpenCheckouts(tx, order.id, [thingKey.address(address.id)]);
    return { userId: user.id, order };
  }).catch(async (err: unknown) => {
    if (logo) await discardFile(deps.storage, logo);
    throw err;
  });
  await sendWelcome(
    deps,
    body.email,
    { lang: language, role: 'recruiter', firstName: splitName(body.manager).firstName || null, siteName: body.addressName },
    log,
  );
  const tokens = await issueTokens(deps, created.userId);
  const checkoutUrl = await checkoutOrNull(deps, created.order, body.email, '/register/success', '/recruiter/reset', log);
  return { ...tokens, checkoutUrl };
}

/** The name of a head-hunter's first site: the company when it fits, else the commune, else its postal code (never cut). */
export const headhunterSiteName = (company: string | undefined, place: FrenchPlace): string =>
  [company?.trim(), place.featureName.trim()].find((name): name is string => !!name && name.length <= ADDRESS_NAME_MAX) ?? place.postalCode;

/**
 * The head-hunter's free first site (decision 121), one rule for the registration and for the
 * accounts that have none (decision 136): named by `headhunterSiteName`, at the searched place with
 * its QR town, the account's sector and e-mail, holding the searched job (active, no contract terms
 * yet). No order, no subscription.
 */
async function insertHeadhunterFirstSite(
  tx: Tx,
  owner: { recruiterId: number; company: string | null | undefined; activitySectorId: number | null; email: string },
  search: HeadhunterFirstSiteBody,
) {
  const place = placeColumn(search.place);
  const address = await insertAddress(tx, {
    recruiterId: owner.recruiterId,
    name: headhunterSiteName(owner.company ?? undefined, search.place),
    content: place,
    latitude: place.latitude ?? null,
    longitude: place.longitude ?? null,
    activitySectorId: owner.activitySectorId,
    qrcodeTown: qrcodeTownFromPlace(search.place),
    email: owner.email,
  });
  await jobsRepo.insertAddressJob(tx, address.id, {
    jobId: search.job,
    monthlySalary: null,
    active: true,
    urgent: false,
    workingTimeId: null,
    remoteId: null,
    businessUnitId: null,
    jobDescription: null,
  });
  return address;
}

async function assertJobExists(db: Db | Tx, job: number): Promise<void> {
  if (!(await jobsRepo.allExist(db, 'job', [job]))) {
    throw new AppError('validation_failed', 'Unknown job', { job: [ADDRESS_JOB_ERRORS.invalidChoice] });
  }
}

/**
 * A head-hunter account without any site (registered before decision 121, or whose site was
 * deleted) gives its first search from the resume shop and gets the site the registration gives
 * (decision 136). Only while it has no site (the last site cannot be deleted, so this is the
 * account made before that decision): the account row is locked, so two requests at once make one
 * site (the other answers 409). Never for a recruiter or an affiliate, whose sites are paid.
 */
export async function createHeadhunterFirstSite(
  db: Db,
  recruiterId: number,
  search: HeadhunterFirstSiteBody,
): Promise<{ address: string }> {
  await assertJobExists(db, search.job);
  return db.transaction(async (tx) => {
    const owner = await lockHeadhunterOwner(tx, recruiterId);
    if (!owner || !owner.isHeadhunter) throw new AppError('forbidden', 'Head-hunters only');
    if (owner.siteCount > 0) throw new AppError('conflict', 'This account already has a site');
    const address = await insertHeadhunterFirstSite(
      tx,
      { recruiterId, company: owner.company, activitySectorId: owner.activitySectorId, email: owner.email },
      search,
    );
    return { address: address.uuid };
  });
}

/**
 * Head-hunter registration (decision 121): the account and its first site, which holds the job the
 * head-hunter searches for, so that the resume shop shows its candidates on the first day. The site
 * has no subscription and no order: its QR code's applicants keep their contact details closed
 * (product decisions), the head-hunter buys the resumes they want or goes premium. Only this
 * registration creates a site for free, once per account; any other site is paid (new-address form).
 */
export async function registerHeadhunter(
  deps: RegistrationDeps,
  body: HeadhunterRegistrationBody,
  log?: (err: unknown) => void,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RegistrationAnswer & TokenPair> {
  const { db } = deps;
  await checkCommon(deps, body);
  await assertJobExists(db, body.job);
  const passwordHash = await hashPassword(body.password);
  const userId = await createAccount(db, async (tx) => {
    const user = await insertUser(tx, { email: body.email, passwordHash, language });
    const recruiter = await insertRecruiter(tx, {
      userId: user.id,
      company: body.company || null,
      isHeadhunter: true,
      activitySectorId: body.activitySector,
      address: placeColumn(body.place),
    });
    await insertHeadhunterFirstSite(
      tx,
      { recruiterId: recruiter.id, company: body.company, activitySectorId: body.activitySector, email: body.email },
      body,
    );
    return user.id;
  });
  await sendWelcome(deps, body.email, { lang: language, role: 'headhunter', firstName: null, siteName: null }, log);
  return { ...(await issueTokens(deps, userId)), checkoutUrl: null };
}

type AffiliateBody = z.output<typeof affiliateRegistrationBodySchema>;

/** The kit order lines: the base kit (its offered posters and stickers included) plus the extras. */
export async function affiliateKitLines(db: Db | Tx, posters: number, stickers: number): Promise<OrderLineInput[]> {
  const kit = await resolveDefaultPrice(db, 'affiliate_kit');
  const poster = await resolveDefaultPrice(db, 'additional_poster');
  const sticker = await resolveDefaultPrice(db, 'additional_sticker');
  return [
    { productId: kit.productId, priceId: kit.priceId, label: kit.label, quantity: 1, unitAmount: kit.unitAmount },
    { productId: poster.productId, priceId: poster.priceId, label: poster.label, quantity: posters, unitAmount: poster.unitAmount },
    { productId: sticker.productId, priceId: sticker.priceId, label: sticker.label, quantity: stickers, unitAmount: sticker.unitAmount },
  ];
}

/** Affiliate registration (3 steps and the kit payment page): the account and its pending kit order. */
export async function registerAffiliate(
  deps: RegistrationDeps,
  body: AffiliateBody,
  log?: (err: unknown) => void,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RegistrationAnswer & TokenPair> {
  const { db } = deps;
  await checkCommon(deps, body);
  const passwordHash = await hashPassword(body.password);
  const lines = await affiliateKitLines(db, body.posters, body.stickers);
  const place = placeColumn(body.place);
  const created = await createAccount(db, async (tx) => {
    const { user, recruiter } = await insertCompanyAccount(
      tx,
      body,
      passwordHash,
      place,
      { isAffiliate: true, displayBusinessUnitPage: false, displayQrCodePage: false },
      language,
    );
    const order = await createPendingOrder(tx, {
      recruiterId: recruiter.id,
      kind: 'affiliate_kit',
      lines,
      metadata: {
        posters: body.posters,
        stickers: body.stickers,
        useCondition: true,
        deliveryAddress: place.description || place.placeName,
      },
    });
    await claimOpenCheckouts(tx, order.id, [thingKey.affiliateKit(recruiter.id)]);
    return { userId: user.id, order };
  });
  await sendWelcome(
    deps,
    body.email,
    { lang: language, role: 'affiliate', firstName: splitName(body.manager).firstName || null, siteName: null },
    log,
  );
  const tokens = await issueTokens(deps, created.userId);
  const checkoutUrl = await checkoutOrNull(deps, created.order, body.email, '/affiliate/dashboard', '/recruiter/reset', log);
  return { ...tokens, checkoutUrl };
}

export interface InvitedRecruiterInput {
  email: string;
  company: string;
  manager: string;
  phoneNumber: string | null;
  /** Sites the account may hold; more than 0 makes it premium (spec section 4). */
  maxAddresses: number;
}

/**
 * A recruiter account created by the sales team (franchises, multi-site accounts; decision 097):
 * the user has no password until its holder sets one from the invitation link, so it cannot sign in
 * before. `email_taken` when the e-mail has an account.
 */
export async function createInvitedRecruiter(db: Db, input: InvitedRecruiterInput): Promise<{ userId: number; recruiterUuid: string }> {
  return createAccount(db, async (tx) => {
    const { user, recruiter } = await insertCompanyAccount(tx, input, null, null, { maxAddresses: input.maxAddresses });
    return { userId: user.id, recruiterUuid: recruiter.uuid };
  });
}
