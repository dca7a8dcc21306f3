import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { communes } from '../schema/index.ts';
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

/** Rows of La Poste's file; one per (INSEE code, postal code, name), hamlets (`Ligne_5`) folded in. */
export async function readLaPosteCommunes(dir: string): Promise<CommuneRow[]> {
  const file = csvFile(path.join(dir, LAPOSTE_FILE));
  const starter = new Map(STARTER_COMMUNES.map((c) => [c.inseeCode, c]));
  const seen = new Set<string>();
  const rows: CommuneRow[] = [];
  for (const record of await readCsv(file, ';')) {
    const inseeCode = field(record, 'Code_commune_INSEE', file);
    const postalCode = field(record, 'Code_postal', file);
    let name = formatCommuneName(field(record, 'Nom_commune', file));
    let population: number | null = null;
    // The hand-written list of large towns knows their accents and populations.
    const known = starter.get(inseeCode);
    if (known && normalizeSearch(known.name) === normalizeSearch(name)) {
      name = known.name;
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
  await db.transaction(async (tx) => {
    // Communes are not referenced by foreign keys (places are copied into the rows that use
    // them), so replacing the whole gazetteer is safe.
    await tx.delete(communes);
    await insertInBatches(tx, communes, rows);
  });
  return rows.length;
}

export async function countCommunes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(communes);
  return row?.n ?? 0;
}
