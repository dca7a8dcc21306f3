import {
  CANDIDATE_DATA_LINK_TTL_DAYS,
  RETENTION_NOTICE_DAYS,
  type CandidateDataStatus,
  type DataExport,
  type DataExportFormat,
} from '@app/contracts/privacy';
import { APP_PATHS, appUrl } from '@app/contracts/routes';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { linkBase } from '../../lib/public-url.ts';
import { formatParisDay, parisDate, parisTime } from '../../lib/time-zone.ts';
import { asLanguage } from '../../lib/language.ts';
import type { TokenSigner } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { Language } from '@app/contracts/constants';
import { PERSONAL_TABLES, type Subject, type SubjectKeys } from './personal-data.ts';
import { DOCUMENT_BUDGET_MS, renderOffThread } from '../../lib/off-thread.ts';
import type { ExportZipFile, ExportZipInput } from './privacy.zip.ts';
import { dataLinkMail, retentionNoticeMail } from './privacy.mails.ts';
import * as repo from './privacy.repository.ts';
import { recordSelfServiceRequest } from './privacy-requests.ts';

/**
 * The candidate data lifecycle (decision 093): retention counted from the last contact, a notice
 * 30 days before the anonymization, and each person's download and erasure.
 */
export interface PrivacyDeps {
  db: Db;
  mailer: Mailer;
  signer: TokenSigner;
  storage: Storage;
  publicUrl: string;
  /** CANDIDATE_RETENTION_MONTHS (config.ts). */
  retentionMonths: number;
  log?: (message: string, extra?: Record<string, unknown>) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/** `date` moved by whole calendar months (UTC), the day kept or clamped to the month's last. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** When a candidate whose last contact is `lastContactAt` is anonymized. */
export const anonymizationDate = (lastContactAt: Date, retentionMonths: number): Date => addMonths(lastContactAt, retentionMonths);

/**
 * The limits of one run at `now`: contacts at or before `cutoff` are past the retention period;
 * contacts at or before `warnBefore` are within the notice period.
 */
export function retentionLimits(now: Date, retentionMonths: number): { cutoff: Date; warnBefore: Date } {
  const cutoff = addMonths(now, -retentionMonths);
  return { cutoff, warnBefore: new Date(cutoff.getTime() + RETENTION_NOTICE_DAYS * DAY_MS) };
}

/** The token of a candidate's data page (decision 093): the mailed link's, or the signed-in candidate's (issue 33). */
export const candidateDataToken = (signer: PrivacyDeps['signer'], candidateUuid: string, now = new Date()): Promise<string> =>
  signer.signCandidateData(candidateUuid, CANDIDATE_DATA_LINK_TTL_DAYS * 24 * 3600, now);

export const candidateDataLink = async (
  deps: Pick<PrivacyDeps, 'signer' | 'publicUrl'>,
  candidateUuid: string,
  now = new Date(),
): Promise<string> => {
  const token = await candidateDataToken(deps.signer, candidateUuid, now);
  return `${linkBase(deps).replace(/\/+$/, '')}${appUrl(APP_PATHS.candidateData)}?token=${encodeURIComponent(token)}`;
};

/**
 * A candidate who lost their data link asks for a new one: it goes to the candidate's own e-mail
 * address only, and the caller's answer is the same whether the address is known or not (nothing
 * tells which e-mails belong to candidates; the mail is delivered after the answer). Limited per
 * client IP by the route, and per mailbox by `mayMail` (the route's budget: past it, nothing is sent).
 */
export async function sendCandidateDataLink(
  deps: PrivacyDeps,
  email: string,
  mayMail: (candidateId: number) => Promise<boolean> = () => Promise.resolve(true),
  now = new Date(),
): Promise<void> {
  const candidate = await repo.findActiveCandidateByEmail(deps.db, email);
  if (!candidate || !(await mayMail(candidate.id))) return;
  const link = await candidateDataLink(deps, candidate.uuid, now);
  await deps.mailer.post(
    await dataLinkMail(
      { email: candidate.email, candidateId: candidate.id },
      { lang: asLanguage(candidate.language), firstName: candidate.firstName, link, days: CANDIDATE_DATA_LINK_TTL_DAYS },
    ),
  );
}

/**
 * The scheduled job: warns the candidates entering the notice period, then anonymizes those past
 * the retention period. Each candidate is claimed in the database, so several instances share the
 * work without doing it twice (decision 076). A failed mail un-claims its candidate and fails the
 * run (retried by the queue); anonymization does not wait for the notice: the legal limit wins.
 */
export async function runRetention(deps: PrivacyDeps, now = new Date()): Promise<{ warned: number; anonymized: number }> {
  const limits = retentionLimits(now, deps.retentionMonths);
  let warned = 0;
  const failed: number[] = [];
  for (;;) {
    const batch = await repo.claimCandidatesToWarn(deps.db, limits, now, BATCH);
    for (const candidate of batch) {
      try {
        const lang = asLanguage(candidate.language);
        const date = formatParisDay(anonymizationDate(candidate.lastContactAt, deps.retentionMonths), lang);
        const link = await candidateDataLink(deps, candidate.uuid, now);
        await deps.mailer.send(
          await retentionNoticeMail(
            { email: candidate.email, candidateId: candidate.id },
            { lang, firstName: candidate.firstName, months: deps.retentionMonths, date, link },
          ),
        );
        warned += 1;
      } catch (err) {
        failed.push(candidate.id);
        await repo.unclaimNotice(deps.db, candidate.id);
        deps.log?.('retention notice failed', { candidateId: candidate.id, err });
      }
    }
    if (batch.length < BATCH || failed.length > 0) break;
  }

  let anonymized = 0;
  for (;;) {
    const ids = await repo.findCandidatesPastRetention(deps.db, limits.cutoff, BATCH);
    let done = 0;
    for (const id of ids) if (await anonymize(deps, id, limits.cutoff, now)) done += 1;
    anonymized += done;
    // A batch that another instance holds entirely: leave it to that instance.
    if (ids.length < BATCH || done === 0) break;
  }
  if (failed.length) throw new Error(`retention notices failed for candidate(s) ${failed.join(', ')}`);
  return { warned, anonymized };
}

/** Anonymizes one candidate (past `cutoff` when given), then removes their files. False when skipped. */
async function anonymize(deps: PrivacyDeps, id: number, cutoff: Date | null, now: Date): Promise<boolean> {
  const files = await deps.db.transaction(async (tx) => {
    const candidate = await repo.lockCandidateToAnonymize(tx, id, cutoff);
    if (!candidate) return null;
    const keys = await repo.candidateFiles(tx, id);
    await repo.anonymizeCandidate(tx, candidate, now);
    return keys;
  });
  if (!files) return false;
  // Best effort: a file left behind is no longer linked to anyone.
  await Promise.all(
    files.map((key) => deps.storage.delete(key).catch((err: unknown) => deps.log?.('candidate file not removed', { key, err }))),
  );
  return true;
}

/** The candidate of a data link, or `privacy_link_invalid` (forged, expired, or data already erased). */
async function candidateOf(deps: PrivacyDeps, token: string, now: Date): Promise<repo.CandidateRow> {
  const uuid = await deps.signer.verifyCandidateData(token, now);
  const candidate = uuid ? await repo.findCandidateByUuid(deps.db, uuid) : undefined;
  if (!candidate || candidate.anonymizedAt) throw new AppError('privacy_link_invalid', 'This data link is not valid');
  // A link mailed to an address that an account has since moved onto or away from is void (decision 118).
  const { iat } = decodeJwt(token);
  if (typeof iat !== 'number' || (await repo.addressMovedSince(deps.db, candidate.email, new Date(iat * 1000)))) {
    throw new AppError('privacy_link_invalid', 'This data link is not valid');
  }
  return candidate;
}

const statusOf = (deps: PrivacyDeps, candidate: repo.CandidateRow): CandidateDataStatus => ({
  firstName: candidate.firstName,
  anonymizationDate: anonymizationDate(candidate.lastContactAt, deps.retentionMonths).toISOString(),
});

export async function getCandidateStatus(deps: PrivacyDeps, token: string, now = new Date()): Promise<CandidateDataStatus> {
  return statusOf(deps, await candidateOf(deps, token, now));
}

/** The candidate asks to be kept: the retention period starts again today. */
export async function extendCandidate(deps: PrivacyDeps, token: string, now = new Date()): Promise<CandidateDataStatus> {
  const candidate = await candidateOf(deps, token, now);
  await repo.markContact(deps.db, candidate.id, now);
  return statusOf(deps, { ...candidate, lastContactAt: now });
}

/** The candidate erases their data now: the same anonymization as at the end of the retention period. */
export async function eraseCandidate(deps: PrivacyDeps, token: string, now = new Date()): Promise<void> {
  const candidate = await candidateOf(deps, token, now);
  await anonymize(deps, candidate.id, null, now);
  await recordSelfServiceRequest(deps.db, 'erasure', 'candidate', candidate.email, now);
}

export interface ExportFile {
  body: Buffer | DataExport;
  contentType: string;
  fileName: string;
}

/** A file in the zip: letters, digits, dot, dash and underscore only. */
const safeName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'fichier';

/**
 * The person's files (CV, photo, logos, pictures, invoices: the columns `files` of the map), read
 * from storage. Each row gets `<column>_file`, the file's path inside the zip, or null when the file
 * is no longer in storage.
 */
async function collectFiles(storage: Storage, data: DataExport): Promise<ExportZipFile[]> {
  const files: ExportZipFile[] = [];
  for (const [table, rows] of Object.entries(data.tables)) {
    const columns = PERSONAL_TABLES[table]?.files ?? [];
    for (const [index, row] of rows.entries()) {
      for (const column of columns) {
        const key = row[column];
        if (typeof key !== 'string' || !key) continue;
        const stored = await storage.get(key).catch(() => null);
        const extension = /\.[A-Za-z0-9]{1,5}$/.exec(key)?.[0] ?? '';
        const base = typeof row.name === 'string' && row.name ? safeName(row.name.replace(/\.[A-Za-z0-9]{1,5}$/, '')) : column;
        const path = `fichiers/${table}/${String(row.id ?? index + 1)}-${base}${extension}`;
        row[`${column}_file`] = stored ? path : null;
        // A copy of its own: transferred to the worker thread without copying again.
        if (stored) files.push({ path, bytes: new Uint8Array(stored.body) });
      }
    }
  }
  return files;
}

const README: Record<Language, (subject: Subject, files: number, at: string) => string> = {
  fr: (subject, files, at) =>
    [
      `Vos données QRecrute (${subject === 'candidate' ? 'candidat' : 'compte'}), copie produite le ${at} (UTC).`,
      '',
      '- donnees.json : toutes les données que QRecrute conserve à votre sujet, table par table, avec les noms des colonnes de la base.',
      '  Les dates sont au format ISO 8601 (UTC) ; les identifiants des listes de référence ont leur libellé à côté (`*_label`).',
      '- donnees.pdf : le même contenu, lisible.',
      `- fichiers/ : vos fichiers (${files}) : CV, photo, logos, images, factures ; chaque ligne du JSON donne son chemin (\`*_file\`).`,
      '',
      "Les liens et les codes des e-mails copiés sont retirés : ils permettraient d'agir sur vos données.",
      'Registre des traitements et durées de conservation : politique de confidentialité de QRecrute.',
    ].join('\n'),
  en: (subject, files, at) =>
    [
      `Your QRecrute data (${subject === 'candidate' ? 'candidate' : 'account'}), copy made on ${at} (UTC).`,
      '',
      '- donnees.json: all the data QRecrute keeps about you, table by table, with the database column names.',
      '  Times are ISO 8601 (UTC); reference ids have their name beside them (`*_label`, names in French).',
      '- donnees.pdf: the same content, readable (in French).',
      `- fichiers/: your files (${files}): CV, photo, logos, pictures, invoices; each row of the JSON gives its path (\`*_file\`).`,
      '',
      'The links and codes of the copied e-mails are removed: they would allow acting on your data.',
      "Register of processing and retention periods: QRecrute's privacy policy.",
    ].join('\n'),
};

/**
 * The zip's budget in the pool: the PDF plus the files (a few MB of documents), twice a document's
 * (decision 115's 15 s), still under the web client's 30 s wait.
 */
const DATA_ZIP_BUDGET_MS = 2 * DOCUMENT_BUDGET_MS - 5_000;

/** The export's file name, dated by its day in France (issue 29: the UTC day named it): 'qrecrute-donnees-2026-11-25.zip'. */
export const exportFileName = (format: DataExportFormat, now: Date): string => `qrecrute-donnees-${parisDate(now)}.${format}`;

async function exportFile<S extends Subject>(
  deps: Pick<PrivacyDeps, 'db' | 'storage'>,
  subject: S,
  keys: SubjectKeys[S],
  format: DataExportFormat,
  language: Language,
  now: Date,
): Promise<ExportFile> {
  const data: DataExport = { subject, generatedAt: now.toISOString(), tables: await repo.exportRows(deps.db, subject, keys) };
  // The PDF and the zip grow with the data: made in a worker thread under a time budget (decision 115).
  if (format === 'pdf')
    return { body: await renderOffThread('data-pdf', data), contentType: 'application/pdf', fileName: exportFileName('pdf', now) };
  if (format === 'zip') {
    const files = await collectFiles(deps.storage, data);
    const readme = {
      name: language === 'en' ? 'README.txt' : 'LISEZMOI.txt',
      text: README[language](subject, files.length, `${parisDate(now)} ${parisTime(now)}`),
    };
    const input: ExportZipInput = { data, files, readme };
    const body = await renderOffThread(
      'data-zip',
      input,
      DATA_ZIP_BUDGET_MS,
      files.map((f) => f.bytes.buffer as ArrayBuffer),
    );
    return { body, contentType: 'application/zip', fileName: exportFileName('zip', now) };
  }
  return { body: data, contentType: 'application/json; charset=utf-8', fileName: exportFileName('json', now) };
}

export async function exportCandidate(
  deps: PrivacyDeps,
  token: string,
  format: DataExportFormat,
  language: Language = 'fr',
  now = new Date(),
): Promise<ExportFile> {
  const candidate = await candidateOf(deps, token, now);
  await recordSelfServiceRequest(deps.db, 'export', 'candidate', candidate.email, now);
  return exportFile(deps, 'candidate', { candidateId: candidate.id, uuid: candidate.uuid, email: candidate.email }, format, language, now);
}

export async function exportRecruiter(
  deps: Pick<PrivacyDeps, 'db' | 'storage'>,
  auth: { userId: number; recruiterId: number },
  format: DataExportFormat,
  now = new Date(),
): Promise<ExportFile> {
  const user = await repo.findUser(deps.db, auth.userId);
  if (!user) throw new AppError('not_found');
  await recordSelfServiceRequest(deps.db, 'export', 'account', user.email, now);
  return exportFile(deps, 'recruiter', { ...auth, email: user.email }, format, user.language, now);
}

/**
 * Erases a recruiter's account (DELETE /api/recruiter/me/delete/): everything goes but the
 * invoices and the affiliate payouts already sent to the bank, with what they need (10-year
 * accounting duty). The caller removes the account's files afterwards.
 */
export async function eraseRecruiter(db: Db, auth: { userId: number; recruiterId: number }): Promise<void> {
  const email = await repo.findUserEmail(db, auth.userId);
  if (email === undefined) throw new AppError('not_found');
  await db.transaction((tx) => repo.eraseRecruiter(tx, { ...auth, email }));
  await recordSelfServiceRequest(db, 'erasure', 'account', email);
}
