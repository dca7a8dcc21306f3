/**
 * French departments and their regions (2016 regions), to build the `context` of a place the way
 * the national address API (BAN) writes it: "69, Rhône, Auvergne-Rhône-Alpes".
 */
const ARA = 'Auvergne-Rhône-Alpes';
const BFC = 'Bourgogne-Franche-Comté';
const BRE = 'Bretagne';
const CVL = 'Centre-Val de Loire';
const COR = 'Corse';
const GES = 'Grand Est';
const HDF = 'Hauts-de-France';
const IDF = 'Île-de-France';
const NOR = 'Normandie';
const NAQ = 'Nouvelle-Aquitaine';
const OCC = 'Occitanie';
const PDL = 'Pays de la Loire';
const PAC = "Provence-Alpes-Côte d'Azur";

export const DEPARTMENTS: Readonly<Record<string, { name: string; region: string }>> = {
  '01': { name: 'Ain', region: ARA },
  '02': { name: 'Aisne', region: HDF },
  '03': { name: 'Allier', region: ARA },
  '04': { name: 'Alpes-de-Haute-Provence', region: PAC },
  '05': { name: 'Hautes-Alpes', region: PAC },
  '06': { name: 'Alpes-Maritimes', region: PAC },
  '07': { name: 'Ardèche', region: ARA },
  '08': { name: 'Ardennes', region: GES },
  '09': { name: 'Ariège', region: OCC },
  '10': { name: 'Aube', region: GES },
  '11': { name: 'Aude', region: OCC },
  '12': { name: 'Aveyron', region: OCC },
  '13': { name: 'Bouches-du-Rhône', region: PAC },
  '14': { name: 'Calvados', region: NOR },
  '15': { name: 'Cantal', region: ARA },
  '16': { name: 'Charente', region: NAQ },
  '17': { name: 'Charente-Maritime', region: NAQ },
  '18': { name: 'Cher', region: CVL },
  '19': { name: 'Corrèze', region: NAQ },
  '2A': { name: 'Corse-du-Sud', region: COR },
  '2B': { name: 'Haute-Corse', region: COR },
  '21': { name: "Côte-d'Or", region: BFC },
  '22': { name: "Côtes-d'Armor", region: BRE },
  '23': { name: 'Creuse', region: NAQ },
  '24': { name: 'Dordogne', region: NAQ },
  '25': { name: 'Doubs', region: BFC },
  '26': { name: 'Drôme', region: ARA },
  '27': { name: 'Eure', region: NOR },
  '28': { name: 'Eure-et-Loir', region: CVL },
  '29': { name: 'Finistère', region: BRE },
  '30': { name: 'Gard', region: OCC },
  '31': { name: 'Haute-Garonne', region: OCC },
  '32': { name: 'Gers', region: OCC },
  '33': { name: 'Gironde', region: NAQ },
  '34': { name: 'Hérault', region: OCC },
  '35': { name: 'Ille-et-Vilaine', region: BRE },
  '36': { name: 'Indre', region: CVL },
  '37': { name: 'Indre-et-Loire', region: CVL },
  '38': { name: 'Isère', region: ARA },
  '39': { name: 'Jura', region: BFC },
  '40': { name: 'Landes', region: NAQ },
  '41': { name: 'Loir-et-Cher', region: CVL },
  '42': { name: 'Loire', region: ARA },
  '43': { name: 'Haute-Loire', region: ARA },
  '44': { name: 'Loire-Atlantique', region: PDL },
  '45': { name: 'Loiret', region: CVL },
  '46': { name: 'Lot', region: OCC },
  '47': { name: 'Lot-et-Garonne', region: NAQ },
  '48': { name: 'Lozère', region: OCC },
  '49': { name: 'Maine-et-Loire', region: PDL },
  '50': { name: 'Manche', region: NOR },
  '51': { name: 'Marne', region: GES },
  '52': { name: 'Haute-Marne', region: GES },
  '53': { name: 'Mayenne', region: PDL },
  '54': { name: 'Meurthe-et-Moselle', region: GES },
  '55': { name: 'Meuse', region: GES },
  '56': { name: 'Morbihan', region: BRE },
  '57': { name: 'Moselle', region: GES },
  '58': { name: 'Nièvre', region: BFC },
  '59': { name: 'Nord', region: HDF },
  '60': { name: 'Oise', region: HDF },
  '61': { name: 'Orne', region: NOR },
  '62': { name: 'Pas-de-Calais', region: HDF },
  '63': { name: 'Puy-de-Dôme', region: ARA },
  '64': { name: 'Pyrénées-Atlantiques', region: NAQ },
  '65': { name: 'Hautes-Pyrénées', region: OCC },
  '66': { name: 'Pyrénées-Orientales', region: OCC },
  '67': { name: 'Bas-Rhin', region: GES },
  '68': { name: 'Haut-Rhin', region: GES },
  '69': { name: 'Rhône', region: ARA },
  '70': { name: 'Haute-Saône', region: BFC },
  '71': { name: 'Saône-et-Loire', region: BFC },
  '72': { name: 'Sarthe', region: PDL },
  '73': { name: 'Savoie', region: ARA },
  '74': { name: 'Haute-Savoie', region: ARA },
  '75': { name: 'Paris', region: IDF },
  '76': { name: 'Seine-Maritime', region: NOR },
  '77': { name: 'Seine-et-Marne', region: IDF },
  '78': { name: 'Yvelines', region: IDF },
  '79': { name: 'Deux-Sèvres', region: NAQ },
  '80': { name: 'Somme', region: HDF },
  '81': { name: 'Tarn', region: OCC },
  '82': { name: 'Tarn-et-Garonne', region: OCC },
  '83': { name: 'Var', region: PAC },
  '84': { name: 'Vaucluse', region: PAC },
  '85': { name: 'Vendée', region: PDL },
  '86': { name: 'Vienne', region: NAQ },
  '87': { name: 'Haute-Vienne', region: NAQ },
  '88': { name: 'Vosges', region: GES },
  '89': { name: 'Yonne', region: BFC },
  '90': { name: 'Territoire de Belfort', region: BFC },
  '91': { name: 'Essonne', region: IDF },
  '92': { name: 'Hauts-de-Seine', region: IDF },
  '93': { name: 'Seine-Saint-Denis', region: IDF },
  '94': { name: 'Val-de-Marne', region: IDF },
  '95': { name: "Val-d'Oise", region: IDF },
  '971': { name: 'Guadeloupe', region: 'Guadeloupe' },
  '972': { name: 'Martinique', region: 'Martinique' },
  '973': { name: 'Guyane', region: 'Guyane' },
  '974': { name: 'La Réunion', region: 'La Réunion' },
  '975': { name: 'Saint-Pierre-et-Miquelon', region: 'Saint-Pierre-et-Miquelon' },
  '976': { name: 'Mayotte', region: 'Mayotte' },
  '977': { name: 'Saint-Barthélemy', region: 'Saint-Barthélemy' },
  '978': { name: 'Saint-Martin', region: 'Saint-Martin' },
  '986': { name: 'Wallis-et-Futuna', region: 'Wallis-et-Futuna' },
  '987': { name: 'Polynésie française', region: 'Polynésie française' },
  '988': { name: 'Nouvelle-Calédonie', region: 'Nouvelle-Calédonie' },
};

/** The department code of an INSEE commune code: three characters overseas (97x, 98x), else two. */
export function departmentCode(inseeCode: string): string {
  return inseeCode.startsWith('97') || inseeCode.startsWith('98') ? inseeCode.slice(0, 3) : inseeCode.slice(0, 2);
}

/** "69, Rhône, Auvergne-Rhône-Alpes"; the bare code when the department is unknown (Monaco...). */
export function placeContext(inseeCode: string): string {
  const code = departmentCode(inseeCode);
  const department = DEPARTMENTS[code];
  return department ? `${code}, ${department.name}, ${department.region}` : code;
}
