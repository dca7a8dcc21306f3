import { normalizeSearch } from '../src/db/importers/normalize.ts';
import { STARTER_CODE_PREFIX, type JobRow, type RomeSheetRow } from '../src/db/importers/rome.ts';
import { STARTER_COMMUNES } from '../src/db/importers/starter-communes.ts';
import type { ReferenceCatalogue, SeedReferenceOptions } from '../src/db/seed/reference.ts';
import { ROME_DOMAINS, ROME_LARGE_DOMAINS, STARTER_CATALOGUE } from './starter-jobs.ts';

/**
 * The tests' small reference catalogue: the 300-odd titles of starter-jobs.ts and the large towns
 * of starter-communes.ts, seeded in a fraction of a second where the full shipped catalogue takes
 * several seconds per fresh database. Tests about the real catalogue seed the shipped files.
 */
export function testCatalogue(): ReferenceCatalogue {
  const sheets: RomeSheetRow[] = [];
  const jobs: JobRow[] = [];
  for (const [code, sheet] of Object.entries(STARTER_CATALOGUE)) {
    sheets.push({
      code,
      label: sheet.label,
      domainCode: code.slice(0, 3),
      domainLabel: ROME_DOMAINS[code.slice(0, 3)] ?? null,
      largeDomainCode: code.charAt(0),
      largeDomainLabel: ROME_LARGE_DOMAINS[code.charAt(0)] ?? null,
    });
    // The first title of a sheet is its main title.
    sheet.jobs.forEach((name, index) => {
      const searchName = normalizeSearch(name);
      jobs.push({
        externalCode: `${STARTER_CODE_PREFIX}${searchName.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
        name,
        searchName,
        romeCode: code,
        romeParentCode: code,
        isMain: index === 0,
        rarelyUsed: false,
      });
    });
  }
  const communes = STARTER_COMMUNES.map((c) => ({
    inseeCode: c.inseeCode,
    name: c.name,
    searchName: normalizeSearch(c.name),
    postalCode: c.postalCode,
    deliveryLabel: normalizeSearch(c.name).toUpperCase(),
    latitude: c.latitude,
    longitude: c.longitude,
    population: c.population,
  }));
  return { sheets, jobs, communes };
}

/** `seedReference(db, TEST_REFERENCE)`: every reference list, with the small catalogue. */
export const TEST_REFERENCE: SeedReferenceOptions = { catalogue: testCatalogue() };
