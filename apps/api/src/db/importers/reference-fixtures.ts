import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Small reference files in the exact shape of the official ones (ROME 4.0: comma-separated, every
 * field quoted; La Poste: semicolon-separated, unquoted), for tests. The rows are made up; only
 * their format follows the publishers' files.
 */

const quoted = (rows: string[][]): string => rows.map((r) => r.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join('\n') + '\n';

const APPELLATION_HEADER = [
  'code_ogr',
  'libelle_appellation_long',
  'libelle_appellation_court',
  'code_rome',
  'transition_eco',
  'transition_num',
  'transition_demo',
  'emploi_reglemente',
  'emploi_cadre',
  'classification',
  'origine',
  'code_rome_parent',
  'peu_usite',
];

const appellation = (code: string, name: string, rome: string, parent: string, main: boolean, rare = false): string[] => [
  code,
  name,
  name,
  rome,
  'Emploi Blanc',
  '',
  '',
  '',
  '',
  main ? 'PRINCIPALE' : 'SYNONYME',
  '',
  parent,
  rare ? 'O' : 'N',
];

/** Jobs of the big fixture sheet, to check the cap of similar jobs: 33 titles of K2204. */
export const BIG_SHEET_SIZE = 33;

export const FIXTURE_APPELLATIONS: string[][] = [
  appellation('1001', 'Serveur / Serveuse en restauration', 'G1803', 'G1803', true),
  appellation('1002', 'Commis / Commise de salle', 'G1803', 'G1803', false),
  appellation('1003', 'Chef / Cheffe de rang', 'G1810', 'G1803', true),
  appellation('1004', 'Demi-chef / Demi-cheffe de rang', 'G1810', 'G1803', false),
  appellation('1005', 'Œnologue-conseil', 'A1413', 'A1413', true),
  appellation('1006', 'Développeur / Développeuse informatique', 'M1805', 'M1805', true),
  appellation('1007', 'Analyste-programmeur / Analyste-programmeuse', 'M1805', 'M1805', false, true),
  appellation('1008', 'Cariste', 'N1101', 'N1101', true),
  // K2204: one main title first, 30 synonyms, then a second main title of another fine sheet last,
  // so that only the preference for main titles keeps it among a job's 30 similar jobs.
  appellation('2000', 'Agent / Agente de propreté', 'K2204', 'K2204', true),
  ...Array.from({ length: BIG_SHEET_SIZE - 3 }, (_, i) =>
    appellation(String(2001 + i), `Agent / Agente de nettoyage ${i + 1}`, 'K2204', 'K2204', false),
  ),
  appellation('2900', 'Laveur / Laveuse de surfaces vitrées', 'K2299', 'K2204', false),
  appellation('2999', 'Chef / Cheffe d’équipe propreté', 'K2298', 'K2204', true),
];

const SHEETS: [string, string, string, string, string, string][] = [
  ['G1803', 'Serveur / Serveuse en restauration', 'G', 'Hôtellerie-Restauration, Tourisme, Loisirs et Animation', 'G18', 'Service'],
  ['G1810', 'Chef / Cheffe de rang', 'G', 'Hôtellerie-Restauration, Tourisme, Loisirs et Animation', 'G18', 'Service'],
  ['A1413', 'Œnologue', 'A', 'Agriculture et Pêche, Espaces naturels et Espaces verts, Soins aux animaux', 'A14', 'Production'],
  [
    'M1805',
    'Développeur / Développeuse informatique',
    'M',
    "Support à l'entreprise",
    'M18',
    "Systèmes d'information et de télécommunication",
  ],
  ['N1101', 'Cariste', 'N', 'Transport et Logistique', 'N11', 'Magasinage, manutention des charges et déménagement'],
  ['K2204', 'Agent / Agente de propreté', 'K', 'Services à la personne et à la collectivité', 'K22', 'Nettoyage et propreté industriels'],
  [
    'K2298',
    'Chef / Cheffe d’équipe propreté',
    'K',
    'Services à la personne et à la collectivité',
    'K22',
    'Nettoyage et propreté industriels',
  ],
  [
    'K2299',
    'Laveur / Laveuse de surfaces vitrées',
    'K',
    'Services à la personne et à la collectivité',
    'K22',
    'Nettoyage et propreté industriels',
  ],
];

export const FIXTURE_SOFT_SKILLS = ["Avoir l'esprit d'équipe", 'Faire preuve de réactivité'];

/** Writes `<dir>/rome-v460/*.csv` and `<dir>/laposte/laposte_hexasmal.csv`; returns `dir`. */
export function writeReferenceFixtures(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-'))): string {
  const rome = path.join(dir, 'rome-v460');
  fs.mkdirSync(rome, { recursive: true });
  fs.writeFileSync(path.join(rome, 'unix_referentiel_appellation_v460_utf8.csv'), quoted([APPELLATION_HEADER, ...FIXTURE_APPELLATIONS]));
  fs.writeFileSync(
    path.join(rome, 'unix_referentiel_code_rome_v460_utf8.csv'),
    quoted([
      [
        'code_rome',
        'code_fiche_metier',
        'code_ogr',
        'libelle_rome',
        'transition_eco',
        'transition_num',
        'transition_demo',
        'emploi_reglemente',
        'emploi_cadre',
        'code_rome_parent',
      ],
      ...SHEETS.map(([code, label], i) => [code, String(100 + i), String(900 + i), label, 'Emploi Blanc', 'N', 'N', 'N', 'N', code]),
    ]),
  );
  fs.writeFileSync(
    path.join(rome, 'unix_cr_gd_dp_v460_utf8.csv'),
    quoted([
      [
        'code_rome',
        'libelle_rome',
        'code_grand_domaine',
        'libelle_grand_domaine',
        'code_domaine_professionel',
        'libelle_domaine_professionel',
      ],
      ...SHEETS.map((s) => [...s]),
    ]),
  );
  fs.writeFileSync(
    path.join(rome, 'unix_referentiel_competence_v460_utf8.csv'),
    quoted([
      [
        'code_ogr',
        'nature',
        'libelle_competence',
        'definition',
        'code_ogr_macro_comp',
        'code_macro_comp',
        'cat_comp',
        'sous_cat_comp',
        'transition_eco',
        'transition_num',
        'libelle_heterogeneite',
        'libelle_origine',
      ],
      ['500001', 'Compétence', 'Servir les plats', '', '300100', '', 'Savoir-faire', 'Technique', '', 'N', '', ''],
      [
        '500002',
        'Macro-compétence',
        FIXTURE_SOFT_SKILLS[0]!,
        'Travailler avec les autres.',
        '',
        '6D102',
        'Savoir-être professionnel',
        'Transverse',
        '',
        '',
        'Très homogène',
        '',
      ],
      [
        '500003',
        'Macro-compétence',
        FIXTURE_SOFT_SKILLS[1]!,
        'Réagir vite aux imprévus.',
        '',
        '6D111',
        'Savoir-être professionnel',
        'Transverse',
        '',
        '',
        'Très homogène',
        '',
      ],
    ]),
  );
  fs.writeFileSync(
    path.join(rome, 'unix_referentiel_savoir_v460_utf8.csv'),
    quoted([
      ['code_ogr_savoir', 'libelle_savoir', 'categorie_savoir', 'sous_categorie_savoir', 'transition_eco', 'transition_num'],
      ['600001', 'Caractéristiques des fromages', 'Produits, outils et matières', 'Aliments et spécialités culinaires', '', 'N'],
      ['600002', 'Techniques de soudage', 'Techniques professionnelles', 'Techniques manuelles, artisanales, industrielles', '', 'N'],
      ['600003', 'Langage SQL', 'Produits, outils et matières', 'Langages informatiques', '', 'N'],
    ]),
  );

  const laposte = path.join(dir, 'laposte');
  fs.mkdirSync(laposte, { recursive: true });
  fs.writeFileSync(
    path.join(laposte, 'laposte_hexasmal.csv'),
    [
      'Code_commune_INSEE;Nom_commune;Code_postal;Ligne_5;Libellé_d_acheminement;latitude;longitude',
      '42218;SAINT ETIENNE;42000;;SAINT ETIENNE;45.4301;4.3792',
      '42218;SAINT ETIENNE;42100;;SAINT ETIENNE;45.4301;4.3792',
      '01033;VALSERHONE;01200;;VALSERHONE;46.1068;5.8320',
      '01033;VALSERHONE;01200;OCHIAZ;VALSERHONE;46.1068;5.8320',
      '75106;PARIS 06;75006;;PARIS;48.8490;2.3327',
      '02281;L EPINE AUX BOIS;02540;;L EPINE AUX BOIS;48.8993;3.4438',
      '01304;PONT D AIN;01160;;PONT D AIN;46.0542;5.3470',
      '98817;MONT DORE (LE);98810;;MONT DORE (LE);;',
    ].join('\n') + '\n',
  );
  return dir;
}

/** Communes of the fixture file once folded (Valserhone's hamlet row is the same commune). */
export const FIXTURE_COMMUNES = 7;
