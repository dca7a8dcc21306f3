import type { Faker } from '@faker-js/faker';
import type { Storage } from '../../providers/storage/storage.ts';
import type { Db } from '../client.ts';
import { chunk, insertInBatches } from '../importers/batch.ts';
import { placeContext } from '../importers/departments.ts';
import { normalizeSearch } from '../importers/normalize.ts';
import {
  candidateCaces,
  candidateDegrees,
  candidateDocuments,
  candidateLanguages,
  candidateLicences,
  candidateLocomotions,
  candidatePreviousJobs,
  candidates,
  candidateSearchedJobs,
  candidateSkills,
} from '../schema/index.ts';
import { CANDIDATE_EMAIL_DOMAINS, DEGREES, PREVIOUS_JOB_DESCRIPTIONS, SCHOOL_NAMES } from './demo-data.ts';
import { inDomains, refId, type CommuneRow, type DemoRefs, type JobRef } from './demo-refs.ts';
import { inProcessRenderer, workerRenderer, type DemoResume, type ResumeRenderer } from './demo-resume.ts';
import { fakeMobile } from './identifiers.ts';

/**
 * Generator of demo candidates (product decisions, "Candidates"): French names, towns weighted by
 * population, searched jobs weighted towards the demo accounts' jobs so that their lists are full,
 * skills, languages, licences, degrees and previous jobs consistent with age and trade.
 */

const DAY_MS = 86_400_000;
/** Share of candidates with each trait: fixed counts rather than coin flips, so "about 5%" is 5%. */
const RARE_SHARE = 0.05;
const DISABILITY_SHARE = 0.08;
const RECENT_SHARE = 0.1;

/** Where candidates' searched jobs come from. */
export interface JobPools {
  /** Jobs of the demo accounts' addresses. */
  demo: number[];
  /** Similar jobs of the demo jobs. */
  similar: number[];
  /** Similar jobs by job, for second and third searched jobs. */
  similarByJob: Map<number, number[]>;
}

/** What the demo accounts need to know of a created candidate. */
export interface CreatedCandidate {
  id: number;
  signedUpAt: Date;
  tag: 'rare' | null;
  searched: { jobId: number; experienceId: number }[];
  /** The details a demo application is typed with (the candidate's own, decision 119). */
  typed: { firstName: string; lastName: string; email: string; phoneNumber: string | null; withDisability: boolean };
}

export interface GenerateOptions {
  refs: DemoRefs;
  faker: Faker;
  pools: JobPools;
  now: Date;
  /** Lower-cased e-mails already taken. */
  usedEmails: Set<string>;
  /** Where each candidate's resume PDF (their "CV.pdf" document) is written. */
  storage: Storage;
}

/** Marks exactly round(n * share) of n indices, chosen at random. */
function pickShare(faker: Faker, n: number, share: number): Set<number> {
  const indices = faker.helpers.shuffle(Array.from({ length: n }, (_, i) => i));
  return new Set(indices.slice(0, Math.round(n * share)));
}

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
const monthsBefore = (d: Date, months: number): Date => new Date(d.getTime() - months * 30.44 * DAY_MS);

function uniqueEmail(faker: Faker, used: Set<string>, firstName: string, lastName: string): string {
  const slug = (s: string) =>
    normalizeSearch(s)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const local = `${slug(firstName)}.${slug(lastName)}`;
  const domain = faker.helpers.arrayElement(CANDIDATE_EMAIL_DOMAINS);
  let email = `${local}@${domain}`;
  for (let n = 2; used.has(email); n += 1) email = `${local}${n}@${domain}`;
  used.add(email);
  return email;
}

function pickTown(refs: DemoRefs, faker: Faker): CommuneRow {
  // Most candidates live in large towns; some anywhere in France.
  if (faker.number.float() < 0.85) {
    return faker.helpers.weightedArrayElement(refs.towns.map((t) => ({ value: t.commune, weight: t.weight })));
  }
  return faker.helpers.arrayElement(refs.communes);
}

function pickFirstJob(refs: DemoRefs, faker: Faker, pools: JobPools): JobRef {
  const r = faker.number.float();
  const pool = r < 0.45 && pools.demo.length > 0 ? pools.demo : r < 0.7 && pools.similar.length > 0 ? pools.similar : null;
  if (pool) return refs.jobsById.get(faker.helpers.arrayElement(pool))!;
  return faker.helpers.arrayElement(refs.commonJobs.length > 0 ? refs.commonJobs : refs.jobs);
}

