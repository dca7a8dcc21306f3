import { randomUUID } from 'node:crypto';
import { APPLY_KEYS, normalizeFrenchPhone, type ApplyAnswer, type ApplyBodyParsed, type ApplyPage } from '@app/contracts/apply';
import { addressRecruiterPath } from '@app/contracts/qr-codes';
import { roundPosition } from '@app/contracts/jobs-near';
import { applicationMailTiming } from '@app/contracts/addresses';
import { DEFAULT_LANGUAGE, type Language } from '@app/contracts/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { parisDate } from '../../lib/time-zone.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { recordMailboxProof, sendEmailProof } from '../candidate-email/index.ts';
import { recordVisit } from '../fingerprints/index.ts';
import { newApplicationMail } from './apply.mails.ts';
import * as repo from './apply.repository.ts';
import { linkBase } from '../../lib/public-url.ts';

export interface ApplyDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Secret of the visitor hashes of the fingerprints (same as POST /api/fingerprint/). */
  fingerprintSalt: string;
}

/**
 * The sites a page offers: the address itself, plus its active children when it is the parent
 * address of a premium account (the children's candidate codes encode the parent's uuid,
 * docs/decisions/012). A child address opened directly offers its own jobs only.
 */
async function loadPage(db: Db, uuid: string) {
  const address = await repo.findActiveAddress(db, uuid);
  if (!address) throw notFound();
  const [self] = await repo.findSitesByIds(db, [address.id]);
  const children = address.premium && address.parentId === null ? await repo.listActiveChildren(db, address.id) : [];
  return { address, sites: [self!, ...children] };
}

/**
 * Where a map shows the site: its coordinates rounded to 2 decimals (about a kilometre), enough to
 * show the town and the district without pinning a door (a head-hunter's site may be a home).
 */
export function mapPosition(latitude: number | null, longitude: number | null): { latitude: number; longitude: number } | null {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude: roundPosition(latitude), longitude: roundPosition(longitude) };
}

/** GET /api/apply/{uuid}/: what a candidate sees; never a contact detail of the recruiter. */
export async function getApplyPage(db: Db, uuid: string): Promise<ApplyPage> {
  const { address, sites } = await loadPage(db, uuid);
  const jobs = await repo.listActiveJobs(
    db,
    sites.map((s) => s.id),
  );
  const siteById = new Map(sites.map((s) => [s.id, s]));
  // Jobs of the page's own address first, then each child site in name order.
  const order = new Map(sites.map((s, i) => [s.id, i]));
  jobs.sort((a, b) => order.get(a.addressId)! - order.get(b.addressId)!);
  const advantages = address.brandAllowed ? await repo.listAdvantageNames(db, address.id) : [];
  const hasBrand =
    address.brandAllowed &&
    (Boolean(address.description?.trim()) ||
      Boolean(address.values?.trim()) ||
      advantages.length > 0 ||
      address.pictures.length > 0 ||
      address.video !== null);
  return {
    uuid: address.uuid,
    name: address.name,
    logo: address.logo,
    town: address.town,
    position: mapPosition(address.latitude, address.longitude),
    activitySector: address.activitySector,
    brand: hasBrand
      ? { description: address.description, values: address.values, advantages, pictures: address.pictures, video: address.video }
      : null,
    sites: sites.map((s) => ({ uuid: s.uuid, name: s.name, town: s.town, freeApplication: s.freeApplication })),
    jobs: jobs.map((j) => {
      const site = siteById.get(j.addressId)!;
      return {
        uuid: j.uuid,
        name: j.name,
        contracts: j.contracts,
        workingTime: j.workingTime,
        remote: j.remote,
        urgent: j.urgent,
        site: { uuid: site.uuid, name: site.name, town: site.town },
      };
    }),
    freeApplication: sites.some((s) => s.freeApplication),
  };
}

