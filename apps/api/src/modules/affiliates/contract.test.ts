import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE } from '@app/contracts/constants';
import { SITE_PATHS } from '@app/contracts/routes';
import { seedReference } from '../../db/seed/reference.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { TEST_REFERENCE } from '../../../test/reference-catalogue.ts';
import { resolveDefaultPrice } from '../products/products.service.ts';

describe('contributor contract (GET /static/contract.pdf)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedReference(ctx.database.db, TEST_REFERENCE);
  });
  afterAll(() => ctx?.close());

  it('is a PDF stating the terms the product applies, from its own constants and kit price', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: SITE_PATHS.contributorContract });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    const kit = (await resolveDefaultPrice(ctx.database.db, 'affiliate_kit')).unitAmount;
    expect(text).toContain('Contrat de contributeur QRecrute');
    expect(text).toContain(`${AFFILIATE.resumeSaleShare * 100} %`);
    expect(text).toContain('1,00 €');
    expect(text).toContain(`le ${AFFILIATE.paymentDayOfMonth} du mois suivant`);
    expect(text).toContain(`dès que ${AFFILIATE.profitFromResumesSold} CV`);
    expect(text).toContain(`${AFFILIATE.deliveryDays} jours`);
    expect(text).toContain("d'un an");
    expect(text).toContain(`${(kit / 100).toFixed(2).replace('.', ',')} €`);
  });

  it('follows a change of the kit price without a release', async () => {
    const { prices } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const kit = await resolveDefaultPrice(ctx.database.db, 'affiliate_kit');
    await ctx.database.db.update(prices).set({ unitAmount: 31_500 }).where(eq(prices.id, kit.priceId));
    const text = pdfText((await ctx.app.inject({ method: 'GET', url: SITE_PATHS.contributorContract })).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('315,00 €');
  });
});
