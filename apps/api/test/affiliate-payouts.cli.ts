import { monthOf, previousMonth } from '@app/contracts/affiliates';
import { loadCliConfig, openCliDatabase } from '../src/db/cli/cli-env.ts';
import { createStaff } from '../src/modules/staff/index.ts';
import { resolveStaffTotpKey } from '../src/modules/staff/totp-key.ts';
import { addEarnings, setBankDetails, VALID_IBAN } from './affiliates-fixtures.ts';
import { createUser } from './helpers.ts';

/**
 * For the browser journeys (apps/web/e2e/admin-money.e2e.ts, decision 160): two affiliates in good
 * standing, with bank details and 30 € of commissions each in the previous month, in the database
 * the server is about to open, and a finance staff member of its own (a TOTP step serves once: the
 * other back-office journey signs in with its own account), printed as JSON.
 * `node --import tsx apps/api/test/affiliate-payouts.cli.ts <e-mail> <e-mail>`.
 */
const emails = process.argv.slice(2);
if (emails.length !== 2) throw new Error('usage: affiliate-payouts.cli.ts <first affiliate e-mail> <second affiliate e-mail>');
const month = previousMonth(monthOf(new Date()));
const names = ['Agathe Versement', 'Bruno Retenu'];
const config = loadCliConfig();
const database = await openCliDatabase(config);
try {
  for (const [i, email] of emails.entries()) {
    const affiliate = await createUser(database, { email, affiliate: true, company: `${names[i]} Conseil` });
    await setBankDetails(database, affiliate.recruiterId, names[i]!, VALID_IBAN);
    await addEarnings(database, affiliate.recruiterId, 'resume_sale', month, 10, 300);
  }
  const staff = await createStaff(
    database.db,
    { email: 'money-staff@e2e.test', permissions: ['support', 'finance'] },
    resolveStaffTotpKey(config),
  );
  process.stdout.write(`${JSON.stringify({ email: staff.email, password: staff.password, totpSecret: staff.totpSecret })}\n`);
} finally {
  await database.close();
}
