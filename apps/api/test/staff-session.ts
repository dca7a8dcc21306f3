import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { STAFF_COOKIE } from '../src/plugins/staff-auth.ts';
import { createStaff, type CreatedStaff } from '../src/modules/staff/staff.service.ts';
import { testStaffTotpKey, type TestContext } from './helpers.ts';

/** The headers of a back-office call with a staff session (the cookie is taken only with X-Requested-With). */
export const asStaff = (cookie: string) => ({ 'x-requested-with': 'XMLHttpRequest', cookie: `${STAFF_COOKIE}=${cookie}` });

let clients = 0;

/**
 * A staff account with `permissions` and a signed-in session of it. A TOTP step serves once: the
 * step last used is forgotten first, as if 30 seconds had passed.
 */
export async function staffSession(
  ctx: TestContext,
  email: string,
  permissions: ('support' | 'finance')[],
): Promise<{ staff: CreatedStaff; headers: ReturnType<typeof asStaff> }> {
  const staff = await createStaff(ctx.database.db, { email, permissions, password: `${email}-password-1` }, testStaffTotpKey());
  await ctx.database.db.execute(sql`UPDATE staff_accounts SET totp_last_step = 0 WHERE email = ${email}`);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/session/',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    remoteAddress: `198.51.100.${200 + ((clients += 1) % 50)}`,
    payload: { email, password: staff.password, code: await generate({ secret: staff.totpSecret }) },
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
  return { staff, headers: asStaff(cookie) };
}
