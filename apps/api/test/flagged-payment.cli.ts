import { loadCliConfig, openCliDatabase } from '../src/db/cli/cli-env.ts';
import { orders } from '../src/db/schema/index.ts';
import { createUser } from './helpers.ts';

/**
 * For the browser journeys (apps/web/e2e/admin.e2e.ts, decision 152): a buyer whose payment could
 * not be fulfilled, flagged `payment_mismatch` and left to an operator (decision 074), in the
 * database the server is about to open. `node --import tsx apps/api/test/flagged-payment.cli.ts <buyer e-mail>`.
 */
const email = process.argv[2];
if (!email) throw new Error('usage: flagged-payment.cli.ts <buyer e-mail>');
const database = await openCliDatabase(loadCliConfig());
try {
  const buyer = await createUser(database, { email, company: 'Boulangerie Remboursée' });
  const sessionId = 'cs_emb_e2e_flagged_payment';
  const [order] = await database.db
    .insert(orders)
    .values({
      recruiterId: buyer.recruiterId,
      kind: 'products',
      status: 'payment_mismatch',
      totalExclVat: 1250,
      vatAmount: 250,
      totalInclVat: 1500,
      provider: 'embedded',
      providerSessionId: sessionId,
      amountDue: 1500,
      paidAt: new Date(),
      metadata: { paymentMismatch: { reason: 'amount', charged: 900, sessionId } },
    })
    .returning({ uuid: orders.uuid });
  process.stdout.write(`${order!.uuid}\n`);
} finally {
  await database.close();
}
