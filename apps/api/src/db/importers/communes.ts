import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addresses, candidates, communes, recruiters, referenceEditions } from '../schema/index.ts';
import { insertInBatches } from './batch.ts';
import { csvFile, field, readCsv } from './csv.ts';
import { normalizeSearch } from './normalize.ts';
import { STARTER_COMMUNES } from './starter-communes.ts';

/** La Poste's file under a reference folder, plain or `.gz`. */
export const LAPOSTE_FILE = path.join('laposte', 'laposte_hexasmal.csv');

export type CommuneRow = typeof communes.$inferInsert;

/** Small words that French commune names write in lower case inside a hyphenated name. */
const PARTICLES: Readonly<Record<string, string>> = {
  A: 'à',
  AU: 'au',
  AUX: 'aux',
  DE: 'de',
  DES: 'des',
  DU: 'du',
  EN: 'en',
  ET: 'et',
  LA: 'la',
  LE: 'le',
  LES: 'les',
  LEZ: 'lez',
  SOUS: 'sous',
  SUR: 'sur',
};

/**
 * Accents of frequent words: La Poste writes names in upper case without accents. The searched
 * column is unaccented anyway; this only makes the common names look right ("Saint-Étienne").
 */
const ACCENTED: Readonly<Record<string, string>> = {
  ANDRE: 'André',
  ARIEGE: 'Ariège',
  BARTHELEMY: 'Barthélemy',
  BENOIT: 'Benoît',
  CHATEAU: 'Château',
  CHATEAUNEUF: 'Châteauneuf',
  CHATEL: 'Châtel',
  CHATILLON: 'Châtillon',
  CHENE: 'Chêne',
  CHENES: 'Chênes',
  CLEMENT: 'Clément',
  COTE: 'Côte',
  COTES: 'Côtes',
  DROME: 'Drôme',
  EGLISE: 'Église',
  ELOI: 'Éloi',
  EMILION: 'Émilion',
  EPINE: 'Épine',
  ETANG: 'Étang',
  ETIENNE: 'Étienne',
  EVEQUE: 'Évêque',
  FORET: 'Forêt',
  GENEVIEVE: 'Geneviève',
  HELENE: 'Hélène',
  HERAULT: 'Hérault',
  HONORE: 'Honoré',
  ILE: 'Île',
  ISERE: 'Isère',
  LEGER: 'Léger',
  MEDARD: 'Médard',
  PRE: 'Pré',
  REMY: 'Rémy',
  RHONE: 'Rhône',
  SAONE: 'Saône',
  SEVERIN: 'Séverin',
  VALERY: 'Valéry',
};

const ABBREVIATIONS: Readonly<Record<string, string>> = { ST: 'SAINT', STE: 'SAINTE' };
const LEADING_ARTICLES: Readonly<Record<string, string>> = { LE: 'Le', LA: 'La', LES: 'Les' };
const BIG_CITIES_WITH_ARRONDISSEMENTS: Readonly<Record<string, string>> = { PARIS: 'Paris', MARSEILLE: 'Marseille', LYON: 'Lyon' };

const capitalize = (word: string): string => {
  const upper = ABBREVIATIONS[word] ?? word;
  return ACCENTED[upper] ?? upper.charAt(0) + upper.slice(1).toLowerCase();
};

/**
 * Turns La Poste's upper-case name into the usual French form: "SAINT ETIENNE" -> "Saint-Étienne",
 * "LES SABLES D OLONNE" -> "Les Sables-d'Olonne", "PARIS 06" -> "Paris 6e Arrondissement".
 * Names already in mixed case are kept as they are.
 */