function pickSearchedJobs(refs: DemoRefs, faker: Faker, pools: JobPools): JobRef[] {
  const count = faker.helpers.weightedArrayElement([
    { value: 1, weight: 50 },
    { value: 2, weight: 35 },
    { value: 3, weight: 15 },
  ]);
  const first = pickFirstJob(refs, faker, pools);
  const chosen = [first];
  for (let attempt = 0; chosen.length < count && attempt < 10; attempt += 1) {
    const similar = pools.similarByJob.get(first.id);
    const next =
      similar && similar.length > 0 && faker.number.float() < 0.7
        ? refs.jobsById.get(faker.helpers.arrayElement(similar))
        : faker.helpers.arrayElement(refs.commonJobs.length > 0 ? refs.commonJobs : refs.jobs);
    if (next && !chosen.some((j) => j.id === next.id)) chosen.push(next);
  }
  return chosen;
}

/** Highest experience level plausible at this age. */
function maxLevelForAge(age: number, levels: number): number {
  const cap = age < 20 ? 1 : age < 23 ? 2 : age < 27 ? 3 : age < 35 ? 4 : 5;
  return Math.min(cap, levels - 1);
}

function schoolFor(degree: string, city: string, faker: Faker): string {
  const person = faker.helpers.arrayElement(SCHOOL_NAMES);
  if (/^(CAP|Baccalauréat professionnel)/.test(degree)) return `Lycée professionnel ${person}`;
  if (/^(BTS|Baccalauréat)/.test(degree)) return `Lycée ${person}`;
  if (/^(Licence|Master|BUT)/.test(degree)) return `Université de ${city}`;
  if (/^Diplôme d'État/.test(degree)) return `Institut de formation de ${city}`;
  if (/^(Titre professionnel|CQP)/.test(degree)) return `Centre de formation professionnelle de ${city}`;
  if (/^Diplôme national du brevet/.test(degree)) return `Collège ${person}`;
  return `Organisme de formation de ${city}`;
}

interface PendingCandidate {
  row: typeof candidates.$inferInsert & { uuid: string };
  searched: { jobId: number; experienceId: number }[];
  skills: number[];
  languages: { languageId: number; levelId: number }[];
  licences: number[];
  locomotions: number[];
  caces: number[];
  degrees: { name: string; school: string; year: number }[];
  previousJobs: Omit<typeof candidatePreviousJobs.$inferInsert, 'candidateId'>[];
  documentKey: string;
  resume: DemoResume;
}

function generateOne(opts: GenerateOptions, flags: { rare: boolean; disability: boolean; recent: boolean }): PendingCandidate {
  const { refs, faker, pools, now } = opts;
  const sex = faker.person.sexType();
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  const birth = faker.date.birthdate({ mode: 'age', min: 18, max: 62, refDate: now });
  const age = Math.floor((now.getTime() - birth.getTime()) / (365.25 * DAY_MS));
  const town = pickTown(refs, faker);
  const signedUpAt = flags.recent
    ? new Date(now.getTime() - faker.number.int({ min: 0, max: 7 * DAY_MS - 60_000 }))
    : new Date(now.getTime() - faker.number.int({ min: 8 * DAY_MS, max: 730 * DAY_MS }));

  const searchedJobs = pickSearchedJobs(refs, faker, pools);
  const maxLevel = maxLevelForAge(age, refs.experiences.length);
  const searched = searchedJobs.map((job) => ({
    jobId: job.id,
    experienceId: refs.experiences[faker.number.int({ min: 0, max: maxLevel })]!.id,
  }));
  const main = searchedJobs[0]!;

  // Skills: 1-3 personal qualities, 1-3 knowledge items of the trade, 1-2 soft skills (3 to 8).
  const relevant = refs.knowledge.filter((k) => inDomains(main, k.domains));
  const knowledgePool = (relevant.length > 0 ? relevant : refs.knowledge).map((k) => k.id);
  const skills = [
    ...faker.helpers.arrayElements(refs.personalQualities, { min: 1, max: 3 }),
    ...faker.helpers.arrayElements(knowledgePool, { min: 1, max: 3 }),
    ...faker.helpers.arrayElements(refs.softSkills, { min: 1, max: 2 }),
  ];

  // Languages: French for everyone (mostly native), often English, sometimes another one.
  const level = (name: string) => refId(refs.languageLevels, name, 'language levels');
  const languages = [
    {
      languageId: refId(refs.languages, 'fr', 'languages'),
      levelId: level(
        faker.helpers.weightedArrayElement([
          { value: 'Langue maternelle', weight: 85 },
          { value: 'Courant', weight: 10 },
          { value: 'Bilingue', weight: 5 },
        ]),
      ),
    },
  ];
  const foreignLevel = () =>
    level(
      faker.helpers.weightedArrayElement([
        { value: 'Notions', weight: 30 },
        { value: 'Intermédiaire', weight: 35 },
        { value: 'Courant', weight: 25 },
        { value: 'Bilingue', weight: 10 },
      ]),
    );
  if (faker.number.float() < 0.55 && refs.languages.has('en'))
    languages.push({ languageId: refs.languages.get('en')!, levelId: foreignLevel() });
  if (faker.number.float() < 0.25) {
    const code = faker.helpers.arrayElement(['es', 'ar', 'pt', 'it', 'de', 'pl', 'ro', 'tr', 'zh', 'ru', 'uk']);
    const id = refs.languages.get(code);
    if (id) languages.push({ languageId: id, levelId: faker.number.float() < 0.4 ? level('Langue maternelle') : foreignLevel() });
  }

  // Licences and means of transport, consistent with each other and with the trade.
  const licenceCodes = new Set<string>();
  if (faker.number.float() < 0.75) licenceCodes.add('B');
  if (licenceCodes.has('B') && faker.number.float() < 0.05) licenceCodes.add('BE');
  if (faker.number.float() < 0.07) licenceCodes.add(faker.helpers.arrayElement(['A2', 'A']));
  if (age < 25 && faker.number.float() < 0.08) licenceCodes.add('AM');
  const trade = main.romeParentCode ?? main.romeCode ?? '';
  if (trade.startsWith('N41')) {
    licenceCodes.add('B');
    if (trade.startsWith('N4103')) licenceCodes.add('D');
    else if (trade.startsWith('N4101') || faker.number.float() < 0.5) {
      licenceCodes.add('C');
      if (faker.number.float() < 0.7) licenceCodes.add('CE');
    }
  }
  const licences = [...licenceCodes].map((c) => refs.licences.get(c)).filter((id): id is number => id !== undefined);

  const transport = new Set<string>();
  if (licenceCodes.has('B') && faker.number.float() < 0.8) transport.add('Voiture');
  if (faker.number.float() < 0.5) transport.add('Transports en commun');
  if (faker.number.float() < 0.25) transport.add('À pied');
  if (faker.number.float() < 0.2) transport.add('Vélo');
  if (faker.number.float() < 0.08) transport.add('Trottinette');
  if (faker.number.float() < 0.06) transport.add('Scooter');
  if ((licenceCodes.has('A') || licenceCodes.has('A2')) && faker.number.float() < 0.7) transport.add('Moto');
  if (transport.size === 0) transport.add('Transports en commun');
  const locomotions = [...transport].map((n) => refs.locomotions.get(n)).filter((id): id is number => id !== undefined);

  // CACES for warehouse, building-site and factory profiles.
  const cacesCodes = new Set<string>();
  if (trade.startsWith('N11') && faker.number.float() < 0.7) {
    cacesCodes.add('R489-1A');
    if (faker.number.float() < 0.5) cacesCodes.add('R489-3');
    if (faker.number.float() < 0.3) cacesCodes.add('R489-5');
  } else if ((trade.startsWith('F13') || trade.startsWith('F17')) && faker.number.float() < 0.3) {
    cacesCodes.add(faker.helpers.arrayElement(['R482-A', 'R482-C1', 'R486-A']));
  } else if (trade.startsWith('H') && faker.number.float() < 0.15) {
    cacesCodes.add('R489-3');
  }
  const cacesIds = [...cacesCodes].map((c) => refs.caces.get(c)).filter((id): id is number => id !== undefined);

  // Degrees of the trade (or general ones), obtained at a plausible age.
  const birthYear = birth.getUTCFullYear();
  const degreeCount = faker.helpers.weightedArrayElement([
    { value: 0, weight: 25 },
    { value: 1, weight: 50 },
    { value: 2, weight: 25 },
  ]);
  const degreePool = DEGREES.filter((d) => inDomains(main, d.domains));
  const degrees = faker.helpers
    .arrayElements(degreePool, degreeCount)
    .map((d) => ({
      name: d.name,
      school: schoolFor(d.name, town.name, faker),
      year: birthYear + d.age + faker.number.int({ min: 0, max: 2 }),
    }))
    .filter((d) => d.year <= now.getUTCFullYear())
    .sort((a, b) => a.year - b.year);

  // Previous jobs, from the most recent backwards, never before 16 (apprenticeships, summer jobs);
  // only the latest may be current. Candidates are 18 or more, so there is room for one.
  const careerStart = new Date(Date.UTC(birthYear + 16, birth.getUTCMonth(), 1));
  const jobCount = Math.min(faker.number.int({ min: 1, max: 4 }), Math.max(1, Math.floor((age - 16) / 2)));
  const previousJobs: PendingCandidate['previousJobs'] = [];
  let cursor = monthsBefore(now, faker.number.int({ min: 0, max: 4 }));
  const descriptions = PREVIOUS_JOB_DESCRIPTIONS[trade.charAt(0)] ?? PREVIOUS_JOB_DESCRIPTIONS['*']!;
  for (let i = 0; i < jobCount && cursor > careerStart; i += 1) {
    const current = i === 0 && faker.number.float() < 0.35;
    const end = current ? null : cursor;
    let start = monthsBefore(cursor, faker.number.int({ min: 3, max: 48 }));
    if (start < careerStart) start = careerStart;
    // Earlier jobs: the same trade, a similar title, or another title of the same domain.
    const similar = pools.similarByJob.get(main.id) ?? [];
    const sameDomain = refs.commonJobsByDomain.get(trade.slice(0, 3)) ?? [];
    const r = faker.number.float();
    const job =
      i === 0 || r < 0.4
        ? main
        : r < 0.7 && similar.length > 0
          ? (refs.jobsById.get(faker.helpers.arrayElement(similar)) ?? main)
          : sameDomain.length > 0
            ? faker.helpers.arrayElement(sameDomain)
            : main;
    previousJobs.push({
      jobId: job.id,
      jobName: job.name,
      company: faker.company.name(),
      beginningDate: isoDate(start),
      endDate: end ? isoDate(end) : null,
      stillInOffice: current,
      description: faker.helpers.arrayElement(descriptions),
    });
    cursor = monthsBefore(start, faker.number.int({ min: 0, max: 6 }));
  }
  previousJobs.reverse();

  const jitter = (value: number | null, span: number) =>
    value === null ? null : Math.round((value + faker.number.float({ min: -span, max: span })) * 1e6) / 1e6;
  const uuid = faker.string.uuid();
  const email = uniqueEmail(faker, opts.usedEmails, firstName, lastName);
  const phoneNumber = fakeMobile(faker);
  const names = refs.names;
  const experienceName = new Map(refs.experiences.map((e) => [e.id, e.name]));
  const resume: DemoResume = {
    fullName: `${firstName} ${lastName}`,
    age: `${age} ans`,
    city: `${town.name} (${town.postalCode})`,
    email,
    phone: phoneNumber,
    searchedJobs: searched.map(
      (s) => `${refs.jobsById.get(s.jobId)?.name ?? ''} (expérience : ${experienceName.get(s.experienceId) ?? ''})`,
    ),
    experience: [...previousJobs].reverse().map((j) => ({
      title: `${monthYear(j.beginningDate!)} – ${j.endDate ? monthYear(j.endDate) : 'aujourd’hui'} · ${j.jobName}, ${j.company}`,
      description: j.description ?? null,
    })),
    degrees: degrees.map((d) => `${d.name}, ${d.school} (${d.year})`),
    skills: [...new Set(skills)].map((id) => names.skills.get(id) ?? '').filter(Boolean),
    languages: languages.map((l) => `${names.languages.get(l.languageId) ?? ''} (${names.languageLevels.get(l.levelId) ?? ''})`),
  };
  return {
    row: {
      uuid,
      firstName,
      lastName,
      email,
      phoneNumber,
      avatar: null,
      birthDate: isoDate(birth),
      streetAddress: `${faker.number.int({ min: 1, max: 150 })} ${faker.location.street()}`,
      cityName: town.name,
      postalCode: town.postalCode,
      context: placeContext(town.inseeCode),
      latitude: jitter(town.latitude, 0.02),
      longitude: jitter(town.longitude, 0.03),
      withDisability: flags.disability,
      tag: flags.rare ? 'rare' : null,
      signedUpAt,
      // Demo candidates proved their e-mail when they signed up (decision 119): the demo shop sells them.
      emailVerifiedAt: signedUpAt,
      createdAt: signedUpAt,
    },
    searched,
    skills: [...new Set(skills)],
    languages,
    licences,
    locomotions,
    caces: cacesIds,
    degrees,
    previousJobs,
    documentKey: `demo/cv-${faker.string.uuid()}.pdf`,
    resume,
  };
}

const MONTH_YEAR = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "janv. 2019" from a calendar date "2019-01-15". */
const monthYear = (isoDay: string): string => MONTH_YEAR.format(new Date(`${isoDay}T00:00:00Z`));

/** Files written at once: enough to keep a bucket busy, few enough to bound memory. */
const STORAGE_CONCURRENCY = 16;

/** From this many candidates on, resumes are rendered in a worker thread (starting it takes about a second). */
const WORKER_RENDERING_FROM = 2000;

/** Renders and stores the resume PDF of each candidate under its document's key. */
async function storeResumes(renderer: ResumeRenderer, storage: Storage, pending: readonly PendingCandidate[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const p = pending[next++]!;
      await storage.put(p.documentKey, await renderer.render(p.resume), 'application/pdf');
    }
  };
  await Promise.all(Array.from({ length: Math.min(STORAGE_CONCURRENCY, pending.length) }, worker));
}

