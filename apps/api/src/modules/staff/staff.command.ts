import { parseArgs } from 'node:util';
import { STAFF_PERMISSIONS, type StaffPermission } from '@app/contracts/roles';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createStaff } from './staff.service.ts';

export const STAFF_USAGE = `Usage: npm run staff:create -- --email <e-mail> --permissions <${STAFF_PERMISSIONS.join(',')}>
  Creates a staff account of the back office (/admin) and prints, once, its password, the TOTP secret
  (and its otpauth:// link, for an authenticator app) and ten single-use recovery codes. Nothing of
  them can be shown again: the password and the codes are kept hashed.`;

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export function parseStaffArgs(args: string[]): { email: string; permissions: StaffPermission[] } | { help: true } | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, permissions: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
  if (values.help) return { help: true };
  if (!values.email) return { error: '--email is required' };
  const permissions = (values.permissions ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = permissions.filter((p) => !(STAFF_PERMISSIONS as readonly string[]).includes(p));
  if (unknown.length) return { error: `unknown permission(s): ${unknown.join(', ')} (known: ${STAFF_PERMISSIONS.join(', ')})` };
  return { email: values.email, permissions: permissions as StaffPermission[] };
}

/** `npm run staff:create`: the exit code (0 done, 1 refused, 2 bad arguments). */
export async function runStaffCommand(db: Db, args: string[], io: CommandIo, totpKey: Buffer): Promise<number> {
  const parsed = parseStaffArgs(args);
  if ('help' in parsed) {
    io.out(STAFF_USAGE);
    return 0;
  }
  if ('error' in parsed) {
    io.err(`${parsed.error}\n${STAFF_USAGE}`);
    return 2;
  }
  try {
    const created = await createStaff(db, parsed, totpKey);
    io.out(`staff account created: ${created.email} (${parsed.permissions.join(', ') || 'no permission beyond the audit log'})`);
    io.out(`password (shown once): ${created.password}`);
    io.out(`TOTP secret (shown once): ${created.totpSecret}`);
    io.out(`otpauth link (shown once): ${created.otpauthUrl}`);
    io.out('recovery codes (each works once, shown once):');
    for (const code of created.recoveryCodes) io.out(`  ${code}`);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
}
