import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_SECTOR_PAGE_SIZE } from '@app/contracts/constants';
import { seedReference } from '../../db/seed/reference.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { createAddressesApp } from '../../../test/addresses-fixtures.ts';

describe('GET /api/activity-sectors/', () => {
  let ctx: Awaited<ReturnType<typeof createAddressesApp>>;
  const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/activity-sectors/${query}` });

  beforeAll(async () => {
    ctx = await createAddressesApp();
    await seedReference(ctx.database.db, TEST_REFERENCE);
  });
  afterAll(async () => ctx?.close());

  it(`answers pages of ${ACTIVITY_SECTOR_PAGE_SIZE} by default, without sign-in`, async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toHaveLength(ACTIVITY_SECTOR_PAGE_SIZE);
    expect(res.json().count).toBeGreaterThan(ACTIVITY_SECTOR_PAGE_SIZE);
    expect(res.json().results[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('searches accents and case ignored, names starting with the query first', async () => {
    const hotel = (await get('?search=HOTEL&page_size=6')).json();
    expect(hotel.results.map((r: { name: string }) => r.name)).toEqual(['Hôtellerie-restauration']);
    const resto = (await get('?search=restau&page_size=6')).json().results.map((r: { name: string }) => r.name);
    expect(resto).toEqual(['Restauration rapide', 'Hôtellerie-restauration']);
    expect((await get('?search=energie')).json().results.map((r: { name: string }) => r.name)).toEqual(['Énergie et environnement']);
    expect((await get('?search=aucun%20secteur')).json()).toEqual({ count: 0, results: [] });
    expect((await get('?search=%25')).json().count).toBe(0);
  });

  it('reads the English names too (issue 29: French names only; English pages show English names)', async () => {
    const names = async (query: string) => (await get(query)).json().results.map((r: { name: string }) => r.name);
    expect(await names('?search=construction')).toEqual(['BTP']);
    expect(await names('?search=Fast%20FOOD')).toEqual(['Restauration rapide']);
    // Names whose English starts with the query first: "Food industry" before "Fast food".
    expect(await names('?search=food')).toEqual(['Industrie agroalimentaire', 'Restauration rapide']);
    expect(await names('?search=bakery%20pastry')).toEqual(['Boulangerie-pâtisserie']);
  });

  it('bounds page_size', async () => {
    expect((await get('?page_size=0')).statusCode).toBe(400);
    expect((await get('?page_size=51')).statusCode).toBe(400);
    expect((await get('?page_size=2&page=2')).json().results).toHaveLength(2);
  });
});