/** Candidates written per round: the child rows of 1,000 candidates fit in a few statements. */
const CANDIDATES_PER_ROUND = 1000;

/** Generates and inserts `count` candidates with all their profile rows. */
export async function insertDemoCandidates(db: Db, count: number, opts: GenerateOptions): Promise<CreatedCandidate[]> {
  const { faker } = opts;
  const rare = pickShare(faker, count, RARE_SHARE);
  const disability = pickShare(faker, count, DISABILITY_SHARE);
  const recent = pickShare(faker, count, RECENT_SHARE);
  const created: CreatedCandidate[] = [];
  const renderer = count >= WORKER_RENDERING_FROM ? workerRenderer() : inProcessRenderer();
  try {
    for (const indices of chunk(
      Array.from({ length: count }, (_, i) => i),
      CANDIDATES_PER_ROUND,
    )) {
      const pending = indices.map((i) => generateOne(opts, { rare: rare.has(i), disability: disability.has(i), recent: recent.has(i) }));
      // The files are written while the rows are inserted (a failure rolls the rows back).
      const stored = storeResumes(renderer, opts.storage, pending);
      stored.catch(() => undefined); // awaited below; not an unhandled rejection if an insert fails first
      const inserted = await db
        .insert(candidates)
        .values(pending.map((p) => p.row))
        .returning({ id: candidates.id, uuid: candidates.uuid });
      const idByUuid = new Map(inserted.map((r) => [r.uuid, r.id]));
      const withIds = pending.map((p) => ({ ...p, id: idByUuid.get(p.row.uuid)! }));

      await insertInBatches(
        db,
        candidateSearchedJobs,
        withIds.flatMap((p) => p.searched.map((s, position) => ({ candidateId: p.id, ...s, position }))),
      );
      await insertInBatches(
        db,
        candidateSkills,
        withIds.flatMap((p) => p.skills.map((skillId) => ({ candidateId: p.id, skillId }))),
      );
      await insertInBatches(
        db,
        candidateLanguages,
        withIds.flatMap((p) => p.languages.map((l) => ({ candidateId: p.id, ...l }))),
      );
      await insertInBatches(
        db,
        candidateLicences,
        withIds.flatMap((p) => p.licences.map((licenceId) => ({ candidateId: p.id, licenceId }))),
      );
      await insertInBatches(
        db,
        candidateLocomotions,
        withIds.flatMap((p) => p.locomotions.map((locomotionId) => ({ candidateId: p.id, locomotionId }))),
      );
      await insertInBatches(
        db,
        candidateCaces,
        withIds.flatMap((p) => p.caces.map((cacesId) => ({ candidateId: p.id, cacesId }))),
      );
      await insertInBatches(
        db,
        candidateDegrees,
        withIds.flatMap((p) => p.degrees.map((d) => ({ candidateId: p.id, ...d }))),
      );
      await insertInBatches(
        db,
        candidatePreviousJobs,
        withIds.flatMap((p) => p.previousJobs.map((j) => ({ candidateId: p.id, ...j }))),
      );
      await insertInBatches(
        db,
        candidateDocuments,
        withIds.map((p) => ({ candidateId: p.id, name: 'CV.pdf', fileKey: p.documentKey, createdAt: p.row.signedUpAt })),
      );
      await stored;

      for (const p of withIds) {
        const { firstName, lastName, email, phoneNumber, withDisability } = p.row;
        const typed = { firstName, lastName, email, phoneNumber: phoneNumber ?? null, withDisability: withDisability ?? false };
        created.push({ id: p.id, signedUpAt: p.row.signedUpAt!, tag: p.row.tag ?? null, searched: p.searched, typed });
      }
    }
  } finally {
    await renderer.close();
  }
  return created;
}
