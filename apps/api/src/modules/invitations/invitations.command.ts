import { parseArgs } from 'node:util';
import { INVITATION_TTL_DAYS } from '@app/contracts/constants';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { inviteRecruiter, type InvitationDeps, type InvitationInput } from './invitations.service.ts';

export const INVITE_USAGE = `Usage: npm run accounts:invite -- --email <e-mail> --company <name> --manager "<first and last name>" [--phone <French number>] [--premium --max-addresses <N>]
  Creates a recruiter account without a password and e-mails its holder a link to choose one (valid ${INVITATION_TTL_DAYS} days).
  Again for the e-mail of an account that has no password yet: a new link (the older ones stop working); --email alone is enough.`;

/** What the command prints, and what the mailer did (outbox: nothing left the machine). */
export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const OPTIONS = {
  email: { type: 'string' },
  company: { type: 'string' },
  manager: { type: 'string' },
  phone: { type: 'string' },
  premium: { type: 'boolean', default: false },
  'max-addresses': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** The command's arguments as the service's input, or what is wrong with them. */
export function parseInviteArgs(args: string[]): { input: InvitationInput } | { help: true } | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
  if (values.help) return { help: true };
  if (!values.email) return { error: '--email is required' };
  const max = values['max-addresses'];
  if (max !== undefined && !values.premium) return { error: '--max-addresses goes with --premium' };
  if (values.premium && max === undefined)
    return { error: '--premium needs --max-addresses <N> (the number of sites the account may hold)' };
  const maxAddresses = max === undefined ? 0 : Number(max);
  if (values.premium && (!Number.isInteger(maxAddresses) || maxAddresses < 1))
    return { error: '--max-addresses must be a whole number of at least 1' };
  return {
    input: {
      email: values.email,
      company: values.company ?? '',
      manager: values.manager ?? '',
      phoneNumber: values.phone ?? null,
      maxAddresses,
    },
  };
}

/** `npm run accounts:invite`: the exit code (0 done, 1 refused, 2 bad arguments). */
export async function runInviteCommand(
  deps: Pick<InvitationDeps, 'db' | 'mailer' | 'publicUrl'>,
  args: string[],
  io: CommandIo,
): Promise<number> {
  const parsed = parseInviteArgs(args);
  if ('help' in parsed) {
    io.out(INVITE_USAGE);
    return 0;
  }
  if ('error' in parsed) {
    io.err(`${parsed.error}\n${INVITE_USAGE}`);
    return 2;
  }
  try {
    const sent = await inviteRecruiter(deps, parsed.input);
    io.out(
      sent.outcome === 'created'
        ? `account created for ${parsed.input.email} (no password yet); invitation e-mailed, valid ${INVITATION_TTL_DAYS} days`
        : `${parsed.input.email} has an account without a password: a new invitation e-mailed (the older links work until one is used or they expire, decision 139); other options ignored`,
    );
    // Without SMTP the mail stays in the database: the operator hands the link over another way.
    if (deps.mailer.driver === 'outbox') io.out(`no SMTP_URL, the e-mail is kept in email_outbox; the link: ${sent.link}`);
    return 0;
  } catch (err) {
    if (err instanceof z.ZodError) {
      for (const issue of err.issues) io.err(`--${issue.path.join('.')}: ${issue.message}`);
      io.err(INVITE_USAGE);
      return 2;
    }
    if (err instanceof AppError && err.code === 'email_taken') {
      io.err(`${parsed.input.email}: ${err.message}`);
      return 1;
    }
    throw err;
  }
}