export function formatCommuneName(raw: string): string {
  let text = raw.trim().replace(/\s+/g, ' ');
  if (/[a-z]/.test(text)) return text;
  // Overseas entries put the article last: "MONT DORE (LE)", "ILE DES PINS (L')".
  const trailing = /^(.*) \((LE|LA|LES|L')\)$/.exec(text);
  if (trailing) text = `${trailing[2] === "L'" ? 'L ' : `${trailing[2]} `}${trailing[1]}`;

  const arrondissement = /^(PARIS|MARSEILLE|LYON) (\d{1,2})$/.exec(text);
  if (arrondissement) {
    const n = Number(arrondissement[2]);
    return `${BIG_CITIES_WITH_ARRONDISSEMENTS[arrondissement[1]!]} ${n}${n === 1 ? 'er' : 'e'} Arrondissement`;
  }

  const words = text.replace(/'/g, "' ").split(' ').filter(Boolean);
  let prefix = '';
  const first = words[0] ?? '';
  if (LEADING_ARTICLES[first] && words.length > 1) {
    prefix = `${LEADING_ARTICLES[first]} `;
    words.shift();
  } else if ((first === 'L' || first === "L'") && words.length > 1) {
    prefix = "L'";
    words.shift();
  }

  let out = '';
  words.forEach((word, index) => {
    const bare = word.replace(/'$/, '');
    let piece: string;
    let glue = true; // whether the next word follows with a hyphen
    if ((bare === 'D' || bare === 'L') && index < words.length - 1) {
      // "D HUISON" -> "D'Huison"; "PONT D AIN" -> "Pont-d'Ain": the elided article sticks to the next word.
      piece = index === 0 ? `${bare}'` : `${bare.toLowerCase()}'`;
      glue = false;
    } else if (index > 0 && PARTICLES[bare]) {
      piece = PARTICLES[bare]!;
    } else {
      piece = capitalize(bare);
    }
    out += piece;
    if (index < words.length - 1 && glue) out += '-';
  });
  return prefix + out;
}

/**
 * The INSEE's official geographic code (COG) under a reference folder, newest edition first:
 * `cog-2026/communes.json` (or `.json.gz`), the communes of the COG as Etalab publishes them in JSON
 * (`@etalab/decoupage-administratif`). Null when the folder has none (an operator's folder holding
 * only La Poste's file, the tests' fixtures): names are then made from La Poste's.
 */
export function cogFile(dir: string): string | null {
  if (!fs.existsSync(dir)) return null;
  const editions = fs
    .readdirSync(dir)
    .filter((name) => /^cog-\d{4}$/.test(name))
    .sort()
    .reverse();
  for (const edition of editions) {
    for (const name of ['communes.json', 'communes.json.gz']) {
      const file = path.join(dir, edition, name);
      if (fs.existsSync(file)) return file;
    }
  }
  return null;
}

/** The edition of the official names a folder gives ("cog-2026"), or null without a COG file. */
export const cogEdition = (dir: string): string | null => {
  const file = cogFile(dir);
  return file ? path.basename(path.dirname(file)) : null;
};

interface CogCommune {
  code: string;
  nom: string;
  type: string;
}

/** Which COG entry names a code that several share: the current commune before a delegated one. */
const COG_TYPE_RANK: Readonly<Record<string, number>> = {
  'commune-actuelle': 0,
  'arrondissement-municipal': 1,
  'commune-deleguee': 2,
  'commune-associee': 3,
};

/**
 * The official name of each INSEE code ("94038" -> "L'Haÿ-les-Roses", "02392"... ), from the COG.
 * La Poste's 2022 file still names some communes merged since: their code is a delegated commune
 * in the COG, which keeps its own name. Empty without a COG file.
 */
export function readCogNames(dir: string): Map<string, string> {
  const file = cogFile(dir);
  const names = new Map<string, string>();
  if (!file) return names;
  const raw = fs.readFileSync(file);
  const entries = JSON.parse((file.endsWith('.gz') ? zlib.gunzipSync(raw) : raw).toString('utf8')) as CogCommune[];
  if (!Array.isArray(entries) || !entries.every((e) => typeof e.code === 'string' && typeof e.nom === 'string')) {
    throw new Error(`Unexpected content in ${file}: an array of { code, nom, type } was expected`);
  }
  const rank = new Map<string, number>();
  for (const entry of entries) {
    const r = COG_TYPE_RANK[entry.type] ?? 9;
    if ((rank.get(entry.code) ?? Infinity) <= r) continue;
    rank.set(entry.code, r);
    names.set(entry.code, entry.nom);
  }
  return names;
}

/**
 * Rows of La Poste's file; one per (INSEE code, postal code, name), hamlets (`Ligne_5`) folded in.
 * Names are the COG's official ones, joined on the INSEE code (La Poste writes them in upper case
 * without accents); a code the COG lacks keeps La Poste's name, written the French way.
 */
export async function readLaPosteCommunes(dir: string): Promise<CommuneRow[]> {
  const file = csvFile(path.join(dir, LAPOSTE_FILE));
  const starter = new Map(STARTER_COMMUNES.map((c) => [c.inseeCode, c]));
  const official = readCogNames(dir);
  const seen = new Set<string>();
  const rows: CommuneRow[] = [];
  for (const record of await readCsv(file, ';')) {
    const inseeCode = field(record, 'Code_commune_INSEE', file);
    const postalCode = field(record, 'Code_postal', file);
    let name = official.get(inseeCode) ?? formatCommuneName(field(record, 'Nom_commune', file));
    let population: number | null = null;
    // The hand-written list of large towns knows their populations (and their accents without a COG).
    const known = starter.get(inseeCode);
    if (known && normalizeSearch(known.name) === normalizeSearch(name)) {
      if (!official.has(inseeCode)) name = known.name;
      population = known.population;
    }
    const key = `${inseeCode}|${postalCode}|${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const latitude = Number.parseFloat(record.latitude ?? '');
    const longitude = Number.parseFloat(record.longitude ?? '');
    rows.push({
      inseeCode,
      name,
      searchName: normalizeSearch(name),
      postalCode,
      deliveryLabel: record['Libellé_d_acheminement'] || null,
      latitude: Number.isFinite(latitude) ? latitude : null,
      longitude: Number.isFinite(longitude) ? longitude : null,
      population,
    });
  }
  return rows;
}

/** Imports La Poste's file, replacing the starter list if that is what the table holds. */
export async function importLaPosteCommunes(db: Db, dir: string): Promise<number> {
  const rows = await readLaPosteCommunes(dir);
  const edition = cogEdition(dir);
  await db.transaction(async (tx) => {
    // Communes are not referenced by foreign keys (places are copied into the rows that use
    // them), so replacing the whole gazetteer is safe.
    await tx.delete(communes);
    await insertInBatches(tx, communes, rows);
    if (edition) await recordEdition(tx, COMMUNE_NAMES, edition);
  });
  return rows.length;
}

/** `reference_editions` name of the official commune names. */
export const COMMUNE_NAMES = 'commune-names';

/** The edition of a reference correction the database has had, or null. */
export async function appliedEdition(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ edition: referenceEditions.edition }).from(referenceEditions).where(eq(referenceEditions.name, name));
  return row?.edition ?? null;
}

export async function recordEdition(db: Db, name: string, edition: string): Promise<void> {
  await db
    .insert(referenceEditions)
    .values({ name, edition })
    .onConflictDoUpdate({ target: referenceEditions.name, set: { edition, appliedAt: new Date() } });
}

export interface NameChange {
  code: string;
  old: string;
  new: string;
  /** `search_name` of the new name (normalizeSearch, written once in JavaScript). */
  search: string;
}

/**
 * Gives an existing database the COG's official names (decision 135): the gazetteer's rows, and the
 * places already copied into the rows that use them (a company's site, an account's address, a
 * delivery address: `featureName` and the name inside `placeName` and `description`; a
 * candidate's town, matched by name and one of the commune's postal codes). Searching is unchanged:
 * `search_name` is recomputed and stays without accents. Returns the names changed.
 */
export async function correctCommuneNames(db: Db, dir: string): Promise<NameChange[]> {
  const official = readCogNames(dir);
  if (official.size === 0) return [];
  const current = await db.selectDistinct({ code: communes.inseeCode, name: communes.name }).from(communes);
  const changes: NameChange[] = [];
  for (const row of current) {
    const name = official.get(row.code);
    if (name && name !== row.name) changes.push({ code: row.code, old: row.name, new: name, search: normalizeSearch(name) });
  }
  if (changes.length === 0) return changes;
  await db.transaction(async (tx) => {
    const list = sql`jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as c(code text, old text, new text, search text)`;
    // La Poste names a few (code, postal code) pairs twice ("BOURNEVILLE SAINTE CROIX" and
    // "BOURNEVILLE STE CROIX"): under the one official name they are one row, the first kept.
    await tx.execute(sql`
      delete from ${communes} x using (select distinct code from ${list}) d
      where x.insee_code = d.code
        and exists (select 1 from ${communes} y where y.insee_code = x.insee_code and y.postal_code = x.postal_code and y.id < x.id)`);
    await tx.execute(sql`
      update ${communes} set name = c.new, search_name = c.search
      from (select distinct code, new, search from ${list}) c
      where ${communes.inseeCode} = c.code and ${communes.name} <> c.new`);
    for (const [table, column] of [
      [addresses, 'content'],
      [addresses, 'delivery_address'],
      [recruiters, 'address'],
    ] as const) {
      const col = sql.raw(`"${column}"`);
      await tx.execute(sql`
        update ${table} set ${col} = ${col}
          || jsonb_build_object('featureName', c.new)
          || case when ${col} ? 'placeName' then jsonb_build_object('placeName', replace(${col}->>'placeName', c.old, c.new)) else '{}'::jsonb end
          || case when ${col} ? 'place_name' then jsonb_build_object('place_name', replace(${col}->>'place_name', c.old, c.new)) else '{}'::jsonb end
          || case when ${col} ? 'description' then jsonb_build_object('description', replace(${col}->>'description', c.old, c.new)) else '{}'::jsonb end
        from ${list}
        where ${col}->>'inseeCode' = c.code and ${col}->>'featureName' = c.old`);
    }
    await tx.execute(sql`
      update ${candidates} set city_name = c.new
      from ${list}
      where ${candidates.cityName} = c.old
        and ${candidates.postalCode} in (select postal_code from ${communes} where insee_code = c.code)`);
  });
  return changes;
}

export async function countCommunes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(communes);
  return row?.n ?? 0;
}
