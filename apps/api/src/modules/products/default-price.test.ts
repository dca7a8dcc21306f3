import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import { resolveDefaultPrice } from './products.service.ts';

describe('default price of a product the catalogue does not sell', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  // Found by the fuzzer: POST /ecommerce/address-payment-link/ without a price on an empty catalogue answered 500.
  it('is a 404, not a server failure', async () => {
    const error = await resolveDefaultPrice(database.db, 'address_subscription').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(404);
  });
});