/**
 * POST /api/apply/{uuid}/: finds the candidate by e-mail (case ignored), or creates one, not proven,
 * from the details typed; creates the application with the details typed with it and records a
 * fingerprint; mails the typed e-mail its confirmation link, then notifies the site when it asked
 * for it. One application per candidate and address job: a second one to the same job is answered
 * as the first was (201) and creates nothing; the mailbox gets the first one's link again while it
 * is unconfirmed. A refusal would tell anyone typing someone's e-mail whether that person applied
 * there (decision 129).
 *
 * An application never writes to a candidate who exists (decision 119): it needs no sign-in, so
 * anyone may type anyone's e-mail. The candidate's identity, contact details and disability flag
 * change only when the owner of the e-mail uses the link (modules/candidate-email).
 */
export async function apply(
  deps: ApplyDeps,
  uuid: string,
  body: ApplyBodyParsed,
  client: { ip: string; userAgent: string },
  log: FastifyBaseLogger,
  language: Language = DEFAULT_LANGUAGE,
  /**
   * The one-tap apply of a signed-in candidate (issue 33 item 2, decision 158): `body.email` is the
   * session's proven address, so the application is confirmed at once, in the same transaction, by
   * the work the mailed link does (`recordMailboxProof`), and no confirmation is mailed.
   */
  proven: { signupBonusSecret: string } | null = null,
): Promise<ApplyAnswer> {
  const { db } = deps;
  const { address, sites } = await loadPage(db, uuid);
  const siteIds = sites.map((s) => s.id);

  let target: { siteId: number; addressJobId: number | null; jobId: number | null; jobName: string | null; businessUnitId: number | null };
  if (body.addressJobUuid) {
    const job = await repo.findAddressJob(db, body.addressJobUuid, siteIds);
    if (!job || !job.active)
      throw new AppError('validation_failed', 'This job is not open to applications', { addressJobUuid: [APPLY_KEYS.jobUnavailable] });
    target = { siteId: job.addressId, addressJobId: job.id, jobId: job.jobId, jobName: job.name, businessUnitId: job.businessUnitId };
  } else {
    const site = body.siteUuid ? sites.find((s) => s.uuid === body.siteUuid) : sites[0];
    if (!site) throw new AppError('validation_failed', 'Unknown site', { siteUuid: ['form.validation.invalid_choice'] });
    if (!site.freeApplication)
      throw new AppError('validation_failed', 'A job must be chosen', { addressJobUuid: [APPLY_KEYS.jobRequired] });
    target = { siteId: site.id, addressJobId: null, jobId: null, jobName: null, businessUnitId: null };
  }
  if (!(await repo.experienceExists(db, body.experienceId))) {
    throw new AppError('validation_failed', 'Unknown experience', { experienceId: [APPLY_KEYS.experience] });
  }

  // Today in France, as `yyyy-MM-dd` (spec: Application.completedAt).
  const completedAt = parisDate(new Date());
  const email = body.email.trim();
  const person = {
    firstName: body.firstName,
    lastName: body.lastName,
    phoneNumber: normalizeFrenchPhone(body.phoneNumber),
    withDisability: body.withDisability,
  };
  async function findOrInsert(tx: Tx) {
    await repo.lockEmail(tx, email);
    const known = await repo.findCandidateByEmail(tx, email);
    let candidate: { id: number; uuid: string };
    if (known) {
      const earlier = await repo.findPreviousApplications(
        tx,
        known.id,
        target.addressJobId !== null ? { addressJobId: target.addressJobId } : { freeAddressId: target.siteId },
      );
      // Only the retention clock moves (an application is a contact, decision 093); nothing of the person.
      await repo.markContact(tx, known.id);
      // A confirmed application to this job is the mailbox owner's: nothing new, nothing mailed.
      const confirmed = earlier.find((a) => a.emailConfirmedAt !== null);
      if (confirmed) return { candidate: known, application: null, previous: confirmed };
      // The same details again: the waiting application's link again (decision 129). Other details
      // make a new application beside it, with its own link: a stranger who applied first with the
      // address cannot keep its owner from applying as themselves (decision 149); the one confirmed
      // stays, and the others to the same job go at that confirmation.
      const same = earlier.find(
        (a) =>
          a.firstName === person.firstName &&
          a.lastName === person.lastName &&
          a.phoneNumber === person.phoneNumber &&
          a.withDisability === person.withDisability,
      );
      if (same) return { candidate: known, application: null, previous: same };
      candidate = known;
    } else {
      candidate = await repo.insertCandidate(tx, { ...person, email, language });
      // A new candidate's first searched job is the one applied to; a known one's change only on proof.
      if (target.jobId !== null) await repo.addSearchedJobIfAbsent(tx, candidate.id, target.jobId, body.experienceId);
    }
    const application = await repo.insertApplication(tx, {
      ...person,
      email,
      candidateId: candidate.id,
      addressId: target.siteId,
      addressJobId: target.addressJobId,
      jobId: target.jobId,
      experienceId: body.experienceId,
      businessUnitId: target.businessUnitId,
      completedAt,
    });
    return { candidate, application, previous: null };
  }
  const now = new Date();
  const sent = await db.transaction(async (tx) => {
    const found = await findOrInsert(tx);
    // Signed in: the proven mailbox confirms what it sends now, or the identical one waiting (decision 149: the first).
    const confirming = found.application ?? (found.previous && !found.previous.emailConfirmedAt ? found.previous : null);
    if (proven && confirming) {
      // The session proved the mailbox: the details are the owner's own (decision 158).
      await recordMailboxProof(tx, { candidateId: found.candidate.id, applicationId: confirming.id, ownerDetails: person }, now, proven);
      return { ...found, confirmedNow: true };
    }
    return { ...found, confirmedNow: false };
  });
  const { candidate } = sent;
  const site = sites.find((s) => s.id === target.siteId)!;

  // The typed e-mail gets the link that confirms the application (and, on use, its details); for a
  // second one to the same job, the first one's link again while it waits, with what was typed then.
  const confirming = sent.application
    ? { id: sent.application.id, typed: person, completedAt }
    : sent.previous && !sent.previous.emailConfirmedAt
      ? { id: sent.previous.id, typed: sent.previous, completedAt: sent.previous.completedAt }
      : null;
  if (confirming && !sent.confirmedNow) {
    await sendEmailProof(deps, {
      candidateId: candidate.id,
      applicationId: confirming.id,
      to: email,
      firstName: confirming.typed.firstName,
      language,
      application: {
        siteName: site.name,
        siteTown: site.town,
        completedAt: confirming.completedAt,
        jobName: target.jobName,
        fullName: `${confirming.typed.firstName} ${confirming.typed.lastName}`,
        phoneNumber: confirming.typed.phoneNumber,
        withDisability: confirming.typed.withDisability,
      },
    }).catch((err: unknown) => log.error({ err }, 'application confirmation mail failed'));
  }

  await recordVisit(
    db,
    deps.fingerprintSalt,
    { address: address.uuid, candidate: candidate.uuid, path: `/app/addresses/${address.uuid}/apply` },
    client,
  );

  // One rule with the address form (decision 125): 'each' mails it now; daily and weekly gather
  // applications in a digest (modules/application-digests); 'never' sends nothing.
  if (sent.application && applicationMailTiming(site) === 'each' && site.email) {
    const link = `${linkBase(deps).replace(/\/+$/, '')}${addressRecruiterPath(site.uuid)}`;
    // The application is saved: a mail failure is logged (it stays in the outbox), never shown.
    await newApplicationMail(site.email, {
      lang: site.ownerLanguage,
      firstName: body.firstName,
      jobName: target.jobName,
      siteName: site.name,
      link,
    })
      .then((mail) => deps.mailer.send({ ...mail, mentions: [candidate.id] }))
      .catch((err: unknown) => log.error({ err }, 'new application mail failed'));
  }

  // A second application answers like a first: an id that names nothing (nothing public takes it).
  return { uuid: sent.application?.uuid ?? randomUUID(), jobName: target.jobName, siteName: site.name, completedAt };
}
