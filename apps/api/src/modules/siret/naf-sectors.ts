/**
 * NAF codes (French activity nomenclature, e.g. "56.10C") to this product's activity sectors
 * (names seeded by reference-data.ts). The longest matching prefix wins.
 */
const NAF_PREFIXES: readonly [prefix: string, sector: string][] = [
  ['01', 'Agriculture'],
  ['02', 'Agriculture'],
  ['03', 'Agriculture'],
  ['10.71', 'Boulangerie-pâtisserie'],
  ['10', 'Industrie agroalimentaire'],
  ['11', 'Industrie agroalimentaire'],
  ['35', 'Énergie et environnement'],
  ['36', 'Énergie et environnement'],
  ['37', 'Énergie et environnement'],
  ['38', 'Énergie et environnement'],
  ['39', 'Énergie et environnement'],
  ['41', 'BTP'],
  ['42', 'BTP'],
  ['43', 'BTP'],
  ['45', 'Automobile et maintenance'],
  ['46', 'Commerce de gros'],
  ['47.11', 'Grande distribution'],
  ['47.24', 'Boulangerie-pâtisserie'],
  ['47', 'Commerce de détail'],
  ['49', 'Transport et logistique'],
  ['50', 'Transport et logistique'],
  ['51', 'Transport et logistique'],
  ['52', 'Transport et logistique'],
  ['53', 'Transport et logistique'],
  ['55', 'Hôtellerie-restauration'],
  ['56.10C', 'Restauration rapide'],
  ['56', 'Hôtellerie-restauration'],
  ['58', 'Communication et marketing'],
  ['59', 'Culture et spectacle'],
  ['60', 'Communication et marketing'],
  ['61', 'Informatique et numérique'],
  ['62', 'Informatique et numérique'],
  ['63', 'Informatique et numérique'],
  ['64', 'Banque et assurance'],
  ['65', 'Banque et assurance'],
  ['66', 'Banque et assurance'],
  ['68', 'Immobilier'],
  ['73', 'Communication et marketing'],
  ['78.20', 'Travail temporaire'],
  ['78', 'Ressources humaines et recrutement'],
  ['79', 'Tourisme et loisirs'],
  ['80', 'Sécurité privée'],
  ['81.2', 'Propreté et nettoyage'],
  ['81.3', 'Espaces verts et paysage'],
  ['69', 'Conseil et services aux entreprises'],
  ['70', 'Conseil et services aux entreprises'],
  ['71', 'Conseil et services aux entreprises'],
  ['72', 'Conseil et services aux entreprises'],
  ['74', 'Conseil et services aux entreprises'],
  ['77', 'Conseil et services aux entreprises'],
  ['81', 'Conseil et services aux entreprises'],
  ['82', 'Conseil et services aux entreprises'],
  ['84', 'Administration publique'],
  ['85', 'Éducation et formation'],
  ['86', 'Santé'],
  ['87', 'Action sociale et médico-social'],
  ['88.10A', 'Aide à domicile et services à la personne'],
  ['88', 'Action sociale et médico-social'],
  ['90', 'Culture et spectacle'],
  ['91', 'Culture et spectacle'],
  ['93.1', 'Sport'],
  ['93.2', 'Tourisme et loisirs'],
  ['96.02', 'Coiffure et esthétique'],
  ['95', 'Artisanat'],
  ['96', 'Aide à domicile et services à la personne'],
  ['97', 'Aide à domicile et services à la personne'],
];
/** Manufacturing (05 to 33) that has no finer entry above. */
const INDUSTRY = 'Industrie';

export function sectorNameOfNaf(naf: string | null): string | null {
  if (!naf) return null;
  const code = naf.trim().toUpperCase();
  let best: [string, string] | null = null;
  for (const entry of NAF_PREFIXES) {
    if (code.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  if (best) return best[1];
  const division = Number.parseInt(code.slice(0, 2), 10);
  return division >= 5 && division <= 33 ? INDUSTRY : null;
}
