import { randomUUID } from 'node:crypto';
import { CANDIDATE_CV_KEYS, type CandidateCvBody, type CandidateOwnProfile } from '@app/contracts/candidate-profile';
import { V } from '@app/contracts/validation';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { CandidateContext } from '../../plugins/auth.ts';
import { checkPdf } from '../../providers/storage/documents.ts';
import type { Storage, StoredObject } from '../../providers/storage/storage.ts';
import { lockEmail } from '../apply/index.ts';
import { findCandidateByEmail } from './candidate-app.repository.ts';
import { getProfile } from './profile.service.ts';

/**
 * The CV of the candidate's profile (issue 33 item 2, decision 158): one PDF, uploaded, replaced and
 * removed by the signed-in owner of a proven address, stored as every candidate document is (a
 * `candidate_documents` row and a private file, decision 120), so the recruiter's and head-hunter's
 * view lists and downloads it as it does any document (`resumeShop.downloadDocument`).
 */
export const CV_FOLDER = 'candidate-documents';

export interface CvDeps {
  db: Db;
  storage: Storage;
}

/** The proven candidate row of the session's address, or a 409 on the file: the profile is saved first. */
async function provenCandidateId(db: Db | Tx, candidate: CandidateContext): Promise<number> {
  const row = await findCandidateByEmail(db, candidate.email);
  if (!row?.emailVerifiedAt || row.anonymizedAt) {
    throw new AppError('conflict', 'Save the profile first', { file: [CANDIDATE_CV_KEYS.profileFirst] });
  }
  return row.id;
}

/** Replaces the candidate's documents by this one file, in one transaction; answers the files it replaced. */
async function replaceDocuments(db: Db, candidate: CandidateContext, doc: { name: string; key: string } | null): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Serialized with the address's other writes (profile, applications): two uploads at once leave one CV.
    await lockEmail(tx, candidate.email);
    const id = await provenCandidateId(tx, candidate);
    const removed = rowsOf<{ file_key: string }>(
      await tx.execute(sql`DELETE FROM candidate_documents WHERE candidate_id = ${id} RETURNING file_key`),
    ).map((r) => r.file_key);
    if (doc) await tx.execute(sql`INSERT INTO candidate_documents (candidate_id, name, file_key) VALUES (${id}, ${doc.name}, ${doc.key})`);
    return removed;
  });
}

/** Best effort: a file no row points to any more is removed; a failure only leaves a file behind. */
const discard = (storage: Storage, keys: string[]) => Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));

/** PUT /api/candidate-app/profile/cv/: the bytes decide (a PDF, at most the upload bound). */
export async function uploadCv(deps: CvDeps, candidate: CandidateContext, body: CandidateCvBody): Promise<CandidateOwnProfile> {
  await provenCandidateId(deps.db, candidate);
  const bytes = Buffer.from(body.file.slice(body.file.indexOf(',') + 1), 'base64');
  const check = await checkPdf(bytes);
  if (!check.ok) {
    if (check.reason === 'size') throw new AppError('file_too_large', 'File too large', { file: [V.fileSize] });
    throw new AppError('file_format', 'Not a PDF', { file: [CANDIDATE_CV_KEYS.format] });
  }
  const key = `${CV_FOLDER}/${randomUUID()}.${check.extension}`;
  const name = body.name.trim().toLowerCase().endsWith('.pdf') ? body.name.trim() : `${body.name.trim()}.pdf`;
  await deps.storage.put(key, bytes, check.contentType);
  let removed: string[];
  try {
    removed = await replaceDocuments(deps.db, candidate, { name, key });
  } catch (error) {
    await discard(deps.storage, [key]);
    throw error;
  }
  await discard(deps.storage, removed);
  return getProfile(deps.db, candidate);
}

/** DELETE /api/candidate-app/profile/cv/ */
export async function removeCv(deps: CvDeps, candidate: CandidateContext): Promise<CandidateOwnProfile> {
  await discard(deps.storage, await replaceDocuments(deps.db, candidate, null));
  return getProfile(deps.db, candidate);
}

/** GET /api/candidate-app/profile/cv/: the candidate's own CV (their one document), or 404. */
export async function readCv(deps: CvDeps, candidate: CandidateContext): Promise<StoredObject & { name: string }> {
  const row = await findCandidateByEmail(deps.db, candidate.email);
  if (!row?.emailVerifiedAt) throw notFound();
  const [doc] = rowsOf<{ file_key: string; name: string }>(
    await deps.db.execute(
      sql`SELECT file_key, name FROM candidate_documents WHERE candidate_id = ${row.id} ORDER BY created_at DESC, id DESC LIMIT 1`,
    ),
  );
  const file = doc ? await deps.storage.get(doc.file_key).catch(() => null) : null;
  if (!doc || !file) throw notFound();
  return { ...file, name: doc.name };
}
